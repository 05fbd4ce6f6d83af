package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.outbox.Outbox;
import dev.arbiter.kernel.outbox.OutboxRelay;
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
 * The relay remembers how far it has published and reads on from there (db/kernel/V4): a mark
 * committed late by a transaction that began early must not fall behind that place.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class PublicationOrderTest {

    @Inject
    OutboxRelay relay;

    @Inject
    Outbox outbox;

    @Inject
    AgroalDataSource dataSource;

    @Test
    @DisplayName("a mark whose transaction began first but commits last holds back the marks after it, then comes first")
    void lateCommit() throws SQLException {
        Table table = Table.seated(2);
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> outbox.backlog() == 0);
        relay.stop();
        try (Connection early = dataSource.getConnection(); Connection late = dataSource.getConnection()) {
            early.setAutoCommit(false);
            late.setAutoCommit(false);
            long earlyMark = mark(early, table.gameId, 1);
            long lateMark = mark(late, table.gameId, 2);
            late.commit();
            // an id-ordered reader would hand out the late mark now and never come back for the early one
            assertEquals(List.of(), outbox.ready(Outbox.Position.START, 10));
            assertTrue(outbox.waiting(Outbox.Position.START), "the committed late mark is waiting");
            early.commit();
            Awaitility.await().atMost(Duration.ofSeconds(10))
                    .until(() -> ids(outbox.ready(Outbox.Position.START, 10)), List.of(earlyMark, lateMark)::equals);
            List<Outbox.Mark> both = outbox.ready(Outbox.Position.START, 10);
            assertEquals(List.of(lateMark), ids(outbox.ready(both.get(0).position(), 10)), "the place after the first mark is before the second");
            assertEquals(List.of(), outbox.ready(both.get(1).position(), 10));
            outbox.forget(both);
        } finally {
            relay.start();
        }
    }

    /** An outbox mark for one of the game's events, written in {@code transaction}. */
    private static long mark(Connection transaction, String gameId, long seq) throws SQLException {
        try (PreparedStatement insert = transaction.prepareStatement("INSERT INTO outbox (game_id, seq) VALUES (?, ?) RETURNING id")) {
            insert.setObject(1, UUID.fromString(gameId));
            insert.setLong(2, seq);
            try (ResultSet id = insert.executeQuery()) {
                id.next();
                return id.getLong(1);
            }
        }
    }

    private static List<Long> ids(List<Outbox.Mark> marks) {
        return marks.stream().map(Outbox.Mark::id).toList();
    }
}
