package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.publication.Relay;
import dev.arbiter.kernel.publication.Unpublished;
import dev.arbiter.testkit.RealInfrastructure;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The relay reads the event log on from the publication cursor (db/kernel/V5): an event committed late by a
 * transaction that began early must not fall behind that place, and the cursor survives the relay.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class PublicationOrderTest {

    private static final long EARLY = 1_000_001;
    private static final long LATE = 1_000_002;

    @Inject
    Relay relay;

    @Inject
    Unpublished unpublished;

    @Inject
    AgroalDataSource dataSource;

    @Test
    @DisplayName("an event whose transaction began first but commits last holds back the events after it, then comes first")
    void lateCommit() throws SQLException {
        Table table = Table.seated(2);
        UUID game = UUID.fromString(table.gameId);
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> unpublished.backlog() == 0);
        relay.stop();
        try (Connection early = dataSource.getConnection(); Connection late = dataSource.getConnection()) {
            Unpublished.Position cursor = unpublished.cursor(early);
            early.setAutoCommit(false);
            late.setAutoCommit(false);
            event(early, game, EARLY);
            event(late, game, LATE);
            late.commit();
            // a reader in insertion order would hand out the late event now and never come back for the early one
            assertEquals(List.of(), unpublished.next(cursor, 10).ready());
            assertTrue(unpublished.next(cursor, 10).heldBack(), "the committed late event is held back");
            early.commit();
            Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> seqs(unpublished.next(cursor, 10).ready()), List.of(EARLY, LATE)::equals);
            List<Unpublished.Event> both = unpublished.next(cursor, 10).ready();
            assertEquals(List.of(LATE), seqs(unpublished.next(both.get(0).position(), 10).ready()), "the place after the first event is before the second");
            assertEquals(List.of(), unpublished.next(both.get(1).position(), 10).ready());
        } finally {
            forget(game);
            relay.start();
        }
    }

    @Test
    @DisplayName("once everything is published the cursor stands at or past the game's last event, and a relay started again hands out nothing published")
    void durableCursor() throws SQLException {
        Table table = Table.seated(2);
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> unpublished.backlog() == 0);
        relay.stop();
        try (Connection connection = dataSource.getConnection(); PreparedStatement past = connection.prepareStatement(
                "SELECT (c.tx, c.game_id, c.seq) >= (e.tx, e.game_id, e.seq) FROM publication_cursor c, events e"
                        + " WHERE e.game_id = ? ORDER BY e.seq DESC LIMIT 1")) {
            past.setObject(1, UUID.fromString(table.gameId));
            try (ResultSet row = past.executeQuery()) {
                assertTrue(row.next() && row.getBoolean(1), "the cursor is at or past the game's last event");
            }
            assertEquals(List.of(), unpublished.next(unpublished.cursor(connection), 10).ready(), "nothing published is handed out again");
        } finally {
            relay.start();
        }
    }

    /** An event of the game past its head, written in {@code transaction} (removed again by {@link #forget}). */
    private static void event(Connection transaction, UUID game, long seq) throws SQLException {
        try (PreparedStatement insert = transaction.prepareStatement(
                "INSERT INTO events (game_id, seq, type, command_id, hash, envelope) VALUES (?, ?, 'Test', 'order-test', '', '{\"occurredAt\":\"2026-12-03T00:00:00Z\"}')")) {
            insert.setObject(1, game);
            insert.setLong(2, seq);
            insert.executeUpdate();
        }
    }

    /** Takes the test's events out of the log before the relay sees them: they are not the game's. */
    private void forget(UUID game) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement delete = connection.prepareStatement("DELETE FROM events WHERE game_id = ? AND seq IN (?, ?)")) {
            delete.setObject(1, game);
            delete.setLong(2, EARLY);
            delete.setLong(3, LATE);
            delete.executeUpdate();
        }
    }

    private static List<Long> seqs(List<Unpublished.Event> events) {
        return events.stream().map(event -> event.position().seq()).toList();
    }
}
