/**
 * The Hostile side (shared/rulebooks/warfighter-war.md §3.4 Hostile Actions, §3.1.6 Hostile Behavior, §3.3.8 and §4.5
 * Drawing Hostiles): whom a Hostile picks, its turn as the service plays it, and Hostiles drawn to a budget.
 */
package dev.arbiter.warfighter.rules.hostiles;
