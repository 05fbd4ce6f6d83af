/**
 * Event cards (shared/rulebooks/warmeister.txt, EVENT CARDS): playing them, the Denied! response windows, Luck re-rolls and
 * a seat's standing pass that answers those windows by itself.
 */
package dev.arbiter.warmeister.rules.events;
