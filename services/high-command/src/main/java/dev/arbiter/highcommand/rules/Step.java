package dev.arbiter.highcommand.rules;

/** The steps of a player turn (TURN ORDER). */
public enum Step {
    capture, orders, battle
}
