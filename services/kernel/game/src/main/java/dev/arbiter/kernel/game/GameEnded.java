package dev.arbiter.kernel.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.SeatResult;
import java.util.List;

/**
 * The last event of every game: each seat's result, the placings where the ruleset ranks players,
 * and the dice seed revealed for auditors. A GameEnded written before results existed (kernel v1)
 * reads with the results its placings imply: a ranked game. An abandoned game ends with no
 * placings and no results, and says why in {@code abandoned}, a member absent from every other
 * GameEnded so that their bytes stay as they were.
 */
public record GameEnded(List<List<Integer>> placings, List<SeatResult> results, String seed,
        @JsonInclude(JsonInclude.Include.NON_NULL) Abandonment abandoned) implements Lifecycle {

    public GameEnded {
        if (results == null) {
            results = Outcome.ranked(placings).results();
        }
    }

    static GameEnded of(Outcome outcome, String seed) {
        return new GameEnded(outcome.placings(), outcome.results(), seed, null);
    }

    static GameEnded abandoned(Abandonment why, String seed) {
        return new GameEnded(List.of(), List.of(), seed, why);
    }

    public Outcome outcome() {
        return Outcome.finished(results);
    }
}
