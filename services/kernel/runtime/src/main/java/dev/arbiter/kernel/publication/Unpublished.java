package dev.arbiter.kernel.publication;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The events committed but not yet acknowledged by Kafka: the event log after the publication cursor, in
 * publication order (db/kernel/V5): by the transaction that wrote each event, then by game and seq. Only
 * events of transactions older than every transaction still running are handed out, so a reader that
 * remembers where it stopped never skips an event committed after it looked.
 */
@ApplicationScoped
public class Unpublished {

    private static final String HORIZON = "pg_snapshot_xmin(pg_current_snapshot())::text::bigint";
    private static final String AFTER = "(tx, game_id, seq) > (?, ?, ?)";
    /** The events after a place, each with the horizon: those of transactions not older than it are not final yet. */
    private static final String NEXT = "SELECT tx, game_id, seq, type, envelope, traceparent, tracestate, " + HORIZON + " FROM events WHERE "
            + AFTER + " ORDER BY tx, game_id, seq LIMIT ?";
    private static final String BACKLOG = "SELECT count(*) FROM events WHERE " + AFTER;
    private static final String OLDEST = "SELECT envelope FROM events WHERE " + AFTER + " ORDER BY tx, game_id, seq LIMIT 1";

    private final AgroalDataSource dataSource;

    public Unpublished(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A place in the publication order: after event {@code seq} of game {@code gameId}, written by transaction {@code tx}. */
    public record Position(long tx, UUID gameId, long seq) {
    }

    /** An event to publish, with its time and the trace context of the command that appended it. */
    public record Event(Position position, String type, String occurredAt, String envelope, TraceContext committedIn) {
    }

    /**
     * What may be published after a place: {@code ready}, in order, and whether committed events behind them
     * wait for an older transaction to end ({@code heldBack}), when they are ready within milliseconds.
     */
    public record Batch(List<Event> ready, boolean heldBack) {
    }

    /** Up to {@code limit} events after {@code after}, in one query: those that may be published now, and whether more are held back. */
    public Batch next(Position after, int limit) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(NEXT)) {
            int next = bind(select, after);
            select.setInt(next, limit);
            try (ResultSet rows = select.executeQuery()) {
                List<Event> events = new ArrayList<>();
                while (rows.next()) {
                    if (rows.getLong(1) >= rows.getLong(8)) {
                        return new Batch(events, true);
                    }
                    Position position = new Position(rows.getLong(1), rows.getObject(2, UUID.class), rows.getLong(3));
                    String envelope = rows.getString(5);
                    events.add(new Event(position, rows.getString(4), CloudEvents.occurredAt(envelope), envelope,
                            new TraceContext(rows.getString(6), rows.getString(7))));
                }
                return new Batch(events, false);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the event log could not be read for publication: " + e.getMessage(), e);
        }
    }

    /** Where publication stands: the last event Kafka acknowledged. */
    public Position cursor(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT tx, game_id, seq FROM publication_cursor");
             ResultSet row = select.executeQuery()) {
            if (!row.next()) {
                throw new IllegalStateException("the publication cursor is missing (db/kernel/V5 writes it)");
            }
            return new Position(row.getLong(1), row.getObject(2, UUID.class), row.getLong(3));
        }
    }

    /** Moves the cursor past events Kafka has acknowledged: one row, whatever their number. */
    public void published(Connection connection, Position last) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("UPDATE publication_cursor SET tx = ?, game_id = ?, seq = ?")) {
            bind(update, last);
            update.executeUpdate();
        }
    }

    /** Events committed but not yet acknowledged by Kafka; -1 when the database cannot say. */
    public long backlog() {
        try (Connection connection = dataSource.getConnection(); PreparedStatement count = connection.prepareStatement(BACKLOG)) {
            bind(count, cursor(connection));
            try (ResultSet result = count.executeQuery()) {
                return result.next() ? result.getLong(1) : 0;
            }
        } catch (SQLException | IllegalStateException e) {
            return -1;
        }
    }

    /** Seconds since the oldest unpublished event occurred: 0 when everything is published, -1 when the database cannot say. */
    public long oldestUnsentAgeSeconds() {
        try (Connection connection = dataSource.getConnection(); PreparedStatement oldest = connection.prepareStatement(OLDEST)) {
            bind(oldest, cursor(connection));
            try (ResultSet result = oldest.executeQuery()) {
                return result.next() ? Math.max(0, CloudEvents.lag(CloudEvents.occurredAt(result.getString(1))).toSeconds()) : 0;
            }
        } catch (SQLException | IllegalStateException e) {
            return -1;
        }
    }

    private static int bind(PreparedStatement statement, Position position) throws SQLException {
        statement.setLong(1, position.tx());
        statement.setObject(2, position.gameId());
        statement.setLong(3, position.seq());
        return 4;
    }
}
