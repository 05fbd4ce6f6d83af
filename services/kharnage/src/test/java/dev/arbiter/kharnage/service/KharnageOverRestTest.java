package dev.arbiter.kharnage.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.kharnage.pack.KharnagePacks;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Kharnage over the real REST API: whole games by random bots with every answer and event checked
 * against contracts/openapi/kharnage.yaml (RestTable), events read back from the real topic, the
 * audit, the content pack stamped on every event, and sealed battle-card choices.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class KharnageOverRestTest {

    // the second game turns on the «YEAH!» rule (kharnage.md, KHARNAGE), so cheering is checked against the contract too
    @ParameterizedTest(name = "{0} players, yeah={1}")
    @CsvSource({"3, false, 11", "4, true, 5"})
    @DisplayName("bots play a whole game, every answer as the contract says; every event on the topic in seq order names the demo pack and its round; the audit passes")
    void wholeGame(int seats, boolean yeah, long seed) {
        RestTable table = RestTable.seated(seats, Map.of("yeah", yeah));
        long head = table.playRandomly(seed, 20_000);
        List<JsonNode> envelopes = table.fromTopic("arbiter.kharnage.events", head);
        assertEquals(LongStream.rangeClosed(1, head).boxed().toList(), envelopes.stream().map(e -> e.path("seq").asLong()).toList());
        String pack = "demo@" + KharnagePacks.demo().sha256();
        assertTrue(envelopes.stream().allMatch(e -> pack.equals(e.path("contentPack").asText())), "every event names " + pack);
        // kharnage.md, THE ROUND: the envelope's round is the round each RoundBegan opens
        envelopes.stream().filter(e -> e.path("type").asText().equals("RoundBegan"))
                .forEach(e -> assertEquals(e.at("/publicPayload/round").asInt(), e.path("round").asInt(), () -> e.toPrettyString()));
        assertEquals("[]", envelopes.get(envelopes.size() - 1).get("awaiting").toString(), "the last event awaits nobody");
        JsonPath audit = table.audit();
        assertEquals(List.of(true, true, true, true), List.of(audit.getBoolean("finished"), audit.getBoolean("commitmentValid"),
                audit.getBoolean("chainIntact"), audit.getBoolean("reexecutionMatches")), audit.prettify());
    }

    @Test
    @DisplayName("kharnage.md, THE ROUND: a committed battle card stays hidden from the other seats and spectators until every seat has chosen")
    void sealedChoice() {
        RestTable table = RestTable.seated(2, Map.of());
        JsonPath legal = given().header("Authorization", "Bearer " + table.tokens.get(0)).get("/games/{id}/legal-actions", table.gameId)
                .then().statusCode(200).extract().jsonPath();
        Map<String, Object> commit = legal.getMap("actions.find { it.type == 'CommitCard' }");
        assertNotNull(commit, "seat 0 can commit a battle card: " + legal.prettify());
        given().header("Authorization", "Bearer " + table.tokens.get(0)).contentType(ContentType.JSON).body(commit)
                .post("/games/{id}/commands", table.gameId).then().statusCode(200);

        JsonPath own = given().header("Authorization", "Bearer " + table.tokens.get(0)).get("/games/{id}/events", table.gameId).jsonPath();
        assertEquals(commit.get("card"), own.getString("events.find { it.type == 'CardCommitted' }.payload.card"));
        String salt = own.getString("events.find { it.type == 'CardCommitted' }.payload.salt");
        assertNotNull(salt, "the committing seat sees its own salt");
        long head = table.view().getLong("seq");
        for (String seen : List.of(
                given().header("Authorization", "Bearer " + table.tokens.get(1)).get("/games/{id}", table.gameId).asString(),
                given().header("Authorization", "Bearer " + table.tokens.get(1)).get("/games/{id}/events", table.gameId).asString(),
                given().header("Authorization", "Bearer " + table.tokens.get(1)).get("/games/{id}/state?at=" + head, table.gameId).asString(),
                given().get("/games/{id}", table.gameId).asString(),
                given().get("/games/{id}/events", table.gameId).asString())) {
            assertTrue(!seen.contains(salt), "seat 0's salt leaked: " + seen);
            assertNull(JsonPath.from(seen).get("events.find { it.type == 'CardCommitted' }.payload.card"));
        }
    }
}
