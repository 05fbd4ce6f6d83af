package dev.arbiter.kernel.store;

import dev.arbiter.kernel.outbox.TraceContext;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
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
 * <p>Appends are plain JDBC on the caller's transaction: four prepared statements, the events and
 * their outbox marks sent as batches, each row written once (docs/architecture.md, "The command
 * path"). Reads stay on Panache, where a query's cost does not count per command.
 */
@ApplicationScoped
public class EventStore {

    private static final String NEW_GAME = "INSERT INTO games (id, ruleset, seed, head_seq, head_hash, next_draw, status, created_at, updated_at)"
            + " VALUES (?, ?, ?, 0, ?, 0, 'waiting', ?, ?)";
    private static final String MOVE_HEAD = "UPDATE games SET head_seq = ?, head_hash = ?, next_draw = ?, status = ?, updated_at = ?"
            + " WHERE id = ? AND head_seq = ?";
    private static final String EVENT = "INSERT INTO events (game_id, seq, type, command_id, hash, envelope, payload) VALUES (?, ?, ?, ?, ?, ?, ?)";
    private static final String OUTBOX = "INSERT INTO outbox (game_id, seq, traceparent, tracestate) VALUES (?, ?, ?, ?)";
    private static final String COMMAND = "INSERT INTO commands (game_id, command_id, kind, seat, payload, first_seq, last_seq, response)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    private final AgroalDataSource dataSource;

    public EventStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<GameRecord> game(UUID gameId) {
        return GameRecord.findByIdOptional(gameId);
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

    /** Creates a game's row with an empty log (head 0 at {@code genesisHash}), in the caller's transaction. */
    public void create(UUID gameId, String ruleset, byte[] seed, String genesisHash) {
        Timestamp now = Timestamp.from(Instant.now());
        try (Connection connection = dataSource.getConnection(); PreparedStatement insert = connection.prepareStatement(NEW_GAME)) {
            insert.setObject(1, gameId);
            insert.setString(2, ruleset);
            insert.setBytes(3, seed);
            insert.setString(4, genesisHash);
            insert.setTimestamp(5, now);
            insert.setTimestamp(6, now);
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("a game could not be created: " + e.getMessage(), e);
        }
    }

    /**
     * Appends one command's events after head {@code expectedSeq}, each with its outbox mark, and
     * the command with its answer, in the caller's transaction; throws VersionConflict, having
     * written nothing, if the head is no longer there. A command id the game has seen fails on
     * the key: the caller's transaction is then rolled back and the first answer is the one to give.
     */
    public void append(UUID gameId, long expectedSeq, List<EventRecord> events, long nextDraw, String status, CommandRecord command) {
        EventRecord last = events.get(events.size() - 1);
        // the relay publishes on its own thread, later: the trace this append runs in waits with the marks
        TraceContext trace = TraceContext.current();
        try (Connection connection = dataSource.getConnection()) {
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
            try (PreparedStatement insert = connection.prepareStatement(EVENT); PreparedStatement mark = connection.prepareStatement(OUTBOX)) {
                for (EventRecord event : events) {
                    insert.setObject(1, event.gameId);
                    insert.setLong(2, event.seq);
                    insert.setString(3, event.type);
                    insert.setString(4, event.commandId);
                    insert.setString(5, event.hash);
                    insert.setString(6, event.envelope);
                    insert.setString(7, event.payload);
                    insert.addBatch();
                    // in seq order, so the outbox's ids (the relay's order) follow the log
                    mark.setObject(1, event.gameId);
                    mark.setLong(2, event.seq);
                    mark.setString(3, trace.traceparent());
                    mark.setString(4, trace.tracestate());
                    mark.addBatch();
                }
                insert.executeBatch();
                mark.executeBatch();
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
        } catch (SQLException e) {
            throw new IllegalStateException("the append failed: " + e.getMessage(), e);
        }
    }
}
