/**
 * The battle step (shared/rulebooks/high-command.md, BATTLE, ONE OPPONENT, MULTIPLE OPPONENTS, WARCASTERS): the locations
 * attacked, each attack's automatic parts and the cards a seat declares destroyed.
 */
package dev.arbiter.highcommand.rules.battle;
