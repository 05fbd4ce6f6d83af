package dev.arbiter.kernel.store;

import dev.arbiter.kernel.publication.TraceContext;
import io.agroal.api.AgroalDataSource;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Group commit across games (docs/architecture.md, "Group commit"): the commands' appends wait in a
 * queue, and one thread writes whatever has gathered in one statement, so one transaction and one
 * round trip, of set-based inserts over arrays. Each game's head moves only from the seq its command
 * was decided on and only if the command's id is new to the game; a command whose head moved or
 * whose id was taken is refused alone ({@link VersionConflict}, which the caller meets as it met a
 * lost race before), the others are written. At most one command per game goes in a batch: a second
 * one waits for the next. If the statement fails for any other reason (a key another replica took
 * in the meantime, a deadlock), each command of the batch is written alone, as before. A command's
 * caller returns only once its append has committed.
 */
final class GroupCommit {

    private static final Logger LOG = Logger.getLogger(GroupCommit.class);
    /** Enough to gather every game in flight on a busy service; a larger batch only makes one statement longer. */
    private static final int MAX_BATCH = 256;

    /**
     * Moves the heads that are still where their commands were decided, for commands whose id the game has not
     * seen, then writes those commands and their events with the trace each command ran in. Answers the games
     * whose head moved.
     */
    private static final String APPEND = """
            WITH input AS (
                SELECT * FROM unnest(?::uuid[], ?::bigint[], ?::bigint[], ?::text[], ?::bigint[], ?::text[], ?::text[])
                    AS i (game_id, expected_seq, head_seq, head_hash, next_draw, status, command_id)
            ), moved AS (
                UPDATE games g SET head_seq = i.head_seq, head_hash = i.head_hash, next_draw = i.next_draw, status = i.status,
                    updated_at = now()
                FROM input i
                WHERE g.id = i.game_id AND g.head_seq = i.expected_seq
                    AND NOT EXISTS (SELECT 1 FROM commands c WHERE c.game_id = i.game_id AND c.command_id = i.command_id)
                RETURNING g.id
            ), new_commands AS (
                INSERT INTO commands (game_id, command_id, kind, seat, payload, first_seq, last_seq, response)
                SELECT c.* FROM unnest(?::uuid[], ?::text[], ?::text[], ?::int[], ?::text[], ?::bigint[], ?::bigint[], ?::text[])
                    AS c (game_id, command_id, kind, seat, payload, first_seq, last_seq, response)
                WHERE c.game_id IN (SELECT id FROM moved)
            ), new_events AS (
                INSERT INTO events (game_id, seq, type, command_id, hash, envelope, payload, traceparent, tracestate)
                SELECT e.* FROM unnest(?::uuid[], ?::bigint[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
                    AS e (game_id, seq, type, command_id, hash, envelope, payload, traceparent, tracestate)
                WHERE e.game_id IN (SELECT id FROM moved)
            )
            SELECT id FROM moved
            """;

    /** One command's append, as its caller handed it over, and what it will be told. */
    record Pending(UUID gameId, long expectedSeq, List<EventRecord> events, long nextDraw, String status, CommandRecord command,
            TraceContext trace, CompletableFuture<Void> written) {
    }

    /** Writes one command's append in a transaction of its own: the path a batch that failed falls back to. */
    @FunctionalInterface
    interface Alone {

        void append(Pending pending);
    }

    private final AgroalDataSource dataSource;
    private final Alone alone;
    private final LinkedBlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private volatile boolean closed;
    private Thread writer;

    GroupCommit(AgroalDataSource dataSource, Alone alone) {
        this.dataSource = dataSource;
        this.alone = alone;
    }

    /** Queues the append and waits until it is committed; throws what refused it, having written nothing. */
    void append(UUID gameId, long expectedSeq, List<EventRecord> events, long nextDraw, String status, CommandRecord command) {
        Pending pending = new Pending(gameId, expectedSeq, events, nextDraw, status, command, TraceContext.current(), new CompletableFuture<>());
        startOnce();
        queue.add(pending);
        if (closed) {
            // closed while this was queued: nobody may take it
            pending.written().completeExceptionally(new IllegalStateException("the service is stopping"));
        }
        try {
            pending.written().get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException refused) {
                throw refused;
            }
            throw new IllegalStateException("the append failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the append was written; it may have committed", e);
        }
    }

    /** How many appends wait for the writer now. */
    int waiting() {
        return queue.size();
    }

    private synchronized void startOnce() {
        if (writer == null && !closed) {
            writer = new Thread(this::write, "arbiter-group-commit");
            writer.setDaemon(true);
            writer.start();
        }
    }

    synchronized void close() {
        closed = true;
        if (writer != null) {
            writer.interrupt();
        }
        for (Pending left; (left = queue.poll()) != null; ) {
            left.written().completeExceptionally(new IllegalStateException("the service is stopping"));
        }
    }

    /** The writer's loop: a batch of what waits, one command per game, the others kept in order for the next. */
    private void write() {
        List<Pending> later = new ArrayList<>();
        while (!closed) {
            try {
                List<Pending> batch = new ArrayList<>();
                Set<UUID> games = new HashSet<>();
                for (Iterator<Pending> waiting = later.iterator(); waiting.hasNext() && batch.size() < MAX_BATCH; ) {
                    Pending pending = waiting.next();
                    if (games.add(pending.gameId())) {
                        batch.add(pending);
                        waiting.remove();
                    }
                }
                if (batch.isEmpty()) {
                    Pending first = queue.poll(1, TimeUnit.SECONDS);
                    if (first == null) {
                        continue;
                    }
                    batch.add(first);
                    games.add(first.gameId());
                }
                List<Pending> arrived = new ArrayList<>();
                queue.drainTo(arrived, MAX_BATCH - batch.size());
                for (Pending pending : arrived) {
                    (games.add(pending.gameId()) ? batch : later).add(pending);
                }
                write(batch);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (RuntimeException | Error e) {
                LOG.error("the group commit's writer failed; it goes on", e);
            }
        }
        later.forEach(left -> left.written().completeExceptionally(new IllegalStateException("the service is stopping")));
    }

    private void write(List<Pending> batch) {
        Set<UUID> moved;
        try {
            moved = appendAll(batch);
        } catch (Error fatal) {
            // its callers would otherwise wait for ever
            batch.forEach(pending -> pending.written().completeExceptionally(fatal));
            throw fatal;
        } catch (SQLException | RuntimeException failure) {
            LOG.debugf(failure, "a batch of %d appends failed; each is written alone", batch.size());
            for (Pending pending : batch) {
                try {
                    alone.append(pending);
                    pending.written().complete(null);
                } catch (RuntimeException refused) {
                    pending.written().completeExceptionally(refused);
                }
            }
            return;
        }
        for (Pending pending : batch) {
            if (moved.contains(pending.gameId())) {
                pending.written().complete(null);
            } else {
                pending.written().completeExceptionally(new VersionConflict("another command was appended after event " + pending.expectedSeq()
                        + ", or this command's id was used before; read the game again and retry"));
            }
        }
    }

    /** The one statement, in autocommit: it has committed when it answers. */
    private Set<UUID> appendAll(List<Pending> batch) throws SQLException {
        Columns heads = new Columns(7);
        Columns commands = new Columns(8);
        Columns events = new Columns(9);
        for (Pending pending : batch) {
            EventRecord last = pending.events().get(pending.events().size() - 1);
            CommandRecord command = pending.command();
            heads.add(pending.gameId(), pending.expectedSeq(), last.seq, last.hash, pending.nextDraw(), pending.status(), command.commandId);
            commands.add(command.gameId, command.commandId, command.kind, command.seat, command.payload, command.firstSeq, command.lastSeq,
                    command.response);
            for (EventRecord event : pending.events()) {
                events.add(event.gameId, event.seq, event.type, event.commandId, event.hash, event.envelope, event.payload,
                        pending.trace().traceparent(), pending.trace().tracestate());
            }
        }
        try (Connection connection = dataSource.getConnection(); PreparedStatement append = connection.prepareStatement(APPEND)) {
            int parameter = heads.bind(connection, append, 1);
            parameter = commands.bind(connection, append, parameter);
            events.bind(connection, append, parameter);
            Set<UUID> moved = new HashSet<>();
            try (ResultSet rows = append.executeQuery()) {
                while (rows.next()) {
                    moved.add(rows.getObject(1, UUID.class));
                }
            }
            return moved;
        }
    }

    /**
     * Values gathered column by column, each column bound as one array parameter: as text, which the statement
     * casts to the column's type, so that the driver writes every array the one way it writes text.
     */
    private static final class Columns {

        private final List<List<String>> columns = new ArrayList<>();

        Columns(int width) {
            for (int i = 0; i < width; i++) {
                columns.add(new ArrayList<>());
            }
        }

        void add(Object... row) {
            for (int i = 0; i < row.length; i++) {
                columns.get(i).add(row[i] == null ? null : row[i].toString());
            }
        }

        int bind(Connection connection, PreparedStatement statement, int first) throws SQLException {
            for (List<String> column : columns) {
                Array array = connection.createArrayOf("text", column.toArray(String[]::new));
                statement.setArray(first++, array);
            }
            return first;
        }
    }
}
