/**
 * The cards (shared/rulebooks/high-command.md, INTRODUCTION: ARMY CARD, WARCASTER CARD, LOCATION CARD, WINDS OF WAR CARD) as
 * a content pack gives them (contracts/content/high-command.schema.json), their abilities' vocabulary, and the catalogue
 * of a game's physical copies.
 */
package dev.arbiter.highcommand.rules.cards;
