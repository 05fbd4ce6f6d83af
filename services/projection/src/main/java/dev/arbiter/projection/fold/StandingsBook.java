package dev.arbiter.projection.fold;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.SeatRow;
import dev.arbiter.projection.model.StandingRow;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;

/** Adds a finished game's results to its players' standings in its ruleset: the result, and the place where there is one. */
@ApplicationScoped
public class StandingsBook {

    private static final ObjectMapper JSON = new ObjectMapper();

    public void record(GameRow game, List<GameResults.SeatResult> results) {
        for (GameResults.SeatResult result : results) {
            SeatRow row = SeatRow.find(game.modelVersion, game.gameId, result.seat());
            String player = row == null || row.name == null ? "seat " + result.seat() : row.name;
            add(standing(game, player), result);
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

    private static void add(StandingRow standing, GameResults.SeatResult result) {
        standing.games++;
        switch (result.result()) {
            case "WIN" -> standing.wins++;
            case "DRAW" -> standing.draws++;
            default -> standing.losses++;
        }
        if (result.place() != null) {
            int place = result.place() - 1;
            List<Integer> places = placeCounts(standing.placings);
            while (places.size() <= place) {
                places.add(0);
            }
            places.set(place, places.get(place) + 1);
            standing.placings = places.toString().replace(" ", "");
        }
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
