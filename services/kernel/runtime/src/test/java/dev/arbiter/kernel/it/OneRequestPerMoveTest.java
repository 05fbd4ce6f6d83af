package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One request per move (docs/api.md, section 4): a command's answer can carry what the seat needs
 * next, and a client polling the game or its legal actions is told 304 while nothing moved.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class OneRequestPerMoveTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @DisplayName("Prefer: return=representation adds next: the seat's GET /games/{id} and GET legal-actions at the new head, in one answer")
    void nextIsWhatTheTwoReadsWouldSay() throws Exception {
        Table table = Table.seated(2);
        Response answer = represented(table, 0, "Roll", null);
        answer.then().statusCode(200).header("Preference-Applied", "return=representation");
        Contract.ofService().check("RulesetCommandResult", answer.asString());
        JsonNode body = JSON.readTree(answer.asString());
        JsonNode next = body.get("next");
        assertEquals(body.get("seq").asLong(), next.get("seq").asLong(), "next is at the head the command left");
        assertSameAsReads(table, 0, next);

        // the seat awaited now plays the same way, and its next is its own reads
        int awaited = next.get("awaiting").get(0).asInt();
        assertSameAsReads(table, awaited, nextOf(represented(table, awaited, "Roll", null)));
    }

    private static void assertSameAsReads(Table table, int seat, JsonNode next) throws Exception {
        JsonNode view = JSON.readTree(table.as(seat).get("/games/{id}", table.gameId).then().statusCode(200).extract().asString());
        JsonNode legal = JSON.readTree(table.as(seat).get("/games/{id}/legal-actions", table.gameId).then().statusCode(200).extract().asString());
        assertEquals(view.get("seq"), next.get("seq"));
        assertEquals(view.get("status"), next.get("status"));
        assertEquals(view.get("awaiting"), next.get("awaiting"));
        assertEquals(view.get("view"), next.get("view"));
        assertEquals(legal.get("actions"), next.get("actions"));
        assertEquals(legal.get("shapes"), next.get("shapes"));
    }

    @Test
    @DisplayName("against the service's bot, next is the game after the bot's moves: a person plays a whole game from next alone")
    void aWholeGameFromNextAlone() throws Exception {
        String game = given().contentType(ContentType.JSON).body(Map.of("seats", 2, "bots", java.util.List.of(Map.of("seat", 1, "bot", "random"))))
                .post("/games").then().statusCode(201).extract().path("gameId");
        String token = given().contentType(ContentType.JSON).body(Map.of("name", "Ada")).post("/games/{id}/seats/0/join", game)
                .then().statusCode(200).extract().path("token");
        JsonNode next = JSON.readTree(given().header("Authorization", "Bearer " + token).get("/games/{id}/legal-actions", game).then()
                .statusCode(200).extract().asString());
        int moves = 0;
        while (next.get("actions").size() > 0) {
            assertTrue(moves++ < 2_000, "no end after 2000 moves");
            // the last action listed: Hold once there is something to bank, else Roll
            JsonNode command = next.get("actions").get(next.get("actions").size() - 1);
            JsonNode answer = JSON.readTree(given().header("Authorization", "Bearer " + token).header("Prefer", "return=representation")
                    .header("If-Match", "\"" + next.get("seq").asLong() + "\"").contentType(ContentType.JSON).body(command.toString())
                    .post("/games/{id}/commands", game).then().statusCode(200).extract().asString());
            next = answer.get("next");
            long head = given().get("/games/{id}", game).then().statusCode(200).extract().jsonPath().getLong("seq");
            assertEquals(head, next.get("seq").asLong(), "next is at the head after the bot moved");
            assertTrue(next.get("seq").asLong() >= answer.get("seq").asLong());
        }
        assertEquals("finished", next.get("status").asText());
    }

    @Test
    @DisplayName("next.view is the caller's own view: its own secret card and no other seat's")
    void nextShowsOnlyTheCallersSecrets() throws Exception {
        Table table = Table.seated(2);
        JsonNode secrets = nextOf(represented(table, 0, "Roll", null)).get("view").get("secrets");
        assertFalse(secrets.get(0).isNull(), "seat 0 sees its own card");
        assertTrue(secrets.get(1).isNull(), "seat 0 never sees seat 1's card");
        JsonNode spectator = JSON.readTree(given().get("/games/{id}", table.gameId).then().statusCode(200).extract().asString());
        assertTrue(spectator.get("view").get("secrets").get(0).isNull(), "the card is secret to a spectator, so next showed a secret");
    }

    @Test
    @DisplayName("without Prefer the answer is the receipt alone, with no next and no Preference-Applied")
    void withoutPreferTheReceiptAlone() throws Exception {
        Table table = Table.seated(2);
        Response answer = table.send(0, "Roll");
        answer.then().statusCode(200);
        assertNull(answer.getHeader("Preference-Applied"));
        JsonNode body = JSON.readTree(answer.asString());
        assertFalse(body.has("next"));
        assertEquals(java.util.Set.of("gameId", "commandId", "seq", "events"), fieldNames(body));
        // other preferences are not this one
        Response minimal = table.as(awaited(body)).header("Prefer", "return=minimal")
                .contentType(ContentType.JSON).body(Map.of("type", "Roll")).post("/games/{id}/commands", table.gameId);
        minimal.then().statusCode(200);
        assertNull(minimal.getHeader("Preference-Applied"));
        assertFalse(JSON.readTree(minimal.asString()).has("next"));
    }

    @Test
    @DisplayName("a retried command id answers the first receipt byte for byte, plus a next made for the retry at the head now")
    void retryKeepsTheReceiptAndRefreshesNext() throws Exception {
        Table table = Table.seated(2);
        String receipt = table.as(0).header("Idempotency-Key", "move-1").contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId).then().statusCode(200).extract().asString();
        long first = JSON.readTree(receipt).get("seq").asLong();
        table.send(awaited(JSON.readTree(receipt)), "Roll").then().statusCode(200);

        Response retry = represented(table, 0, "Roll", "move-1");
        retry.then().statusCode(200).header("Preference-Applied", "return=representation");
        String text = retry.asString();
        assertTrue(text.startsWith(receipt.substring(0, receipt.length() - 1) + ",\"next\":"), text);
        JsonNode next = JSON.readTree(text).get("next");
        assertEquals(table.head(), next.get("seq").asLong(), "next is the head now, after the other roll");
        assertTrue(next.get("seq").asLong() > first);

        // and the retry without Prefer is the receipt itself again
        String plain = table.as(0).header("Idempotency-Key", "move-1").contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId).then().statusCode(200).extract().asString();
        assertEquals(receipt, plain);
    }

    @Test
    @DisplayName("GET /games/{id} with If-None-Match of the current ETag answers 304 without a body, and 200 once the game moved")
    void conditionalView() {
        Table table = Table.seated(2);
        String etag = table.as(0).get("/games/{id}", table.gameId).then().statusCode(200).extract().header("ETag");
        assertEquals("\"" + table.head() + "\"", etag);
        table.as(0).header("If-None-Match", etag).get("/games/{id}", table.gameId).then().statusCode(304).header("ETag", etag)
                .body(emptyString());
        given().header("If-None-Match", "W/" + etag).get("/games/{id}", table.gameId).then().statusCode(304);
        given().header("If-None-Match", "\"0\", " + etag).get("/games/{id}", table.gameId).then().statusCode(304);

        table.send(0, "Roll").then().statusCode(200);
        String moved = table.as(0).header("If-None-Match", etag).get("/games/{id}", table.gameId).then().statusCode(200)
                .body("seq", equalTo((int) table.head())).extract().header("ETag");
        assertEquals("\"" + table.head() + "\"", moved);
    }

    @Test
    @DisplayName("GET legal-actions carries the head's ETag and answers 304 to it until the game moves")
    void conditionalLegalActions() {
        Table table = Table.seated(2);
        Response first = table.as(0).get("/games/{id}/legal-actions", table.gameId);
        first.then().statusCode(200);
        String etag = first.header("ETag");
        assertNotNull(etag);
        assertEquals("\"" + first.jsonPath().getLong("seq") + "\"", etag);
        table.as(0).header("If-None-Match", etag).get("/games/{id}/legal-actions", table.gameId).then().statusCode(304).body(emptyString());

        table.send(0, "Roll").then().statusCode(200);
        table.as(0).header("If-None-Match", etag).get("/games/{id}/legal-actions", table.gameId).then().statusCode(200)
                .header("ETag", "\"" + table.head() + "\"");
    }

    @Test
    @DisplayName("a conditional read is refused as the read itself: a wrong token is 401 and an unknown game 404, never 304")
    void conditionalReadsAreRefusedFirst() {
        Table table = Table.seated(2);
        String etag = "\"" + table.head() + "\"";
        Contract.ofService().checkProblem(given().header("Authorization", "Bearer not-a-token").header("If-None-Match", etag)
                .get("/games/{id}", table.gameId), 401, "unauthorized");
        Contract.ofService().checkProblem(given().header("If-None-Match", etag).get("/games/{id}/legal-actions", table.gameId), 401,
                "unauthorized");
        Contract.ofService().checkProblem(given().header("If-None-Match", etag).get("/games/{id}", java.util.UUID.randomUUID()), 404,
                "unknown-game");
    }

    private static Response represented(Table table, int seat, String type, String idempotencyKey) {
        var request = table.as(seat).header("Prefer", "return=representation").contentType(ContentType.JSON).body(Map.of("type", type));
        if (idempotencyKey != null) {
            request = request.header("Idempotency-Key", idempotencyKey);
        }
        return request.post("/games/{id}/commands", table.gameId);
    }

    /** The seat a command's answer left the game waiting for. */
    private static int awaited(JsonNode receipt) {
        JsonNode events = receipt.get("events");
        return events.get(events.size() - 1).get("awaiting").get(0).asInt();
    }

    private static JsonNode nextOf(Response answer) throws Exception {
        return answer.statusCode() == 200 ? JSON.readTree(answer.asString()).get("next") : null;
    }

    private static java.util.Set<String> fieldNames(JsonNode node) {
        java.util.Set<String> names = new java.util.HashSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
