package dev.arbiter.highcommand.rules;

/** ARMIES while the seats choose their armies, PLAYING from the opening on, OVER at the end. */
public enum Phase {
    ARMIES, PLAYING, OVER
}
