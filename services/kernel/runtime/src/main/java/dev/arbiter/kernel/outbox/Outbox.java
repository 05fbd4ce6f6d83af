package dev.arbiter.kernel.outbox;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The events committed but not yet acknowledged by Kafka, in the order they are published: by the
 * transaction that wrote each mark, then by the mark's id (db/kernel/V4). Only marks of transactions
 * older than every transaction still running are handed out, so a reader that remembers where it
 * stopped never skips a mark committed after it looked.
 */
@ApplicationScoped
public class Outbox {

    private static final String HORIZON = "pg_snapshot_xmin(pg_current_snapshot())::text::bigint";
    private static final String MARKS_WITH_EVENTS = " FROM outbox o JOIN events e ON e.game_id = o.game_id AND e.seq = o.seq";
    private static final String READY = "SELECT o.id, o.tx, o.seq, e.envelope, o.traceparent, o.tracestate" + MARKS_WITH_EVENTS
            + " WHERE (o.tx, o.id) > (?, ?) AND o.tx < " + HORIZON + " ORDER BY o.tx, o.id LIMIT ?";
    private static final String OLDEST = "SELECT e.envelope" + MARKS_WITH_EVENTS + " ORDER BY o.tx, o.id LIMIT 1";
    private static final String WAITING = "SELECT EXISTS (SELECT 1 FROM outbox WHERE (tx, id) > (?, ?))";

    private final AgroalDataSource dataSource;

    public Outbox(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A place in the publication order: after the mark of transaction {@code tx} with id {@code id}. */
    public record Position(long tx, long id) {
        public static final Position START = new Position(0, 0);
    }

    /** An outbox mark with its event, and the trace context of the command that committed it. */
    public record Mark(long id, long tx, long seq, String envelope, TraceContext committedIn) {
        public Position position() {
            return new Position(tx, id);
        }
    }

    /**
     * Up to {@code limit} marks after {@code after} that may be published now, in order; empty
     * when there are none, or when the next ones belong to transactions still running or newer
     * than one ({@link #waiting} tells which).
     */
    public List<Mark> ready(Position after, int limit) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(READY)) {
            select.setLong(1, after.tx());
            select.setLong(2, after.id());
            select.setInt(3, limit);
            try (ResultSet rows = select.executeQuery()) {
                List<Mark> marks = new ArrayList<>();
                while (rows.next()) {
                    marks.add(new Mark(rows.getLong(1), rows.getLong(2), rows.getLong(3), rows.getString(4),
                            new TraceContext(rows.getString(5), rows.getString(6))));
                }
                return marks;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the outbox could not be read: " + e.getMessage(), e);
        }
    }

    /** Whether marks after {@code after} are committed but wait for an older transaction to end. */
    public boolean waiting(Position after) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(WAITING)) {
            select.setLong(1, after.tx());
            select.setLong(2, after.id());
            try (ResultSet row = select.executeQuery()) {
                return row.next() && row.getBoolean(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the outbox could not be read: " + e.getMessage(), e);
        }
    }

    /** Removes published marks: one statement whatever their number. */
    public void forget(List<Mark> marks) {
        Long[] ids = marks.stream().map(Mark::id).toArray(Long[]::new);
        try (Connection connection = dataSource.getConnection(); PreparedStatement delete = connection.prepareStatement("DELETE FROM outbox WHERE id = ANY (?)")) {
            delete.setArray(1, connection.createArrayOf("bigint", ids));
            delete.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("the outbox could not forget a published batch: " + e.getMessage(), e);
        }
    }

    /** Events committed but not yet acknowledged by Kafka; -1 when the database cannot say. */
    public long backlog() {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement count = connection.prepareStatement("SELECT count(*) FROM outbox");
             ResultSet result = count.executeQuery()) {
            return result.next() ? result.getLong(1) : 0;
        } catch (SQLException e) {
            return -1;
        }
    }

    /** Seconds since the oldest unpublished event occurred: 0 with an empty outbox, -1 when the database cannot say. */
    public long oldestUnsentAgeSeconds() {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement oldest = connection.prepareStatement(OLDEST);
             ResultSet result = oldest.executeQuery()) {
            return result.next() ? Math.max(0, CloudEvents.lag(result.getString(1)).toSeconds()) : 0;
        } catch (SQLException e) {
            return -1;
        }
    }
}
