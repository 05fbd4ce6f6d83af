package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.VerifiableDice;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The operator abandons a game that would otherwise never end (docs/api.md, "Abandoning a game"): its seed and its
 * sealed payloads are revealed, so it can be audited like any finished game. The test profile's operator token is
 * {@code test-operator-token} (microprofile-config.properties).
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class AbandonGameTest {

    private static final String OPERATOR = "Bearer test-operator-token";

    private static Response abandon(String gameId, String authorization, Object body) {
        var request = given().contentType(ContentType.JSON);
        if (authorization != null) {
            request = request.header("Authorization", authorization);
        }
        return (body == null ? request : request.body(body)).post("/games/{id}/abandon", gameId);
    }

    @Test
    @DisplayName("an abandoned running game ends with no results, reveals its seed and opens its sealed deal; its audit passes")
    void abandoningARunningGame() {
        Table table = Table.seated(2);
        table.send(0, "Roll").then().statusCode(200);
        long before = table.head();

        String summary = abandon(table.gameId, OPERATOR, Map.of("note", "no move for 30 days")).then().statusCode(200)
                .extract().asString();
        Contract.ofService().check("GameSummary", summary);
        assertEquals("finished", JsonPath.from(summary).getString("status"));

        JsonPath events = given().get("/games/{id}/events?after={after}", table.gameId, before).then().statusCode(200).extract().jsonPath();
        assertEquals("GameEnded", events.getString("events[0].type"));
        assertEquals(Map.of("by", "operator", "note", "no move for 30 days"), events.getMap("events[0].payload.abandoned"));
        assertEquals(List.of(), events.getList("events[0].payload.placings"));
        assertEquals(List.of(), events.getList("events[0].payload.results"));
        assertEquals("abandon", events.getString("events[0].commandId"));
        String seed = events.getString("events[0].payload.seed");
        String commitment = given().get("/games/{id}/events", table.gameId).then().extract().path("events[0].payload.seedCommitment");
        assertEquals(commitment, VerifiableDice.commitment(HexFormat.of().parseHex(seed)));
        // dice-race deals its secret cards sealed: the deal is opened after GameEnded, as at a played end
        assertEquals(List.of("PayloadOpened"), events.getList("events.type").subList(1, events.getList("events").size()));
        assertTrue(given().get("/games/{id}/events", table.gameId).then().extract().jsonPath()
                .getList("events.findAll { it.type == 'PayloadOpened' }").size() > 0);

        given().get("/games/{id}/audit", table.gameId).then().statusCode(200)
                .body("finished", equalTo(true)).body("commitmentValid", equalTo(true))
                .body("chainIntact", equalTo(true)).body("reexecutionMatches", equalTo(true));
        Contract.ofService().checkProblem(abandon(table.gameId, OPERATOR, null), 409, "game-finished");
        Contract.ofService().checkProblem(table.send(1, "Roll"), 409, "game-finished");
    }

    @Test
    @DisplayName("a game still waiting for a seat can be abandoned with no body; its open seat can no longer be taken")
    void abandoningAWaitingGame() {
        Table table = new Table(Table.create(2));
        table.join(0, "Ann").then().statusCode(200);
        abandon(table.gameId, OPERATOR, null).then().statusCode(200);
        JsonPath ended = given().get("/games/{id}/events", table.gameId).then().extract().jsonPath();
        assertEquals("operator", ended.getString("events[-1].payload.abandoned.by"));
        assertNull(ended.getString("events[-1].payload.abandoned.note"));
        assertTrue(ended.getMap("events[-1].payload.abandoned").containsKey("note"), "note is always written, null without one");
        Contract.ofService().checkProblem(table.join(1, "Bob"), 409, "game-finished");
    }

    @Test
    @DisplayName("only the operator abandons a game: no token, a seat's token or a bad note answer a problem and change nothing")
    void onlyTheOperator() {
        Table table = Table.seated(2);
        long head = table.head();
        Contract.ofService().checkProblem(abandon(table.gameId, null, null), 401, "unauthorized");
        Contract.ofService().checkProblem(abandon(table.gameId, "Bearer " + table.tokens.get(0), null), 401, "unauthorized");
        Contract.ofService().checkProblem(abandon(table.gameId, "Bearer not-the-operator", null), 401, "unauthorized");
        Contract.ofService().checkProblem(abandon(table.gameId, OPERATOR, Map.of("note", "")), 400, "malformed-request");
        Contract.ofService().checkProblem(abandon(table.gameId, OPERATOR, Map.of("note", "x".repeat(201))), 400, "malformed-request");
        Contract.ofService().checkProblem(abandon(table.gameId, OPERATOR, Map.of("reason", "bored")), 400, "malformed-request");
        Contract.ofService().checkProblem(abandon("3f2c6a1e-8b4d-4c1a-9e6f-2d7b5a0c9e11", OPERATOR, null), 404, "unknown-game");
        assertEquals(head, table.head());
        assertEquals("running", table.view(0).getString("status"));
    }
}
