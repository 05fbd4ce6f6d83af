package dev.arbiter.projection.it;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.testkit.Postgres;
import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The projection fed by a real ruleset service: the built Warmeister service runs as its own
 * process, random bots play a game through its REST API, and the projection reads the events
 * from the real topic. Copies of that game (re-sealed under new ids) stand in for games whose
 * events go missing or are tampered with.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
@QuarkusTestResource(value = RulesetServices.class, restrictToAnnotatedClass = false)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ProjectionOfWarmeisterTest {

    private static final String TOPIC = "arbiter.warmeister.events";
    private static final String ADMIN = "Bearer test-admin-token";
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private static RecordedGame played;
    private static JsonPath finalView;

    @BeforeAll
    static void playAGame() {
        BotGame game = BotGame.play(RulesetServices.warmeister(), "warmeister", List.of("Ann", "Bob"), 11);
        played = game.events();
        finalView = game.finalView();
    }

    @Test
    @Order(1)
    @DisplayName("the game's read models follow it: finished, seats named, the winner, its last turn, one timeline line per event")
    void followsTheGame() {
        long head = played.envelopes().size();
        await().atMost(PATIENCE).untilAsserted(() -> given().get("/games/{id}", played.gameId()).then().statusCode(200)
                .body("status", equalTo("finished")).body("seq", equalTo((int) head)));
        JsonPath game = given().get("/games/{id}", played.gameId()).then().extract().jsonPath();
        assertEquals("warmeister", game.getString("ruleset"));
        assertEquals(List.of("Ann", "Bob"), game.getList("seats.name"));
        assertEquals(finalView.getList("placings"), game.getList("placings"));
        List<Integer> firsts = finalView.getList("placings[0]", Integer.class);
        assertEquals(firsts.stream().map(seat -> List.of("Ann", "Bob").get(seat)).toList(), game.getList("winners"));
        assertEquals(finalView.getInt("view.turn"), game.getInt("round"), "the turn the game ended in");
        assertEquals(List.of(), game.getList("awaiting"), "a finished game waits for nobody");

        List<Map<String, Object>> lines = timeline(played.gameId());
        assertEquals(head, lines.size());
        assertEquals("Ann took seat 0", lines.get(1).get("text"));
        // what the lines say is TimelineSentencesTest's; here: one line per event, dice among them
        assertTrue(lines.stream().anyMatch(line -> line.get("text").toString().matches(".* an? \\d+ on a d6.*")));

        given().get("/games/{id}/audit", played.gameId()).then().statusCode(200)
                .body("chainIntact", equalTo(true)).body("chainBrokenAt", nullValue())
                .body("headHash", equalTo(played.envelopes().get((int) head - 1).get("hash").asText()));
        JsonPath standings = given().get("/rulesets/warmeister/standings").then().statusCode(200)
                .body("players.player", hasItems("Ann", "Bob")).extract().jsonPath();
        String winner = List.of("Ann", "Bob").get(firsts.get(0));
        String loser = List.of("Ann", "Bob").get(1 - firsts.get(0));
        assertTrue(standings.getInt("players.find { it.player == '" + winner + "' }.wins") >= 1, "the winner's win counts");
        assertTrue(standings.getInt("players.find { it.player == '" + loser + "' }.losses") >= 1, "the loser's loss counts");
        for (String player : List.of("Ann", "Bob")) {
            String at = "players.find { it.player == '" + player + "' }.";
            assertEquals(standings.getInt(at + "games"), standings.getInt(at + "wins") + standings.getInt(at + "losses")
                    + standings.getInt(at + "draws"), "every finished game is a win, a loss or a draw");
        }
        given().queryParam("player", "Ann").queryParam("status", "finished").get("/games").then().statusCode(200)
                .body("games.gameId", hasItems(played.gameId()));
        given().queryParam("ruleset", "chess").get("/games").then().statusCode(200).body("total", equalTo(0));
        // a record delivered twice is timed twice: at least one timing per event
        assertTrue(metric("arbiter_projection_lag_seconds_count{ruleset=\"warmeister\"}") >= head, "every event's lag is timed");
        assertTrue(metric("arbiter_projection_visible_lag_seconds_count{topic=\"arbiter.warmeister.events\"}") >= head,
                "every record's time from publication to the read model is timed");
    }

    @Test
    @Order(2)
    @DisplayName("records delivered again change nothing")
    void redeliveryChangesNothing() {
        awaitCaughtUp();
        String before = snapshot(played.gameId());
        List<String> values = played.values();
        TopicWriter.send(TOPIC, played.gameId(), values.subList(values.size() - 20, values.size()));
        TopicWriter.send(TOPIC, played.gameId(), values.subList(0, 5));
        awaitCaughtUp();
        assertEquals(before, snapshot(played.gameId()));
    }

    @Test
    @Order(3)
    @DisplayName("a gap is reported and holds back only its own game; the missing event fills it")
    void gapIsReportedThenFilled() {
        RecordedGame gapped = played.copy();
        RecordedGame other = played.copy();
        List<String> values = gapped.values();
        List<String> withoutSeq5 = new ArrayList<>(values.subList(0, 4));
        withoutSeq5.addAll(values.subList(5, values.size()));
        TopicWriter.send(TOPIC, gapped.gameId(), withoutSeq5);
        // the start of another game, sent after the gapped one: it must not wait behind it
        TopicWriter.send(TOPIC, other.gameId(), other.values().subList(0, 10));

        await().atMost(PATIENCE).untilAsserted(() -> given().get("/games/{id}", other.gameId()).then()
                .body("seq", equalTo(10)).body("gap", nullValue()));
        // a running game says how far it is and whose move it is, as its latest envelope does
        ObjectNode tenth = other.envelopes().get(9);
        assertTrue(tenth.get("awaiting").size() > 0, "at seq 10 the game waits for someone: " + tenth);
        given().get("/games/{id}", other.gameId()).then().body("status", equalTo("running"))
                .body("round", equalTo(tenth.get("round").asInt())).body("awaiting", equalTo(JsonPath.from(tenth.get("awaiting").toString()).getList("")));
        await().atMost(PATIENCE).untilAsserted(() -> given().get("/games/{id}", gapped.gameId()).then()
                .body("seq", equalTo(4)).body("gap.awaitingSeq", equalTo(5)).body("gap.bufferedFrom", equalTo(6))
                .body("gap.buffered", equalTo(values.size() - 5)));
        given().get("/games/{id}/audit", gapped.gameId()).then().body("gap.awaitingSeq", equalTo(5));
        assertTrue(given().get("/platform").then().statusCode(200).extract().jsonPath().getInt("openGaps") >= 1);
        await().atMost(PATIENCE).untilAsserted(() -> assertEquals(1.0, metric("arbiter_projection_open_gaps")));

        TopicWriter.send(TOPIC, gapped.gameId(), List.of(values.get(4)));
        await().atMost(PATIENCE).untilAsserted(() -> given().get("/games/{id}", gapped.gameId()).then()
                .body("status", equalTo("finished")).body("seq", equalTo(values.size())).body("gap", nullValue())
                .body("chainIntact", equalTo(true)));
        assertEquals(values.size(), timeline(gapped.gameId()).size());
        await().atMost(PATIENCE).untilAsserted(() -> assertEquals(0.0, metric("arbiter_projection_open_gaps")));
    }

    @Test
    @Order(4)
    @DisplayName("an event changed on the topic is flagged by the audit: re-published with other content, or altered at first")
    void tamperingIsFlagged() {
        // the first dozen events of copies of the game are enough here
        RecordedGame republished = played.copy();
        TopicWriter.send(TOPIC, republished.gameId(), republished.values().subList(0, 12));
        ObjectNode changed = republished.envelopes().get(6).deepCopy();
        changed.with("publicPayload").put("forged", true);
        TopicWriter.send(TOPIC, republished.gameId(), List.of(changed.toString()));
        await().atMost(PATIENCE).untilAsserted(() -> given().get("/games/{id}/audit", republished.gameId()).then()
                .body("chainIntact", equalTo(false)).body("chainBrokenAt", equalTo(7))
                .body("problem", containsString("other content")));

        RecordedGame altered = played.copy();
        List<String> values = new ArrayList<>(altered.values().subList(0, 12));
        ObjectNode forged = altered.envelopes().get(8).deepCopy();
        forged.with("publicPayload").put("forged", true);
        values.set(8, forged.toString());
        TopicWriter.send(TOPIC, altered.gameId(), values);
        await().atMost(PATIENCE).untilAsserted(() -> given().get("/games/{id}/audit", altered.gameId()).then()
                .body("chainIntact", equalTo(false)).body("chainBrokenAt", equalTo(9))
                .body("problem", containsString("own content")));
        // the models still show what the topic says; the game itself says its chain is broken
        given().get("/games/{id}", altered.gameId()).then().body("seq", equalTo(12)).body("chainIntact", equalTo(false));
        await().atMost(PATIENCE).untilAsserted(() -> assertEquals(2.0, metric("arbiter_projection_games_chain_broken")));
    }

    @Test
    @Order(5)
    @DisplayName("a record that is no envelope is counted and passed over; the records around it are applied")
    void unreadableRecordIsPassedOver() {
        RecordedGame game = played.copy();
        List<String> values = new ArrayList<>(game.values().subList(0, 12));
        values.add(6, "not an envelope");
        TopicWriter.send(TOPIC, game.gameId(), values);
        await().atMost(PATIENCE).untilAsserted(() -> given().get("/games/{id}", game.gameId()).then()
                .body("seq", equalTo(12)).body("gap", nullValue()).body("chainIntact", equalTo(true)));
        given().get("/q/metrics").then().statusCode(200)
                .body(containsString("arbiter_projection_unreadable_records_total{topic=\"" + TOPIC + "\"} 1.0"));
    }

    @Test
    @Order(6)
    @DisplayName("a rebuild from offset 0 gives tables identical to the live ones, and needs the admin token")
    void rebuildReproducesTheLiveModels() throws SQLException {
        given().post("/admin/rebuild").then().statusCode(401).contentType("application/problem+json");
        given().header("Authorization", "Bearer wrong").post("/admin/rebuild").then().statusCode(401);
        awaitCaughtUp();
        int live = given().header("Authorization", ADMIN).get("/admin/rebuild").then().statusCode(200).extract().path("liveVersion");
        Map<String, List<String>> before = rows(live);

        given().header("Authorization", ADMIN).post("/admin/rebuild").then().statusCode(202).body("state", equalTo("running"));
        await().atMost(PATIENCE).untilAsserted(() -> given().header("Authorization", ADMIN).get("/admin/rebuild").then()
                .body("state", equalTo("finished")).body("differences", equalTo(0)).body("liveVersion", equalTo(live + 1)));
        assertEquals(before, rows(live + 1));
        assertEquals(Map.of(), rowsWithContent(rows(live)), "the old version's partitions are dropped");
        assertEquals(0.0, metric("arbiter_projection_rebuild_running"));
        assertTrue(metric("arbiter_projection_rebuild_records_read") > 0);
        assertEquals(metric("arbiter_projection_rebuild_records_planned"), metric("arbiter_projection_rebuild_records_read"),
                "a finished rebuild read every record it planned to");
        given().get("/games/{id}", played.gameId()).then().statusCode(200).body("status", equalTo("finished"));
    }

    private static Map<String, List<String>> rowsWithContent(Map<String, List<String>> rows) {
        rows.values().removeIf(List::isEmpty);
        return rows;
    }

    /** Every read-model row of one version, without its version column, in a stable order. */
    private static Map<String, List<String>> rows(int version) throws SQLException {
        Map<String, List<String>> tables = new java.util.TreeMap<>();
        try (Connection db = DriverManager.getConnection(Postgres.shared().jdbcUrl(), Postgres.shared().user(), "")) {
            for (String table : List.of("games", "game_seats", "timeline", "pending_events", "standings")) {
                List<String> rows = new ArrayList<>();
                try (ResultSet result = db.createStatement().executeQuery(
                        "SELECT (to_jsonb(t) - 'version')::text FROM " + table + " t WHERE version = " + version + " ORDER BY 1")) {
                    while (result.next()) {
                        rows.add(result.getString(1));
                    }
                }
                tables.put(table, rows);
            }
        }
        return tables;
    }

    private static String snapshot(String gameId) {
        return given().get("/games/{id}", gameId).then().extract().asString()
                + given().get("/games/{id}/audit", gameId).then().extract().asString()
                + timeline(gameId);
    }

    private static List<Map<String, Object>> timeline(String gameId) {
        List<Map<String, Object>> lines = new ArrayList<>();
        while (true) {
            List<Map<String, Object>> page = given().queryParam("after", lines.size()).queryParam("limit", 1000)
                    .get("/games/{id}/timeline", gameId).then().statusCode(200).extract().jsonPath().getList("lines");
            if (page.isEmpty()) {
                return lines;
            }
            lines.addAll(page);
        }
    }

    /** The value of one series of /q/metrics, named with its labels as Prometheus prints it; the benchmark reads it too. */
    static double metric(String series) {
        String prefix = series + " ";
        return given().get("/q/metrics").then().statusCode(200).extract().asString().lines()
                .filter(line -> line.startsWith(prefix)).mapToDouble(line -> Double.parseDouble(line.substring(prefix.length())))
                .findFirst().orElseThrow(() -> new AssertionError("no series " + series + " in /q/metrics"));
    }

    /** Until the live consumer has committed every record of the topic. */
    private static void awaitCaughtUp() {
        await().atMost(PATIENCE).untilAsserted(() -> given().queryParam("ruleset", "warmeister").get("/platform").then()
                .statusCode(200).body("partitions.lag", everyItem(equalTo(0))).body("partitions.size()", equalTo(1)));
    }
}
