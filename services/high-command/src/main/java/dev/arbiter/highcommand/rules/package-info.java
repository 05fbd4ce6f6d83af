/**
 * WARMACHINE High Command as pure rules (shared/rulebooks/high-command.md): here the ruleset's surface (commands, events,
 * state, views), the game's flow and what every chapter shares; each sub-package holds one part of the rulebook: cards
 * (INTRODUCTION), setup (STARTING THE GAME), turn (PLAYER TURNS, CAPTURE), orders (ORDERS), battle (BATTLE), abilities
 * and endgame (ENDGAME).
 */
package dev.arbiter.highcommand.rules;
