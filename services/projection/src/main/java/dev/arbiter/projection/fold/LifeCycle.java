package dev.arbiter.projection.fold;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.model.GameRow;
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

    public void apply(GameRow game, Envelope event) {
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

    private static void created(GameRow game, int seats, Envelope event) {
        game.seatCount = seats;
        game.createdAt = event.occurredAt();
        for (int seat = 0; seat < seats; seat++) {
            SeatRow row = new SeatRow();
            row.modelVersion = game.modelVersion;
            row.gameId = game.gameId;
            row.seat = seat;
            row.persist();
        }
    }

    /** The game starts when its last seat is taken (docs/events.md, SeatJoined). */
    private static void joined(GameRow game, int seat, String name) {
        SeatRow row = SeatRow.find(game.modelVersion, game.gameId, seat);
        if (row != null) {
            row.name = name;
        }
        // the game's seats are in the session (GameProjector reads them per batch): no query, so no flush of the batch so far
        if (game.seatCount != null && IntStream.range(0, game.seatCount).allMatch(s -> taken(game, s))) {
            game.status = "running";
        }
    }

    private static boolean taken(GameRow game, int seat) {
        SeatRow row = SeatRow.find(game.modelVersion, game.gameId, seat);
        return row != null && row.name != null;
    }

    private void ended(GameRow game, JsonNode payload) {
        List<GameResults.SeatResult> results = GameResults.of(payload);
        game.status = "finished";
        game.placings = payload.path("placings").toString();
        game.winners = results.stream().filter(GameResults.SeatResult::won).map(GameResults.SeatResult::seat).toList().toString();
        standings.record(game, results);
    }
}
