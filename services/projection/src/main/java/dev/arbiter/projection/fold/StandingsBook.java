package dev.arbiter.projection.fold;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.GameState;
import dev.arbiter.projection.model.StandingRow;
import dev.arbiter.projection.model.StandingStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;

/** Adds a finished game's results to its players' standings in its ruleset: the result, and the place where there is one. */
@ApplicationScoped
public class StandingsBook {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    StandingStore store;

    public void record(GameState game, List<GameResults.SeatResult> results) {
        for (GameResults.SeatResult result : results) {
            String player = game.seat(result.seat()).map(row -> row.name).orElse("seat " + result.seat());
            StandingRow standing = standing(game.row, player);
            add(standing, result);
            store.save(standing);
        }
    }

    private StandingRow standing(GameRow game, String player) {
        return store.find(game.modelVersion, game.ruleset, player).orElseGet(() -> {
            StandingRow standing = new StandingRow();
            standing.modelVersion = game.modelVersion;
            standing.ruleset = game.ruleset;
            standing.player = player;
            standing.placings = "[]";
            return standing;
        });
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
