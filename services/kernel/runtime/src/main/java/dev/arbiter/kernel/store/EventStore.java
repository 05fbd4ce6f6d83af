package dev.arbiter.kernel.store;

import dev.arbiter.kernel.publication.TraceContext;
import io.agroal.api.AgroalDataSource;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The PostgreSQL event log. Appends go through {@link #append}, which first moves the game's head
 * with a conditional update: of two commands decided on the same head, exactly one moves it.
 *
 * <p>Appends and the game's head are plain JDBC outside JTA: an append is one local transaction of
 * three prepared statements, the events sent as one batch with their trace context (the relay
 * publishes them from the log, db/kernel/V5), each row written once, and the head one autocommit read (docs/architecture.md, "The command path"). Other reads
 * stay on Panache, where a query's cost does not count per command.
 */
@ApplicationScoped
public class EventStore {

    private static final String NEW_GAME = "INSERT INTO games (id, ruleset, seed, head_seq, head_hash, next_draw, status, created_at, updated_at)"
            + " VALUES (?, ?, ?, 0, ?, 0, 'waiting', ?, ?)";
    private static final String MOVE_HEAD = "UPDATE games SET head_seq = ?, head_hash = ?, next_draw = ?, status = ?, updated_at = ?"
            + " WHERE id = ? AND head_seq = ?";
    private static final String EVENT = "INSERT INTO events (game_id, seq, type, command_id, hash, envelope, payload, traceparent, tracestate)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String COMMAND = "INSERT INTO commands (game_id, command_id, kind, seat, payload, first_seq, last_seq, response)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    private final AgroalDataSource dataSource;
    private final GroupCommit group;

    public EventStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
        this.group = new GroupCommit(dataSource, pending -> append(Alongside.NOTHING, pending.gameId(), pending.expectedSeq(),
                pending.events(), pending.nextDraw(), pending.status(), pending.command(), pending.trace()));
    }

    @PreDestroy
    void stop() {
        group.close();
    }

    private static final String HEAD = "SELECT seed, head_seq, head_hash, next_draw, status FROM games WHERE id = ?";
    private static final String NEW_SEAT = "INSERT INTO seats (game_id, seat, token_hash) VALUES (?, ?, ?)";

    /** The game's head as stored now, read on its own: the one query a command or a conditional read pays. */
    public Optional<StoredHead> head(UUID gameId) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(HEAD)) {
            select.setObject(1, gameId);
            try (ResultSet row = select.executeQuery()) {
                return row.next()
                        ? Optional.of(new StoredHead(gameId, row.getBytes(1), row.getLong(2), row.getString(3), row.getLong(4), row.getString(5)))
                        : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the game's head could not be read: " + e.getMessage(), e);
        }
    }

    /** Events with {@code after < seq <= upTo}, in order. */
    public List<EventRecord> events(UUID gameId, long after, long upTo) {
        return EventRecord.<EventRecord>find("gameId = ?1 and seq > ?2 and seq <= ?3 order by seq", gameId, after, upTo).list();
    }

    /** The events whose envelope seals its payload, in order: those a game's end opens. */
    public List<EventRecord> sealed(UUID gameId) {
        return EventRecord.<EventRecord>find("gameId = ?1 and payload is not null order by seq", gameId).list();
    }

    public List<EventRecord> page(UUID gameId, long after, int limit) {
        return EventRecord.<EventRecord>find("gameId = ?1 and seq > ?2 order by seq", gameId, after).page(0, limit).list();
    }

    public Optional<CommandRecord> command(UUID gameId, String commandId) {
        CommandRecord.Key key = new CommandRecord.Key();
        key.gameId = gameId;
        key.commandId = commandId;
        return CommandRecord.findByIdOptional(key);
    }

    public List<CommandRecord> commands(UUID gameId) {
        return CommandRecord.<CommandRecord>find("gameId = ?1 order by firstSeq", gameId).list();
    }

    /** A game's row with an empty log (head 0 at {@code genesisHash}), written with the creation's append. */
    public Alongside newGame(UUID gameId, String ruleset, byte[] seed, String genesisHash) {
        return connection -> {
            Timestamp now = Timestamp.from(Instant.now());
            try (PreparedStatement insert = connection.prepareStatement(NEW_GAME)) {
                insert.setObject(1, gameId);
                insert.setString(2, ruleset);
                insert.setBytes(3, seed);
                insert.setString(4, genesisHash);
                insert.setTimestamp(5, now);
                insert.setTimestamp(6, now);
                insert.executeUpdate();
            }
        };
    }

    /** A seat's token hash, written with the join's append; a seat taken meanwhile fails it on the key. */
    public Alongside newSeat(UUID gameId, int seat, String tokenHash) {
        return connection -> {
            try (PreparedStatement insert = connection.prepareStatement(NEW_SEAT)) {
                insert.setObject(1, gameId);
                insert.setInt(2, seat);
                insert.setString(3, tokenHash);
                insert.executeUpdate();
            }
        };
    }

    /**
     * Appends one command's events after head {@code expectedSeq}, with the trace it runs in, and
     * the command with its answer, after {@code alongside}, in one transaction of its own that has
     * committed when this returns; throws VersionConflict, having written nothing, if the head is no
     * longer there. A command id the game has seen fails on the key, writing nothing: the first
     * answer is then the one to give.
     */
    public void append(Alongside alongside, UUID gameId, long expectedSeq, List<EventRecord> events, long nextDraw, String status,
            CommandRecord command) {
        // the relay publishes on its own thread, later: the trace this append runs in waits with the events
        append(alongside, gameId, expectedSeq, events, nextDraw, status, command, TraceContext.current());
    }

    /**
     * The same append as {@link #append(Alongside, UUID, long, List, long, String, CommandRecord)} for a command
     * with nothing alongside, written with the appends of other games that wait at the same moment: one transaction
     * and one round trip for all of them ({@link GroupCommit}). Committed when this returns; a moved head or a command
     * id the game has seen throws VersionConflict, having written nothing.
     */
    public void appendInGroup(UUID gameId, long expectedSeq, List<EventRecord> events, long nextDraw, String status, CommandRecord command) {
        group.append(gameId, expectedSeq, events, nextDraw, status, command);
    }

    /** How many commands' appends wait for the group commit's writer now. */
    public int appendsWaiting() {
        return group.waiting();
    }

    private void append(Alongside alongside, UUID gameId, long expectedSeq, List<EventRecord> events, long nextDraw, String status,
            CommandRecord command, TraceContext trace) {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                alongside.write(connection);
                append(connection, gameId, expectedSeq, events, nextDraw, status, command, trace);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the append failed: " + e.getMessage(), e);
        }
    }

    private void append(Connection connection, UUID gameId, long expectedSeq, List<EventRecord> events, long nextDraw, String status,
            CommandRecord command, TraceContext trace) throws SQLException {
        EventRecord last = events.get(events.size() - 1);
        try (PreparedStatement head = connection.prepareStatement(MOVE_HEAD)) {
            head.setLong(1, last.seq);
            head.setString(2, last.hash);
            head.setLong(3, nextDraw);
            head.setString(4, status);
            head.setTimestamp(5, Timestamp.from(Instant.now()));
            head.setObject(6, gameId);
            head.setLong(7, expectedSeq);
            if (head.executeUpdate() != 1) {
                throw new VersionConflict("another command was appended after event " + expectedSeq + "; read the game again and retry");
            }
        }
        try (PreparedStatement insert = connection.prepareStatement(EVENT)) {
            for (EventRecord event : events) {
                insert.setObject(1, event.gameId);
                insert.setLong(2, event.seq);
                insert.setString(3, event.type);
                insert.setString(4, event.commandId);
                insert.setString(5, event.hash);
                insert.setString(6, event.envelope);
                insert.setString(7, event.payload);
                insert.setString(8, trace.traceparent());
                insert.setString(9, trace.tracestate());
                insert.addBatch();
            }
            insert.executeBatch();
        }
        try (PreparedStatement insert = connection.prepareStatement(COMMAND)) {
            insert.setObject(1, command.gameId);
            insert.setString(2, command.commandId);
            insert.setString(3, command.kind);
            if (command.seat == null) {
                insert.setNull(4, Types.INTEGER);
            } else {
                insert.setInt(4, command.seat);
            }
            insert.setString(5, command.payload);
            insert.setLong(6, command.firstSeq);
            insert.setLong(7, command.lastSeq);
            insert.setString(8, command.response);
            insert.executeUpdate();
        }
    }
}
