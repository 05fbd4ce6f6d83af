package dev.arbiter.kernel.game;

import java.util.List;

/** The events one command produced, the state after them, and where the dice stopped. */
public record Decision<S>(List<Object> events, Game<S> game, long nextDraw) {
}
