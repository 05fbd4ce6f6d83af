package dev.arbiter.warmeister.rules.turn;

/**
 * The phases of a turn (warmeister.txt, TURNS). Priority has no phase of its own: it is rolled
 * automatically as a turn begins. SETUP is before the deal, OVER after the winner is known.
 */
public enum Phase {
    SETUP, DRAW, REVENUE, WARFARE, SUPPLY, END, OVER
}
