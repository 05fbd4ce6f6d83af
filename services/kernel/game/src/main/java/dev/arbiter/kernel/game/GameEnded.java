package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.SeatResult;
import java.util.List;

/**
 * The last event of every game: each seat's result, the placings where the ruleset ranks players,
 * and the dice seed revealed for auditors. A GameEnded written before results existed (kernel v1)
 * reads with the results its placings imply: a ranked game.
 */
public record GameEnded(List<List<Integer>> placings, List<SeatResult> results, String seed) implements Lifecycle {

    public GameEnded {
        if (results == null) {
            results = Outcome.ranked(placings).results();
        }
    }

    static GameEnded of(Outcome outcome, String seed) {
        return new GameEnded(outcome.placings(), outcome.results(), seed);
    }

    public Outcome outcome() {
        return Outcome.finished(results);
    }
}
