package dev.arbiter.warmachine.rules.effect;

/**
 * How long an effect lasts (rulebook "Spell Statistics", DUR; A21): until the end of the turn it began in, or one
 * round, until the start of its source's controller's next turn.
 */
public enum Duration {
    TURN, RND
}
