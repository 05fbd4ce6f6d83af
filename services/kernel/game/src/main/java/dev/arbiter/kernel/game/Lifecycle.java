package dev.arbiter.kernel.game;

/** The kernel's own events, which open, fill and close every game whatever its ruleset. */
public sealed interface Lifecycle permits GameCreated, SeatJoined, GameEnded {
}
