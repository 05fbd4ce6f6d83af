package dev.arbiter.kernel.game;

import java.util.List;

/** The last event of every game: the placings, and the dice seed revealed for auditors. */
public record GameEnded(List<List<Integer>> placings, String seed) implements Lifecycle {
}
