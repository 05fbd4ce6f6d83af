package dev.arbiter.warmeister.service;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.TopicReader;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A complete Warmeister game played by random bots over the real REST API with seat tokens, its
 * events read back from the real Kafka topic, and its audit checked.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmeisterOverRestTest {

    private static final int SEATS = 2;

    @Test
    @DisplayName("bots play a whole game over REST; the topic holds every event in seq order; the audit passes")
    void wholeGame() {
        String gameId = given().contentType(ContentType.JSON).body(Map.of("seats", SEATS)).post("/games")
                .then().statusCode(201).extract().path("gameId");
        List<String> tokens = new ArrayList<>();
        for (int seat = 0; seat < SEATS; seat++) {
            tokens.add(given().contentType(ContentType.JSON).body(Map.of("name", "bot " + seat, "clientSeed", "bot-" + seat))
                    .post("/games/{id}/seats/{seat}/join", gameId, seat).then().statusCode(200).extract().path("token"));
        }
        Random bot = new Random(7);
        JsonPath game = view(gameId);
        int commands = 0;
        while (!game.getString("status").equals("finished")) {
            assertTrue(commands++ < 20_000, "no winner after 20,000 commands");
            List<Integer> awaiting = game.getList("awaiting", Integer.class);
            int seat = awaiting.get(bot.nextInt(awaiting.size()));
            List<Map<String, Object>> actions = given().header("Authorization", "Bearer " + tokens.get(seat))
                    .get("/games/{id}/legal-actions", gameId).then().statusCode(200).extract().jsonPath().getList("actions");
            given().header("Authorization", "Bearer " + tokens.get(seat)).contentType(ContentType.JSON)
                    .body(actions.get(bot.nextInt(actions.size()))).post("/games/{id}/commands", gameId).then().statusCode(200);
            game = view(gameId);
        }
        long head = game.getLong("seq");

        List<TopicReader.Message> messages = TopicReader.readUntil("arbiter.warmeister.events", gameId,
                found -> distinctSeqs(found).size() == head, Duration.ofSeconds(60));
        List<Long> firstSeen = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (TopicReader.Message message : messages) {
            long seq = JsonPath.from(message.value()).getLong("seq");
            if (seen.add(seq)) {
                firstSeen.add(seq);
            }
        }
        assertEquals(java.util.stream.LongStream.rangeClosed(1, head).boxed().toList(), firstSeen);
        assertEquals("GameEnded", JsonPath.from(messages.get(messages.size() - 1).value()).getString("type"));

        given().get("/games/{id}/audit", gameId).then().statusCode(200)
                .body("finished", equalTo(true)).body("commitmentValid", equalTo(true))
                .body("chainIntact", equalTo(true)).body("reexecutionMatches", equalTo(true));
    }

    @Test
    @DisplayName("a seat sees its own hand and only the size of another's, in the view and the event feed (warmeister.txt, Setup)")
    void handsAreHidden() {
        String gameId = given().contentType(ContentType.JSON).body(Map.of("seats", 2)).post("/games").then().statusCode(201).extract().path("gameId");
        String ann = given().contentType(ContentType.JSON).body(Map.of("name", "Ann")).post("/games/{id}/seats/0/join", gameId)
                .then().statusCode(200).extract().path("token");
        given().contentType(ContentType.JSON).body(Map.of("name", "Bob")).post("/games/{id}/seats/1/join", gameId).then().statusCode(200);

        JsonPath mine = given().header("Authorization", "Bearer " + ann).get("/games/{id}", gameId).then().statusCode(200).extract().jsonPath();
        assertEquals(5, mine.getList("view.players[0].hand").size());
        assertNull(mine.get("view.players[1].hand"));
        assertEquals(5, mine.getInt("view.players[1].handSize"));
        assertNull(given().get("/games/{id}", gameId).then().statusCode(200).extract().path("view.players[0].hand"));

        JsonPath feed = given().header("Authorization", "Bearer " + ann).get("/games/{id}/events", gameId).then().statusCode(200)
                .extract().jsonPath();
        assertEquals(5, feed.getList("events.find { it.type == 'CardsDrawn' && it.payload.seat == 0 }.payload.cards").size());
        assertEquals(List.of(), feed.getList("events.find { it.type == 'CardsDrawn' && it.payload.seat == 1 }.payload.cards"));
        assertEquals(List.of(), feed.getList("events.find { it.type == 'CardsDrawn' && it.payload.seat == 1 }.publicPayload.cards"));
    }

    private static JsonPath view(String gameId) {
        return given().get("/games/{id}", gameId).then().statusCode(200).extract().jsonPath();
    }

    private static Set<Long> distinctSeqs(List<TopicReader.Message> messages) {
        Set<Long> seqs = new HashSet<>();
        messages.forEach(m -> seqs.add(JsonPath.from(m.value()).getLong("seq")));
        return seqs;
    }
}
