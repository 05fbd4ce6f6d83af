package dev.arbiter.warmeister.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.game.SealedPayloads;
import dev.arbiter.kernel.signing.SigningKey;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.testkit.TopicReader;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Kafka topic can be read by anyone (docs/events.md, "Envelope format 2"): while a game is
 * played no hand and no deck order is on it, yet its chain and signatures verify from the topic
 * alone; once the game is over every sealed payload is published and opens its commitment.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class PublicTopicTest {

    private static final String TOPIC = "arbiter.warmeister.events";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @DisplayName("during play the topic holds no seat's hand and no shuffle's rolls, and verifies from its own bytes; after the end every commitment opens")
    void noSecretOnTheTopicUntilTheEnd() {
        RestTable table = RestTable.seated(2, Map.of());
        // warmeister.txt, SETUP: five cards each; each seat's REST feed shows it its own hand
        List<String> hands = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            JsonPath own = given().header("Authorization", "Bearer " + table.tokens.get(seat))
                    .get("/games/{id}/events?after=0&limit=500", table.gameId).then().statusCode(200).extract().jsonPath();
            List<Integer> hand = own.getList("events.find { it.type == 'CardsDrawn' && it.payload.seat == " + seat + " }.payload.cards");
            assertEquals(5, hand.size(), own.prettify());
            hands.add(JSON.valueToTree(hand).toString());
        }
        long head = given().get("/games/{id}", table.gameId).then().statusCode(200).extract().jsonPath().getLong("seq");

        List<String> during = values(read(table.gameId, head));
        for (String record : during) {
            hands.forEach(hand -> assertFalse(record.contains(hand), "the hand " + hand + " is on the topic: " + record));
            assertFalse(holdsAShuffle(envelope(record)), "a shuffle's rolls are on the topic: " + record);
            assertFalse(envelope(record).has("payload"), record);
        }
        List<ObjectNode> live = during.stream().map(PublicTopicTest::envelope).toList();
        assertEquals(java.util.Optional.empty(), HashChain.firstBreak(live), "the chain verifies from the topic alone during play");
        assertTrue(live.stream().anyMatch(e -> !e.get("sealed").isNull()), "the deal is sealed, not left out");
        checkSignatures(live);
        // the operator's tooling reads the full payloads through the API, not the topic
        JsonPath operator = given().header("Authorization", "Bearer test-operator-token")
                .get("/games/{id}/events?after=0&limit=500", table.gameId).then().statusCode(200).extract().jsonPath();
        assertEquals(5, operator.getList("events.find { it.type == 'CardsDrawn' && it.payload.seat == 1 }.payload.cards").size());

        long end = table.playRandomly(7, 20_000);
        List<ObjectNode> all = values(read(table.gameId, end)).stream().map(PublicTopicTest::envelope).toList();
        assertEquals(java.util.Optional.empty(), HashChain.firstBreak(all));
        checkSignatures(all);
        byte[] seed = HexFormat.of().parseHex(all.stream().filter(e -> e.get("type").asText().equals("GameEnded")).findFirst()
                .orElseThrow().get("publicPayload").get("seed").asText());
        Map<Long, JsonNode> opened = new HashMap<>();
        all.stream().filter(e -> e.get("type").asText().equals("PayloadOpened"))
                .forEach(e -> opened.put(e.get("publicPayload").get("seq").asLong(), e.get("publicPayload").get("payload")));
        List<ObjectNode> sealed = all.stream().filter(e -> !e.get("sealed").isNull()).toList();
        assertEquals(sealed.size(), opened.size(), "one opening per sealed event");
        for (ObjectNode event : sealed) {
            long seq = event.get("seq").asLong();
            assertEquals(event.get("sealed").asText(), SealedPayloads.commitment(seed, seq, CanonicalJson.write(opened.get(seq))),
                    "seq " + seq + " " + event.get("type").asText() + " opens its commitment");
        }
        String openings = opened.values().toString();
        hands.forEach(hand -> assertTrue(openings.contains(hand), "the hand " + hand + " is published once the game is over"));
        assertTrue(all.stream().anyMatch(PublicTopicTest::holdsAShuffle), "the deck's shuffle is published once the game is over");
        JsonPath audit = table.audit();
        assertTrue(audit.getBoolean("chainIntact") && audit.getBoolean("reexecutionMatches"), audit.prettify());
    }

    /** Whether the JSON holds a shuffle with its rolls (docs/events.md, A shuffle): an object whose only member is a non-empty "rolls". */
    private static boolean holdsAShuffle(JsonNode node) {
        if (node.isObject() && node.size() == 1 && node.path("rolls").isArray() && !node.get("rolls").isEmpty()) {
            return true;
        }
        for (JsonNode child : node) {
            if (holdsAShuffle(child)) {
                return true;
            }
        }
        return false;
    }

    /** Every envelope is signed by a key GET /keys publishes. */
    private static void checkSignatures(List<ObjectNode> envelopes) {
        Map<String, String> keys = new HashMap<>();
        JsonPath published = given().get("/keys").then().statusCode(200).extract().jsonPath();
        published.getList("keys", Map.class).forEach(key -> keys.put((String) key.get("keyId"), (String) key.get("publicKey")));
        for (ObjectNode envelope : envelopes) {
            JsonNode signature = envelope.get("signature");
            assertTrue(SigningKey.verifies(keys.get(signature.get("keyId").asText()), envelope.get("hash").asText(),
                    signature.get("value").asText()), "seq " + envelope.get("seq") + " is signed by a published key");
        }
    }

    private static List<TopicReader.Message> read(String gameId, long head) {
        return TopicReader.readUntil(TOPIC, gameId, found -> found.stream().map(m -> m.headers().get("ce_id")).distinct().count() >= head,
                Duration.ofSeconds(60));
    }

    /** Each record's value once, in seq order. */
    private static List<String> values(List<TopicReader.Message> messages) {
        TreeMap<Long, String> bySeq = new TreeMap<>();
        messages.forEach(m -> bySeq.putIfAbsent(Long.parseLong(m.headers().get("ce_subject")), m.value()));
        return new ArrayList<>(bySeq.values());
    }

    private static ObjectNode envelope(String value) {
        try {
            return (ObjectNode) JSON.readTree(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
