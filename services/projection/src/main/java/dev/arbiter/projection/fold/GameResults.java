package dev.arbiter.projection.fold;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Each seat's result as a GameEnded payload states it (docs/events.md). A GameEnded written before
 * results existed has only placings: a sole first place won, a shared first place drew, the rest lost.
 */
public final class GameResults {

    /** One seat's result: WIN, LOSS or DRAW, and its place (1 = first) where the ruleset ranks players. */
    public record SeatResult(int seat, String result, Integer place) {

        /** Won, or shares first place. */
        public boolean won() {
            return "WIN".equals(result) || Integer.valueOf(1).equals(place);
        }
    }

    private GameResults() {
    }

    public static List<SeatResult> of(JsonNode gameEnded) {
        List<SeatResult> results = new ArrayList<>();
        if (gameEnded.has("results")) {
            gameEnded.get("results").forEach(r -> results.add(new SeatResult(r.path("seat").asInt(), r.path("result").asText(),
                    r.path("place").isInt() ? r.path("place").asInt() : null)));
            return results;
        }
        JsonNode placings = gameEnded.path("placings");
        for (int place = 0; place < placings.size(); place++) {
            String result = place > 0 ? "LOSS" : placings.get(place).size() == 1 ? "WIN" : "DRAW";
            for (JsonNode seat : placings.get(place)) {
                results.add(new SeatResult(seat.asInt(), result, place + 1));
            }
        }
        return results;
    }
}
