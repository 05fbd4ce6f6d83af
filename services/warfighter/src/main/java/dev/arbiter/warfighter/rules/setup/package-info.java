/**
 * Game Setup (shared/rulebooks/warfighter-war.md §2: §2.1 Preparing the Mission, §2.2 Setting up a Team, §2.3 Completing
 * Setup): the Team bought within the Mission's Resources, placed and dealt its cards, and the events that lay the game out.
 */
package dev.arbiter.warfighter.rules.setup;
