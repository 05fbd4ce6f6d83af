/**
 * The shared deck and its cards (shared/rulebooks/warmeister.txt, THE DECK, CARDS: ATTACK CARDS, CASTLES, HOLDINGS, ARMY
 * CARDS): the catalogue with each card's cost, force, wounds, types and traits, and drawing from the deck.
 */
package dev.arbiter.warmeister.rules.cards;
