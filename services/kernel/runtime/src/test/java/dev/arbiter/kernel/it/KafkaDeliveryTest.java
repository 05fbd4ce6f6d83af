package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.publication.Relay;
import dev.arbiter.testkit.KafkaBroker;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.TopicReader;
import dev.arbiter.testkit.TopicReader.Message;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Events reach the real Kafka topic in order, whatever happens to the broker or the relay. */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class KafkaDeliveryTest {

    private static final String TOPIC = "arbiter.dice-race.events";

    @Inject
    Relay relay;

    @Test
    @DisplayName("every event is on the topic keyed by game, in seq order, as stored, with CloudEvents headers")
    void published() {
        Table table = Table.seated(2);
        table.playToTheEnd();
        List<String> stored = storedEnvelopes(table);
        List<Message> messages = TopicReader.readUntil(TOPIC, table.gameId, all(stored.size()), Duration.ofSeconds(30));
        assertEquals(stored, firstOccurrences(messages));
        Message first = messages.get(0);
        assertEquals("1.0", first.headers().get("ce_specversion"));
        assertEquals(table.gameId + "/1", first.headers().get("ce_id"));
        assertEquals("dev.arbiter.dice-race.GameCreated", first.headers().get("ce_type"));
        assertEquals("/arbiter/dice-race/games/" + table.gameId, first.headers().get("ce_source"));
        assertEquals("application/json", first.headers().get("content-type"));
        for (Message message : messages) {
            JsonPath envelope = new JsonPath(message.value());
            assertEquals(envelope.getString("occurredAt"), message.headers().get("ce_time"), "ce_time is the envelope's time");
            assertEquals(envelope.getString("seq"), message.headers().get("ce_subject"), "ce_subject is the envelope's seq");
            assertEquals("dev.arbiter.dice-race." + envelope.getString("type"), message.headers().get("ce_type"));
        }
    }

    @Test
    @DisplayName("with the broker down the service stays ready and takes commands, health and metrics say publication is degraded; once it is back every event arrives in order")
    void brokerOutage() {
        Table table = Table.seated(2);
        KafkaBroker broker = KafkaBroker.shared();
        broker.stop();
        try {
            Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> "down".equals(publication().getString("data.broker")));
            for (int i = 0; i < 6; i++) {
                table.send(table.view(0).getInt("awaiting[0]"), "Roll").then().statusCode(200);
            }
            JsonPath ready = given().get("/q/health/ready").then().statusCode(200).extract().jsonPath();
            assertEquals("UP", ready.getString("status"));
            assertEquals("UP", ready.getString("checks.find { it.name == 'Database connections health check' }.status"));
            JsonPath publication = publication();
            assertEquals("UP", publication.getString("status"));
            assertEquals("degraded", publication.getString("data.state"));
            assertTrue(publication.getLong("data.unpublished") >= 6, "the commands' events wait unpublished");
            assertTrue(publication.getLong("data.oldestUnsentAgeSeconds") >= 0);
            String metrics = given().get("/q/metrics").then().statusCode(200).extract().asString();
            assertTrue(metrics.lines().anyMatch(line -> line.startsWith("arbiter_kafka_broker_reachable") && line.endsWith(" 0.0")),
                    "the broker gauge reads 0");
            assertTrue(metrics.contains("arbiter_publication_oldest_age_seconds"), "the oldest unsent age is a metric");
        } finally {
            broker.start();
        }
        List<String> stored = storedEnvelopes(table);
        List<Message> messages = TopicReader.readUntil(TOPIC, table.gameId, all(stored.size()), Duration.ofSeconds(60));
        assertEquals(stored, firstOccurrences(messages));
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> {
            JsonPath publication = publication();
            return "up".equals(publication.getString("data.broker")) && publication.getLong("data.unpublished") == 0
                    && "ok".equals(publication.getString("data.state"));
        });
    }

    /** The readiness check that reports publication to Kafka. */
    private static JsonPath publication() {
        return given().get("/q/health/ready").then().extract().jsonPath()
                .setRootPath("checks.find { it.name == 'Publication to Kafka' }");
    }

    @Test
    @DisplayName("a relay restarted mid-stream resumes from the publication cursor: nothing lost, order kept, repeats carry the same id and bytes")
    void relayRestart() throws Exception {
        Table table = Table.seated(2);
        Thread player = new Thread(() -> {
            for (int i = 0; i < 30; i++) {
                table.send(table.view(0).getInt("awaiting[0]"), "Roll");
            }
        });
        player.start();
        for (int restart = 0; restart < 5; restart++) {
            relay.stop();
            relay.start();
        }
        player.join();
        List<String> stored = storedEnvelopes(table);
        List<Message> messages = TopicReader.readUntil(TOPIC, table.gameId, all(stored.size()), Duration.ofSeconds(60));
        assertEquals(stored, firstOccurrences(messages));
        Map<String, String> byId = new HashMap<>();
        for (Message message : messages) {
            String earlier = byId.putIfAbsent(message.headers().get("ce_id"), message.value());
            assertTrue(earlier == null || earlier.equals(message.value()), "a repeat differs from the first delivery");
        }
    }

    /** The stored log, read back through the API once the game is over or as a spectator sees it. */
    private static List<String> storedEnvelopes(Table table) {
        long head = table.head();
        return dev.arbiter.kernel.it.StoredLog.envelopes(table.gameId, head);
    }

    private static Predicate<List<Message>> all(int count) {
        return messages -> firstOccurrences(messages).size() >= count;
    }

    /** The envelopes in the order they first arrived, repeats dropped, as a consumer deduplicating on (game, seq) sees them. */
    private static List<String> firstOccurrences(List<Message> messages) {
        List<String> seen = new ArrayList<>();
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (Message message : messages) {
            if (ids.add(message.headers().get("ce_id"))) {
                seen.add(message.value());
            }
        }
        return seen;
    }
}
