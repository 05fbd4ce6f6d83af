/**
 * Warmeister as pure rules (shared/rulebooks/warmeister.txt): here the ruleset's surface (commands, events, state, views),
 * the automatic flow between decisions and what every chapter shares; each sub-package holds one part of the rulebook:
 * cards (THE DECK, CARDS), turn (TURNS: PRIORITY, DRAW, REVENUE, SUPPLY, END), warfare (WARFARE) and events (EVENT CARDS).
 */
package dev.arbiter.warmeister.rules;
