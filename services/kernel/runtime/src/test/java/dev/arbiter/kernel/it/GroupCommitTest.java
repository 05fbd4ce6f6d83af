package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.testkit.RealInfrastructure;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The commands of many games that wait at the same moment are written in one transaction
 * (docs/architecture.md, "Group commit"); in it, a command whose head moved or whose id the game has
 * seen is refused alone, and every other one is written.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class GroupCommitTest {

    @Inject
    EventStore store;

    @Inject
    AgroalDataSource dataSource;

    @Test
    @DisplayName("commands of five games gathered while the writer waits are one transaction; a retried id and a second command of one game in it are answered as alone")
    void oneTransactionForManyGames() throws Exception {
        Table blocker = Table.seated(2);
        List<Table> games = IntStream.range(0, 5).mapToObj(i -> Table.seated(2)).toList();
        Table retried = null;
        String first = null;
        for (int attempt = 0; retried == null; attempt++) {
            // a game whose first roll was not a 1, so that seat 0's retry is decided again and reaches the writer
            Table game = Table.seated(2);
            first = roll(game, 0, "retried-1").then().statusCode(200).extract().asString();
            retried = new JsonPath(first).getInt("events[-1].awaiting[0]") == 0 ? game : null;
            assertEquals(true, attempt < 50, "fifty first rolls of 1");
        }
        Table retriedGame = retried;
        try (Connection lock = dataSource.getConnection()) {
            // the writer's next batch is the blocker's command alone, which waits for this lock on its game's row
            lock.setAutoCommit(false);
            lockRow(lock, blocker.gameId);
            CompletableFuture<Response> blocked = CompletableFuture.supplyAsync(() -> roll(blocker, 0, "blocked"));
            Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> writerWaitsForLock(lock));

            List<CompletableFuture<Response>> sends = new ArrayList<>();
            for (Table game : games) {
                sends.add(CompletableFuture.supplyAsync(() -> roll(game, 0, "group-" + game.gameId)));
            }
            CompletableFuture<Response> again = CompletableFuture.supplyAsync(() -> roll(retriedGame, 0, "retried-1"));
            Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> store.appendsWaiting() == 6);
            // a second command of one of the games, behind its first: it waits for a later batch, and meets the head the first moved
            CompletableFuture<Response> sameGame = CompletableFuture.supplyAsync(() -> roll(games.get(0), 0, "group-second"));
            Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> store.appendsWaiting() == 7);
            lock.commit();

            assertEquals(200, blocked.get().statusCode());
            for (CompletableFuture<Response> send : sends) {
                assertEquals(200, send.get().statusCode(), send.get().asString());
            }
            assertEquals(first, again.get().asString(), "the retry answers the first answer, byte for byte");
            int second = sameGame.get().statusCode();
            assertEquals(true, second == 200 || second == 409, "decided again on the head the first moved: " + sameGame.get().asString());
            assertEquals(1, transactions(games.stream().map(g -> g.gameId).toList(), "group-"), "the five games' first commands share one transaction");
        }
        for (Table game : games) {
            given().get("/games/{id}/audit", game.gameId).then().statusCode(200)
                    .body("chainIntact", equalTo(true)).body("reexecutionMatches", equalTo(true));
        }
    }

    private static Response roll(Table table, int seat, String key) {
        return table.as(seat).header("Idempotency-Key", key).contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId);
    }

    private static void lockRow(Connection connection, String gameId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT 1 FROM games WHERE id = ? FOR UPDATE")) {
            select.setObject(1, UUID.fromString(gameId));
            select.executeQuery().close();
        }
    }

    /** Whether a statement waits for a lock that {@code holder}'s backend holds. */
    private static boolean writerWaitsForLock(Connection holder) throws SQLException {
        try (PreparedStatement blocked = holder.prepareStatement(
                "SELECT count(*) FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))");
                ResultSet count = blocked.executeQuery()) {
            count.next();
            return count.getInt(1) > 0;
        }
    }

    /** The transactions that wrote the events of these games' commands whose id begins with {@code prefix}. */
    private long transactions(List<String> gameIds, String prefix) throws SQLException {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(
                "SELECT count(DISTINCT tx) FROM events WHERE game_id = ANY (?) AND command_id LIKE ? AND command_id <> 'group-second'")) {
            select.setArray(1, connection.createArrayOf("uuid", gameIds.stream().map(UUID::fromString).toArray()));
            select.setString(2, prefix + "%");
            try (ResultSet count = select.executeQuery()) {
                count.next();
                return count.getLong(1);
            }
        }
    }
}
