package dev.arbiter.kernel.http;

import dev.arbiter.kernel.spi.SeatResult;
import java.util.List;

/**
 * A game as one viewer may see it after event {@code seq}; {@code results} holds each seat's
 * result once the game is over, {@code placings} the ranking where the ruleset has one.
 */
public record GameView(String gameId, String ruleset, String rulesetVersion, long seq, String status, List<SeatInfo> seats,
        List<Integer> awaiting, List<List<Integer>> placings, List<SeatResult> results, Object view) {
}
