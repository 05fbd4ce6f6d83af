/**
 * The phases of a turn outside battle (shared/rulebooks/warmeister.txt, TURNS, PRIORITY, DRAW, REVENUE, SUPPLY, END):
 * priority, drawing, gold and buying with what holdings take off, supply, a seat's step ending, and Wardogs (ARMY CARDS),
 * used on the owner's own step.
 */
package dev.arbiter.warmeister.rules.turn;
