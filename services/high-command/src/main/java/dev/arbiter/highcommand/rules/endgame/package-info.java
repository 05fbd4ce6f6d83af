/**
 * The end of the game (shared/rulebooks/high-command.md, ENDGAME): victory points and the winner.
 */
package dev.arbiter.highcommand.rules.endgame;
