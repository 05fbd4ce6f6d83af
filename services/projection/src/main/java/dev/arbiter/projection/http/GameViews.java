package dev.arbiter.projection.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.projection.api.model.ChainAudit;
import dev.arbiter.projection.api.model.Game;
import dev.arbiter.projection.api.model.GameStatus;
import dev.arbiter.projection.api.model.Gap;
import dev.arbiter.projection.api.model.SeatInfo;
import dev.arbiter.projection.api.model.TimelineLine;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.SeatRow;
import dev.arbiter.projection.model.TimelineRow;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Read-model rows as the contract's answers. */
final class GameViews {

    private static final ObjectMapper JSON = new ObjectMapper();

    private GameViews() {
    }

    static Game game(GameRow row) {
        List<SeatRow> seats = SeatRow.of(row.modelVersion, row.gameId);
        Map<Integer, String> names = seats.stream().filter(s -> s.name != null)
                .collect(Collectors.toMap(s -> s.seat, s -> s.name));
        List<List<Integer>> placings = column("placings", row.placings, new TypeReference<List<List<Integer>>>() { });
        return new Game()
                .gameId(row.gameId)
                .ruleset(row.ruleset)
                .rulesetVersion(row.rulesetVersion)
                .status(GameStatus.fromValue(row.status))
                .seq(row.headSeq)
                .seatCount(row.seatCount)
                .round(row.round)
                .awaiting(column("awaiting", row.awaiting, new TypeReference<List<Integer>>() { }))
                .seats(seats.stream().map(s -> new SeatInfo().seat(s.seat).name(s.name).joined(s.name != null)).toList())
                .placings(placings)
                .winners(column("winners", row.winners, new TypeReference<List<Integer>>() { }).stream()
                        .map(seat -> names.getOrDefault(seat, "seat " + seat)).toList())
                .createdAt(time(row.createdAt))
                .lastEventAt(time(row.lastEventAt))
                .chainIntact(row.chainIntact)
                .gap(gap(row));
    }

    static ChainAudit audit(GameRow row) {
        return new ChainAudit()
                .gameId(row.gameId)
                .seq(row.headSeq)
                .headHash(row.headHash)
                .chainIntact(row.chainIntact)
                .chainBrokenAt(row.chainBrokenAt)
                .problem(row.chainProblem)
                .gap(gap(row));
    }

    static TimelineLine line(TimelineRow row) {
        return new TimelineLine().seq(row.seq).type(row.type).seat(row.seat).occurredAt(time(row.occurredAt)).text(row.text);
    }

    private static Gap gap(GameRow row) {
        return row.gapAwaiting == null ? null
                : new Gap().awaitingSeq(row.gapAwaiting).bufferedFrom(row.gapBufferedFrom).buffered(row.gapBuffered);
    }

    private static OffsetDateTime time(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    /** A JSON column of the games table, read back. */
    private static <T> T column(String name, String json, TypeReference<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("games." + name + " holds " + json, e);
        }
    }
}
