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
    private static final String READY = "SELECT tx, game_id, seq, type, envelope, traceparent, tracestate FROM events WHERE " + AFTER
            + " AND tx < " + HORIZON + " ORDER BY tx, game_id, seq LIMIT ?";
    private static final String WAITING = "SELECT EXISTS (SELECT 1 FROM events WHERE " + AFTER + ")";
    private static final String BACKLOG = "SELECT count(*) FROM events WHERE " + AFTER;
    private static final String OLDEST = "SELECT envelope FROM events WHERE " + AFTER + " ORDER BY tx, game_id, seq LIMIT 1";

    private final AgroalDataSource dataSource;

    public Unpublished(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A place in the publication order: after event {@code seq} of game {@code gameId}, written by transaction {@code tx}. */
    public record Position(long tx, UUID gameId, long seq) {
    }

    /** An event to publish, with the trace context of the command that appended it. */
    public record Event(Position position, String type, String envelope, TraceContext committedIn) {
    }

    /**
     * Up to {@code limit} events after {@code after} that may be published now, in order; empty when there are
     * none, or when the next ones belong to transactions still running or newer than one ({@link #waiting} tells
     * which).
     */
    public List<Event> ready(Position after, int limit) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(READY)) {
            int next = bind(select, after);
            select.setInt(next, limit);
            try (ResultSet rows = select.executeQuery()) {
                List<Event> events = new ArrayList<>();
                while (rows.next()) {
                    Position position = new Position(rows.getLong(1), rows.getObject(2, UUID.class), rows.getLong(3));
                    events.add(new Event(position, rows.getString(4), rows.getString(5), new TraceContext(rows.getString(6), rows.getString(7))));
                }
                return events;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the event log could not be read for publication: " + e.getMessage(), e);
        }
    }

    /** Whether events after {@code after} are committed but wait for an older transaction to end. */
    public boolean waiting(Position after) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(WAITING)) {
            bind(select, after);
            try (ResultSet row = select.executeQuery()) {
                return row.next() && row.getBoolean(1);
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
                return result.next() ? Math.max(0, CloudEvents.lag(result.getString(1)).toSeconds()) : 0;
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
