/**
 * Starting the game (shared/rulebooks/high-command.md, STARTING THE GAME, QUICK START SETUP, GAME TABLE SETUP, CUSTOMIZING
 * DETACHMENTS): each seat's faction, warcasters and army deck.
 */
package dev.arbiter.highcommand.rules.setup;
