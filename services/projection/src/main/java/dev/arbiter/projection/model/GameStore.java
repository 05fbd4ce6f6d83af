package dev.arbiter.projection.model;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The games, seats and timeline lines of a batch, on plain JDBC in the caller's transaction: locked
 * when the batch starts and read then unless kept in memory ({@link GameCache}), written when it ends, the games and seats by
 * one statement each over arrays and the lines by one COPY (docs/architecture.md, "The projection's write path").
 */
@ApplicationScoped
public class GameStore {

    private static final String LOCK = "SELECT count(pg_advisory_xact_lock(?, k)) FROM unnest(?::integer[]) AS l(k)";
    private static final String GAME_COLUMNS = "game_id, ruleset, ruleset_version, status, seat_count, head_seq, head_hash, round, awaiting,"
            + " placings, winners, created_at, last_event_at, chain_intact, chain_broken_at, chain_problem, gap_awaiting, gap_buffered_from,"
            + " gap_buffered";
    private static final String GAMES = "SELECT " + GAME_COLUMNS + " FROM games WHERE version = ? AND game_id = ANY (?)";
    private static final String SEATS = "SELECT game_id, seat, name FROM game_seats WHERE version = ? AND game_id = ANY (?) ORDER BY game_id, seat";
    private static final String LINE = "SELECT type, seat, occurred_at, hash, text FROM timeline WHERE version = ? AND game_id = ? AND seq = ?";
    /** Every game of a batch in one statement: a row per array index, inserted or updated. */
    private static final String WRITE_GAMES = "INSERT INTO games (version, " + GAME_COLUMNS + ") SELECT * FROM unnest(?::integer[], ?::uuid[],"
            + " ?::text[], ?::text[], ?::text[], ?::integer[], ?::bigint[], ?::text[], ?::integer[], ?::text[], ?::text[], ?::text[],"
            + " ?::timestamptz[], ?::timestamptz[], ?::boolean[], ?::bigint[], ?::text[], ?::bigint[], ?::bigint[], ?::integer[])"
            + " ON CONFLICT (version, game_id) DO UPDATE SET status = excluded.status, seat_count = excluded.seat_count,"
            + " head_seq = excluded.head_seq, head_hash = excluded.head_hash, round = excluded.round, awaiting = excluded.awaiting,"
            + " placings = excluded.placings, winners = excluded.winners, created_at = excluded.created_at, last_event_at = excluded.last_event_at,"
            + " chain_intact = excluded.chain_intact, chain_broken_at = excluded.chain_broken_at, chain_problem = excluded.chain_problem,"
            + " gap_awaiting = excluded.gap_awaiting, gap_buffered_from = excluded.gap_buffered_from, gap_buffered = excluded.gap_buffered";
    /** Every changed seat of a batch in one statement. */
    private static final String WRITE_SEATS = "INSERT INTO game_seats (version, game_id, seat, name)"
            + " SELECT * FROM unnest(?::integer[], ?::uuid[], ?::integer[], ?::text[])"
            + " ON CONFLICT (version, game_id, seat) DO UPDATE SET name = excluded.name";
    private static final String LINES = "timeline (version, game_id, seq, type, seat, occurred_at, hash, text)";

    private final AgroalDataSource dataSource;

    public GameStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Takes the games' locks. They serialise the live consumer and a rebuild applying the same game
     * to the version being built; every transaction takes them in one statement, in the order of the
     * sorted keys, so they cannot deadlock.
     */
    public void lock(int version, Collection<UUID> gameIds) {
        Integer[] keys = gameIds.stream().map(UUID::hashCode).distinct().sorted().toArray(Integer[]::new);
        try (Connection connection = dataSource.getConnection(); PreparedStatement lock = connection.prepareStatement(LOCK)) {
            lock.setInt(1, version);
            lock.setArray(2, connection.createArrayOf("integer", keys));
            lock.executeQuery().close();
        } catch (SQLException e) {
            throw new IllegalStateException("the batch's games could not be locked: " + e.getMessage(), e);
        }
    }

    /** Reads the games the version holds, with their seats; the games it does not hold are left out. */
    public Map<UUID, GameState> read(int version, Collection<UUID> gameIds) {
        if (gameIds.isEmpty()) {
            return new HashMap<>();
        }
        Map<UUID, GameRow> rows = new HashMap<>();
        Map<UUID, List<SeatRow>> seats = new HashMap<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement games = connection.prepareStatement(GAMES);
             PreparedStatement seatsOf = connection.prepareStatement(SEATS)) {
            java.sql.Array ids = connection.createArrayOf("uuid", gameIds.toArray());
            games.setInt(1, version);
            games.setArray(2, ids);
            try (ResultSet found = games.executeQuery()) {
                while (found.next()) {
                    GameRow row = game(version, found);
                    rows.put(row.gameId, row);
                }
            }
            seatsOf.setInt(1, version);
            seatsOf.setArray(2, ids);
            try (ResultSet found = seatsOf.executeQuery()) {
                while (found.next()) {
                    SeatRow seat = new SeatRow();
                    seat.modelVersion = version;
                    seat.gameId = found.getObject(1, UUID.class);
                    seat.seat = found.getInt(2);
                    seat.name = found.getString(3);
                    seats.computeIfAbsent(seat.gameId, id -> new ArrayList<>()).add(seat);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the batch's games could not be read: " + e.getMessage(), e);
        }
        Map<UUID, GameState> states = new HashMap<>();
        rows.forEach((id, row) -> states.put(id, new GameState(row, seats.getOrDefault(id, new ArrayList<>()))));
        return states;
    }

    /** The line applied at {@code seq}: added by this batch, or by an earlier one. */
    public Optional<TimelineRow> line(GameState game, long seq) {
        Optional<TimelineRow> added = game.addedAt(seq);
        if (added.isPresent() || seq > game.row.headSeq) {
            return added;
        }
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(LINE)) {
            select.setInt(1, game.row.modelVersion);
            select.setObject(2, game.row.gameId);
            select.setLong(3, seq);
            try (ResultSet found = select.executeQuery()) {
                if (!found.next()) {
                    return Optional.empty();
                }
                TimelineRow line = new TimelineRow();
                line.modelVersion = game.row.modelVersion;
                line.gameId = game.row.gameId;
                line.seq = seq;
                line.type = found.getString(1);
                line.seat = found.getObject(2, Integer.class);
                line.occurredAt = instant(found, 3);
                line.hash = found.getString(4);
                line.text = found.getString(5);
                return Optional.of(line);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("a timeline line could not be read: " + e.getMessage(), e);
        }
    }

    /**
     * Writes the games as the batch left them, their seats if they changed, and the lines the batch
     * added: one statement per table, whatever the batch's size (architecture.md, "The projection's write path").
     */
    public void write(Collection<GameState> games) {
        List<GameRow> rows = games.stream().map(state -> state.row).toList();
        List<SeatRow> seats = games.stream().filter(GameState::seatsChanged).flatMap(state -> state.seats.stream()).toList();
        CopyRows lines = new CopyRows();
        games.forEach(state -> state.added().forEach(row ->
                lines.add(row.modelVersion, row.gameId, row.seq, row.type, row.seat, row.occurredAt, row.hash, row.text)));
        try (Connection connection = dataSource.getConnection()) {
            if (!rows.isEmpty()) {
                writeGames(connection, rows);
            }
            if (!seats.isEmpty()) {
                writeSeats(connection, seats);
            }
            lines.copy(connection, LINES);
        } catch (SQLException e) {
            throw new IllegalStateException("the batch's games could not be written: " + e.getMessage(), e);
        }
    }

    private static void writeGames(Connection connection, List<GameRow> rows) throws SQLException {
        try (PreparedStatement write = connection.prepareStatement(WRITE_GAMES)) {
            Columns<GameRow> columns = new Columns<>(connection, write, rows);
            columns.add("integer", row -> row.modelVersion);
            columns.add("uuid", row -> row.gameId);
            columns.add("text", row -> row.ruleset);
            columns.add("text", row -> row.rulesetVersion);
            columns.add("text", row -> row.status);
            columns.add("integer", row -> row.seatCount);
            columns.add("bigint", row -> row.headSeq);
            columns.add("text", row -> row.headHash);
            columns.add("integer", row -> row.round);
            columns.add("text", row -> row.awaiting);
            columns.add("text", row -> row.placings);
            columns.add("text", row -> row.winners);
            // as ISO-8601 text, which the statement casts: the driver has no array encoding for time types
            columns.add("text", row -> text(row.createdAt));
            columns.add("text", row -> text(row.lastEventAt));
            columns.add("boolean", row -> row.chainIntact);
            columns.add("bigint", row -> row.chainBrokenAt);
            columns.add("text", row -> row.chainProblem);
            columns.add("bigint", row -> row.gapAwaiting);
            columns.add("bigint", row -> row.gapBufferedFrom);
            columns.add("integer", row -> row.gapBuffered);
            write.executeUpdate();
        }
    }

    private static void writeSeats(Connection connection, List<SeatRow> seats) throws SQLException {
        try (PreparedStatement write = connection.prepareStatement(WRITE_SEATS)) {
            Columns<SeatRow> columns = new Columns<>(connection, write, seats);
            columns.add("integer", row -> row.modelVersion);
            columns.add("uuid", row -> row.gameId);
            columns.add("integer", row -> row.seat);
            columns.add("text", row -> row.name);
            write.executeUpdate();
        }
    }

    private static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }

    private static GameRow game(int version, ResultSet found) throws SQLException {
        GameRow row = new GameRow();
        row.modelVersion = version;
        row.gameId = found.getObject(1, UUID.class);
        row.ruleset = found.getString(2);
        row.rulesetVersion = found.getString(3);
        row.status = found.getString(4);
        row.seatCount = found.getObject(5, Integer.class);
        row.headSeq = found.getLong(6);
        row.headHash = found.getString(7);
        row.round = found.getObject(8, Integer.class);
        row.awaiting = found.getString(9);
        row.placings = found.getString(10);
        row.winners = found.getString(11);
        row.createdAt = instant(found, 12);
        row.lastEventAt = instant(found, 13);
        row.chainIntact = found.getBoolean(14);
        row.chainBrokenAt = found.getObject(15, Long.class);
        row.chainProblem = found.getString(16);
        row.gapAwaiting = found.getObject(17, Long.class);
        row.gapBufferedFrom = found.getObject(18, Long.class);
        row.gapBuffered = found.getInt(19);
        return row;
    }

    private static Instant instant(ResultSet found, int column) throws SQLException {
        OffsetDateTime time = found.getObject(column, OffsetDateTime.class);
        return time == null ? null : time.toInstant();
    }
}
