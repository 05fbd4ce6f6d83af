package dev.arbiter.projection.model;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The games, seats and timeline lines of a batch, on plain JDBC in the caller's transaction: locked
 * when the batch starts and read then unless kept in memory ({@link GameCache}), written when it ends, the games and seats as two statement batches and
 * the lines by one COPY (docs/architecture.md, "The projection's write path").
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
    private static final String WRITE_GAME = "INSERT INTO games (version, " + GAME_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            + " ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (version, game_id) DO UPDATE SET status = excluded.status, seat_count = excluded.seat_count,"
            + " head_seq = excluded.head_seq, head_hash = excluded.head_hash, round = excluded.round, awaiting = excluded.awaiting,"
            + " placings = excluded.placings, winners = excluded.winners, created_at = excluded.created_at, last_event_at = excluded.last_event_at,"
            + " chain_intact = excluded.chain_intact, chain_broken_at = excluded.chain_broken_at, chain_problem = excluded.chain_problem,"
            + " gap_awaiting = excluded.gap_awaiting, gap_buffered_from = excluded.gap_buffered_from, gap_buffered = excluded.gap_buffered";
    private static final String WRITE_SEAT = "INSERT INTO game_seats (version, game_id, seat, name) VALUES (?, ?, ?, ?)"
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

    /** Writes the games as the batch left them, their seats if they changed, and the lines the batch added. */
    public void write(Collection<GameState> games) {
        CopyRows lines = new CopyRows();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement game = connection.prepareStatement(WRITE_GAME);
             PreparedStatement seat = connection.prepareStatement(WRITE_SEAT)) {
            for (GameState state : games) {
                addGame(game, state.row);
                if (state.seatsChanged()) {
                    for (SeatRow row : state.seats) {
                        seat.setInt(1, row.modelVersion);
                        seat.setObject(2, row.gameId);
                        seat.setInt(3, row.seat);
                        seat.setString(4, row.name);
                        seat.addBatch();
                    }
                }
                for (TimelineRow row : state.added()) {
                    lines.add(row.modelVersion, row.gameId, row.seq, row.type, row.seat, row.occurredAt, row.hash, row.text);
                }
            }
            game.executeBatch();
            seat.executeBatch();
            lines.copy(connection, LINES);
        } catch (SQLException e) {
            throw new IllegalStateException("the batch's games could not be written: " + e.getMessage(), e);
        }
    }

    private static void addGame(PreparedStatement game, GameRow row) throws SQLException {
        game.setInt(1, row.modelVersion);
        game.setObject(2, row.gameId);
        game.setString(3, row.ruleset);
        game.setString(4, row.rulesetVersion);
        game.setString(5, row.status);
        game.setObject(6, row.seatCount);
        game.setLong(7, row.headSeq);
        game.setString(8, row.headHash);
        game.setObject(9, row.round);
        game.setString(10, row.awaiting);
        game.setString(11, row.placings);
        game.setString(12, row.winners);
        game.setObject(13, timestamp(row.createdAt));
        game.setObject(14, timestamp(row.lastEventAt));
        game.setBoolean(15, row.chainIntact);
        game.setObject(16, row.chainBrokenAt);
        game.setString(17, row.chainProblem);
        game.setObject(18, row.gapAwaiting);
        game.setObject(19, row.gapBufferedFrom);
        game.setInt(20, row.gapBuffered);
        game.addBatch();
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

    private static OffsetDateTime timestamp(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }
}
