package dev.arbiter.warmachine.rules.combat;

/** Statuses that change how a model fights and is fought (rulebook "Knockdown", "Stationary Models"; M01, M02). */
public enum Condition {
    KNOCKED_DOWN,
    STATIONARY
}
