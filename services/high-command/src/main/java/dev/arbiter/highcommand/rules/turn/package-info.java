/**
 * The player turn (shared/rulebooks/high-command.md, GAMEPLAY: TURN ORDER, PLAYER TURNS, CAPTURE): the turn's start and its
 * capture step, and the work the game queues (draws, the banked card's return, forced discards) before it moves on.
 */
package dev.arbiter.highcommand.rules.turn;
