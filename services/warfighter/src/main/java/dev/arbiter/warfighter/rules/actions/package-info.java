/**
 * Army Actions and Activities (shared/rulebooks/warfighter-war.md §3.3): Move, Discard and Draw, Action Cards and abilities,
 * Regain Supply, Remove a Pin, Trade Supply, activating a Location and the Engineer, and an Action-Attachment's own turn.
 */
package dev.arbiter.warfighter.rules.actions;
