/**
 * The Game Turn (shared/rulebooks/warfighter-war.md §3.2, with the §3.1 Game Concepts it leans on): its steps in order, the
 * Environment and Exhaustion, Action Phases, Cleanup (Retain costs, Reinforcement, Supply, the Timer) and how a mission ends.
 */
package dev.arbiter.warfighter.rules.turn;
