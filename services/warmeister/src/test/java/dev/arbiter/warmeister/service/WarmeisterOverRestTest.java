package dev.arbiter.warmeister.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A complete Warmeister game played by random bots over the real REST API with seat tokens, every
 * answer and event checked against contracts/openapi/warmeister.yaml (RestTable), its events read
 * back from the real Kafka topic, and its audit checked.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmeisterOverRestTest {

    @Test
    @DisplayName("bots play a whole game over REST, every answer as the contract says; the topic holds every event in seq order, each with its turn; the audit passes")
    void wholeGame() {
        RestTable table = RestTable.seated(2, Map.of());
        long head = table.playRandomly(7, 20_000);
        List<JsonNode> envelopes = table.fromTopic("arbiter.warmeister.events", head);
        assertEquals(LongStream.rangeClosed(1, head).boxed().toList(), envelopes.stream().map(e -> e.path("seq").asLong()).toList());
        // play ends at GameEnded; only the openings of what play sealed follow it (docs/events.md, Sealed payloads)
        List<String> afterEnd = envelopes.stream().map(e -> e.path("type").asText()).dropWhile(type -> !type.equals("GameEnded")).skip(1).toList();
        assertTrue(!afterEnd.isEmpty() && afterEnd.stream().allMatch("PayloadOpened"::equals), afterEnd.toString());
        // warmeister.txt, TURNS: the envelope's round is the turn, as each Priority roll numbers it
        envelopes.stream().filter(e -> e.path("type").asText().equals("PriorityRolled"))
                .forEach(e -> assertEquals(e.at("/publicPayload/turn").asInt(), e.path("round").asInt(), () -> e.toPrettyString()));
        assertEquals("[]", envelopes.get(envelopes.size() - 1).get("awaiting").toString(), "the last event awaits nobody");
        JsonPath audit = table.audit();
        assertEquals(List.of(true, true, true, true), List.of(audit.getBoolean("finished"), audit.getBoolean("commitmentValid"),
                audit.getBoolean("chainIntact"), audit.getBoolean("reexecutionMatches")), audit.prettify());
    }

    @Test
    @DisplayName("a seat sees its own hand and only the size of another's, in the view and the event feed (warmeister.txt, Setup)")
    void handsAreHidden() {
        RestTable table = RestTable.seated(2, Map.of());
        JsonPath mine = table.view(0);
        assertEquals(5, mine.getList("view.players[0].hand").size());
        assertNull(mine.get("view.players[1].hand"));
        assertEquals(5, mine.getInt("view.players[1].handSize"));
        assertNull(table.view().get("view.players[0].hand"));

        JsonPath feed = given().header("Authorization", "Bearer " + table.tokens.get(0)).get("/games/{id}/events", table.gameId)
                .then().statusCode(200).extract().jsonPath();
        assertEquals(5, feed.getList("events.find { it.type == 'CardsDrawn' && it.payload.seat == 0 }.payload.cards").size());
        assertEquals(List.of(), feed.getList("events.find { it.type == 'CardsDrawn' && it.payload.seat == 1 }.payload.cards"));
        assertEquals(List.of(), feed.getList("events.find { it.type == 'CardsDrawn' && it.payload.seat == 1 }.publicPayload.cards"));
    }
}
