package dev.arbiter.projection.fold;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.SeatRow;
import dev.arbiter.projection.model.StandingRow;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;

/** Adds a finished game's placings to its players' standings in its ruleset. */
@ApplicationScoped
public class StandingsBook {

    private static final ObjectMapper JSON = new ObjectMapper();

    public void record(GameRow game, JsonNode placings) {
        for (int place = 0; place < placings.size(); place++) {
            for (JsonNode seat : placings.get(place)) {
                SeatRow row = SeatRow.find(game.modelVersion, game.gameId, seat.asInt());
                String player = row == null || row.name == null ? "seat " + seat.asInt() : row.name;
                add(standing(game, player), place);
            }
        }
    }

    private static StandingRow standing(GameRow game, String player) {
        StandingRow standing = StandingRow.find(game.modelVersion, game.ruleset, player);
        if (standing == null) {
            standing = new StandingRow();
            standing.modelVersion = game.modelVersion;
            standing.ruleset = game.ruleset;
            standing.player = player;
            standing.placings = "[]";
            standing.persist();
        }
        return standing;
    }

    private static void add(StandingRow standing, int place) {
        List<Integer> places = placeCounts(standing.placings);
        while (places.size() <= place) {
            places.add(0);
        }
        places.set(place, places.get(place) + 1);
        standing.games++;
        if (place == 0) {
            standing.wins++;
        }
        standing.placings = places.toString().replace(" ", "");
    }

    public static List<Integer> placeCounts(String json) {
        try {
            List<Integer> counts = new ArrayList<>();
            JSON.readTree(json).forEach(count -> counts.add(count.asInt()));
            return counts;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("standings.placings holds " + json, e);
        }
    }
}
