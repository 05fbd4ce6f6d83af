package dev.arbiter.kernel.http;

import java.util.List;

/** A game as one viewer may see it after event {@code seq}. */
public record GameView(String gameId, String ruleset, String rulesetVersion, long seq, String status, List<SeatInfo> seats,
        List<Integer> awaiting, List<List<Integer>> placings, Object view) {
}
