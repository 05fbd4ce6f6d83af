package dev.arbiter.projection.fold;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.GameState;
import dev.arbiter.projection.model.SeatRow;
import java.util.List;
import java.util.stream.IntStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * What the kernel's life-cycle events (docs/events.md, "Life-cycle events") say about a game: its
 * seats, their names, its status and its placings. The only events whose meaning the projection knows.
 */
@ApplicationScoped
public class LifeCycle {

    @Inject
    StandingsBook standings;

    public void apply(GameState game, Envelope event) {
        JsonNode payload = event.publicPayload();
        switch (event.type()) {
            case "GameCreated" -> created(game, payload.path("seats").asInt(), event);
            case "SeatJoined" -> joined(game, payload.path("seat").asInt(), payload.path("name").asText());
            case "GameEnded" -> ended(game, payload);
            default -> {
                // a ruleset's own event: only the timeline shows it
            }
        }
    }

    private static void created(GameState game, int seats, Envelope event) {
        GameRow row = game.row;
        row.seatCount = seats;
        row.createdAt = event.occurredAt();
        game.addSeats(IntStream.range(0, seats).mapToObj(seat -> {
            SeatRow created = new SeatRow();
            created.modelVersion = row.modelVersion;
            created.gameId = row.gameId;
            created.seat = seat;
            return created;
        }).toList());
    }

    /** The game starts when its last seat is taken (docs/events.md, SeatJoined). */
    private static void joined(GameState game, int seat, String name) {
        game.seat(seat).ifPresent(row -> game.nameSeat(row, name));
        if (game.row.seatCount != null && IntStream.range(0, game.row.seatCount).allMatch(s -> taken(game, s))) {
            game.row.status = "running";
        }
    }

    private static boolean taken(GameState game, int seat) {
        return game.seat(seat).map(row -> row.name != null).orElse(false);
    }

    private void ended(GameState state, JsonNode payload) {
        GameRow game = state.row;
        List<GameResults.SeatResult> results = GameResults.of(payload);
        game.status = "finished";
        game.placings = payload.path("placings").toString();
        game.winners = results.stream().filter(GameResults.SeatResult::won).map(GameResults.SeatResult::seat).toList().toString();
        standings.record(state, results);
    }
}
