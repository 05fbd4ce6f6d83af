package dev.arbiter.kharnage.rules;

/** SETUP until the first round begins; each round CHOOSING (sealed choice) then RESOLVING; OVER at the end. */
public enum Phase {
    SETUP, CHOOSING, RESOLVING, OVER
}
