package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The game API end to end: a real service on a real PostgreSQL, with the dice-race rules. */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class GameApiTest {

    @Test
    @DisplayName("create, join, play: the game says whose decision it waits for and which commands are legal")
    void flow() {
        Table table = Table.seated(2);
        JsonPath view = table.view(0);
        assertEquals("running", view.getString("status"));
        assertEquals(List.of(0), view.getList("awaiting"));
        table.as(0).get("/games/{id}/legal-actions", table.gameId).then().statusCode(200)
                .body("actions.type", contains("Roll"));
        table.as(1).get("/games/{id}/legal-actions", table.gameId).then().statusCode(200).body("actions", hasSize(0));
        table.send(0, "Roll").then().statusCode(200).body("events[0].type", equalTo("Rolled"))
                .body("events[0].payload.roll.sides", equalTo(6)).body("events[0].payload.roll.draw", equalTo(5));
    }

    @Test
    @DisplayName("a ruleset without content packs lists none, and an unknown pack answers 404 not-found")
    void noContentPacks() {
        String list = given().get("/content").then().statusCode(200).extract().asString();
        Contract.ofService().check("ContentPackList", list);
        assertEquals("dice-race", JsonPath.from(list).getString("ruleset"));
        assertEquals(List.of(), JsonPath.from(list).getList("packs"));
        Contract.ofService().checkProblem(given().get("/content/demo"), 404, "not-found");
        Contract.ofService().checkProblem(given().get("/content/demo/raw"), 404, "not-found");
    }

    @Test
    @DisplayName("every event names the seats its request left the game waiting for, so a reader of the log knows whose move it is")
    void awaitingOnEveryEvent() {
        Table table = Table.seated(2);
        JsonPath opening = given().get("/games/{id}/events", table.gameId).then().statusCode(200).extract().jsonPath();
        assertEquals(List.of(), opening.getList("events.find { it.commandId == 'join-0' }.awaiting"), "one seat still open");
        assertEquals(List.of(List.of(0), List.of(0)), opening.getList("events.findAll { it.commandId == 'join-1' }.awaiting"));
        for (JsonPath game = table.view(0); !game.getString("status").equals("finished"); ) {
            int seat = game.getInt("awaiting[0]");
            JsonPath answer = table.send(seat, game.getInt("view.turnTotal") >= 6 ? "Hold" : "Roll")
                    .then().statusCode(200).extract().jsonPath();
            game = table.view(0);
            for (int i = 0; i < answer.getList("events").size(); i++) {
                assertEquals(game.getList("awaiting"), answer.getList("events[" + i + "].awaiting"), () -> answer.prettify());
                assertNull(answer.get("events[" + i + "].round"), "dice-race does not count rounds");
            }
        }
    }

    @Test
    @DisplayName("a finished game passes its audit: seed matches commitment, chain intact, re-execution identical")
    void audit() {
        Table table = Table.seated(3);
        table.playToTheEnd();
        given().get("/games/{id}/audit", table.gameId).then().statusCode(200)
                .body("finished", equalTo(true)).body("commitmentValid", equalTo(true)).body("chainIntact", equalTo(true))
                .body("reexecutionMatches", equalTo(true)).body("revealedSeed", notNullValue());
        JsonPath events = given().get("/games/{id}/events?limit=500", table.gameId).then().statusCode(200).extract().jsonPath();
        // the deal was sealed; after GameEnded its PayloadOpened publishes it (docs/events.md, Sealed payloads)
        assertEquals("GameEnded", events.getString("events[-2].type"));
        assertEquals("PayloadOpened", events.getString("events[-1].type"));
        int dealt = events.getInt("events.find { it.type == 'SecretsDealt' }.seq");
        assertEquals(dealt, events.getInt("events[-1].payload.seq"));
        assertEquals(events.getMap("events[" + (dealt - 1) + "].payload"), events.getMap("events[-1].payload.payload"));
        assertNotNull(events.get("events.find { it.type == 'SecretsDealt' }.payload.shuffle"), "once the game is over the whole truth is public");
    }

    @Test
    @DisplayName("a seat never sees another seat's secret: not in the view, the event feed, or time travel")
    void hiddenInformation() {
        Table table = Table.seated(2);
        List<Integer> mine = table.view(1).getList("view.secrets");
        assertNull(mine.get(0));
        assertNotNull(mine.get(1));
        // seq 1 created, 2-3 joins, 4 the deal
        table.as(1).get("/games/{id}/events", table.gameId).then().statusCode(200)
                .body("events[3].type", equalTo("SecretsDealt"))
                .body("events[3].payload.secrets[0]", nullValue()).body("events[3].payload.secrets[1]", equalTo(mine.get(1)))
                .body("events[3].payload.shuffle", nullValue());
        given().get("/games/{id}/events", table.gameId).then().statusCode(200)
                .body("events[3].payload.secrets", contains(nullValue(), nullValue()))
                .body("events[3].publicPayload.secrets", contains(nullValue(), nullValue()));
        given().get("/games/{id}/state?at=4", table.gameId).then().statusCode(200)
                .body("view.secrets", contains(nullValue(), nullValue()));
        table.as(1).get("/games/{id}/state?at=4", table.gameId).then().statusCode(200)
                .body("view.secrets[0]", nullValue()).body("view.secrets[1]", equalTo(mine.get(1)));
    }

    @Test
    @DisplayName("time travel shows the game as it was after event N")
    void timeTravel() {
        Table table = Table.seated(2);
        table.send(0, "Roll");
        given().get("/games/{id}/state?at=2", table.gameId).then().statusCode(200)
                .body("seq", equalTo(2)).body("status", equalTo("waiting")).body("seats[1].joined", equalTo(false));
        given().get("/games/{id}/state?at=99", table.gameId).then().statusCode(400)
                .contentType("application/problem+json").body("type", equalTo("https://arbiter.dev/problems/malformed-request"));
    }

    @Test
    @DisplayName("a retried command id gets the first answer and writes nothing; the same id for another command is refused")
    void idempotency() {
        Table table = Table.seated(2);
        String first = table.as(0).header("Idempotency-Key", "turn-1").contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId).then().statusCode(200).extract().asString();
        long head = table.head();
        String again = table.as(0).header("Idempotency-Key", "turn-1").contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId).then().statusCode(200).extract().asString();
        assertEquals(JsonPath.from(first).getMap(""), JsonPath.from(again).getMap(""));
        assertEquals(head, table.head());
        table.as(0).header("Idempotency-Key", "turn-1").contentType(ContentType.JSON).body(Map.of("type", "Hold"))
                .post("/games/{id}/commands", table.gameId).then().statusCode(422)
                .body("type", equalTo("https://arbiter.dev/problems/idempotency-key-reused"));
    }

    @Test
    @DisplayName("every refusal is problem+json with its own type, and changes nothing")
    void problems() {
        Table table = Table.seated(2);
        long head = table.head();
        problem(table.send(1, "Roll"), 409, "not-your-turn");
        problem(table.send(0, "Hold"), 422, "illegal-move").body("rule", equalTo("hold.nothing-to-bank"));
        problem(table.send(0, "Jump"), 400, "malformed-request").body("detail", containsString("Roll"));
        problem(table.as(0).contentType(ContentType.JSON).body("{\"type\":\"Roll\",\"extra\":1}").post("/games/{id}/commands", table.gameId),
                400, "malformed-request");
        problem(table.as(0).contentType(ContentType.JSON).body("{not json").post("/games/{id}/commands", table.gameId), 400, "malformed-request");
        problem(table.as(0).contentType(ContentType.TEXT).body("Roll").post("/games/{id}/commands", table.gameId), 415, "unsupported-media-type");
        problem(given().contentType(ContentType.JSON).body(Map.of("type", "Roll")).post("/games/{id}/commands", table.gameId), 401, "unauthorized");
        problem(given().header("Authorization", "Bearer forged").contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId), 401, "unauthorized");
        problem(table.as(0).header("If-Match", "\"" + (head - 1) + "\"").contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId), 409, "version-conflict");
        problem(table.as(0).contentType(ContentType.JSON).body("{\"type\":\"Roll\",\"pad\":\"" + "x".repeat(70_000) + "\"}")
                .post("/games/{id}/commands", table.gameId), 413, "payload-too-large");
        problem(table.join(0, "Eve"), 409, "seat-taken");
        problem(given().get("/games/{id}", "00000000-0000-0000-0000-000000000000"), 404, "unknown-game");
        problem(given().contentType(ContentType.JSON).body("{\"seats\":\"2\"}").post("/games"), 400, "malformed-request")
                .body("detail", containsString("seats"));
        problem(given().contentType(ContentType.JSON).body("{\"seats\":[2]}").post("/games"), 400, "malformed-request");
        problem(given().contentType(ContentType.JSON).body("{\"seats\":2,\"option\":{\"target\":\"12\"}}").post("/games"),
                400, "malformed-request").body("detail", containsString("unknown member \"option\" in the body; expected one of [bots, options, seats]"));
        String open = Table.create(2);
        problem(given().contentType(ContentType.JSON).body("{\"name\":\"Eve\",\"seed\":\"x\"}")
                .post("/games/{id}/seats/{seat}/join", open, 0), 400, "malformed-request").body("detail", containsString("unknown member \"seed\" in the body"));
        given().get("/games/{id}", open).then().body("seats[0].joined", equalTo(false));
        problem(given().contentType(ContentType.JSON).body("{\"seats\":2,\"options\":{\"targte\":12}}").post("/games"),
                400, "malformed-request").body("detail", containsString("targte"));
        problem(given().contentType(ContentType.JSON).body("{\"seats\":2,\"options\":{\"target\":\"12\"}}").post("/games"),
                400, "malformed-request").body("detail", containsString("$.target"));
        problem(given().contentType(ContentType.JSON).body("{\"seats\":2,\"options\":{\"target\":101}}").post("/games"),
                400, "malformed-request").body("detail", containsString("$.target"));
        problem(given().contentType(ContentType.JSON).body(Map.of("seats", 9)).post("/games"), 422, "illegal-move")
                .body("rule", equalTo("setup.seats"));
        assertEquals(head, table.head());
    }

    @Test
    @DisplayName("another game's token is no token here")
    void tokensBelongToTheirGame() {
        Table one = Table.seated(2);
        Table other = Table.seated(2);
        problem(given().header("Authorization", "Bearer " + other.tokens.get(0)).contentType(ContentType.JSON)
                .body(Map.of("type", "Roll")).post("/games/{id}/commands", one.gameId), 401, "unauthorized");
    }

    @Test
    @DisplayName("the view carries an ETag of the seq, which If-Match takes back")
    void etag() {
        Table table = Table.seated(2);
        String etag = given().get("/games/{id}", table.gameId).then().statusCode(200).extract().header("ETag");
        table.as(0).header("If-Match", etag).contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId).then().statusCode(200);
    }

    private static io.restassured.response.ValidatableResponse problem(io.restassured.response.Response response, int status, String slug) {
        return response.then().statusCode(status).contentType("application/problem+json")
                .body("type", equalTo("https://arbiter.dev/problems/" + slug)).body("status", equalTo(status))
                .body("title", not(startsWith(" "))).body("detail", notNullValue());
    }
}
