package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Pins the bytes of a command's answer and of its stored envelopes (docs/api.md, "Commands"; docs/events.md,
 * "Envelope"): the answer is the game id, the command id, the head and the command's envelopes as stored, each with
 * the payload the seat sees as its last member, written as the service wrote it before the answer was assembled from
 * the sealed texts (issue 31, step 4); each stored envelope is its own canonical text, its hash its own.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class AnswerBytesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URI base;

    @Test
    @DisplayName("a command's answer and its retry are, byte for byte, its stored envelopes each with its payload, under the game and command ids")
    void answerIsTheStoredEnvelopes() throws Exception {
        Table table = Table.seated(2);
        // escapes in the command id, which the envelope and the answer both carry: a quote and a backslash (a header holds no control character)
        List<String> keys = List.of("plain-" + System.nanoTime(), "quote \" back\\slash /" + System.nanoTime());
        long head = table.head();
        for (String key : keys) {
            int seat = table.view(0).getInt("awaiting[0]");
            Wire.Answer answer = roll(table, seat, key);
            assertEquals(200, answer.status(), answer.body());
            long seq = answer.json().get("seq").asLong();
            List<String> stored = StoredLog.envelopes(table.gameId, seq).subList((int) head, (int) seq);
            assertEquals(writtenAsBefore(table.gameId, key, seq, stored), answer.body());
            assertEquals(answer.body(), roll(table, seat, key).body(), "a retry gets the very bytes");
            for (String envelope : stored) {
                ObjectNode tree = (ObjectNode) JSON.readTree(envelope);
                assertEquals(CanonicalJson.write(tree), envelope, "an envelope is stored as its canonical text");
                assertEquals(HashChain.ownHash(tree), tree.get("hash").asText());
                assertTrue(tree.get("signature").has("value"), envelope);
            }
            head = seq;
        }
    }

    @Test
    @DisplayName("the answer of the command that ends the game carries the openings of what play sealed, byte for byte as stored")
    void endingAnswerIsTheStoredEnvelopes() throws Exception {
        Table table = Table.seated(2);
        for (int step = 0; step < 2_000 && !"finished".equals(table.view(0).getString("status")); step++) {
            long head = table.head();
            int seat = table.view(0).getInt("awaiting[0]");
            String key = "end-" + step + "-" + System.nanoTime();
            Wire.Answer answer = table.view(0).getInt("view.turnTotal") >= 6 ? send(table, seat, key, "Hold") : roll(table, seat, key);
            long seq = answer.json().get("seq").asLong();
            assertEquals(writtenAsBefore(table.gameId, key, seq, StoredLog.envelopes(table.gameId, seq).subList((int) head, (int) seq)),
                    answer.body());
        }
        assertTrue(StoredLog.envelopes(table.gameId, Long.MAX_VALUE).stream().anyMatch(e -> e.contains("\"type\":\"PayloadOpened\"")),
                "the game ended with its openings");
    }

    private Wire.Answer roll(Table table, int seat, String key) {
        return send(table, seat, key, "Roll");
    }

    private Wire.Answer send(Table table, int seat, String key, String type) {
        return new Wire(base).post("games/" + table.gameId + "/commands",
                Wire.json(Map.of("Authorization", "Bearer " + table.tokens.get(seat), "Idempotency-Key", key)), "{\"type\":\"" + type + "\"}");
    }

    /** The answer as the service wrote it before: each stored envelope read back, its public payload added as its payload, all written by Jackson. */
    private static String writtenAsBefore(String gameId, String commandId, long seq, List<String> envelopes) throws Exception {
        ObjectNode answer = JSON.createObjectNode();
        answer.put("gameId", gameId);
        answer.put("commandId", commandId);
        answer.put("seq", seq);
        ArrayNode events = answer.putArray("events");
        for (String envelope : envelopes) {
            ObjectNode event = (ObjectNode) JSON.readTree(envelope);
            event.set("payload", event.get("publicPayload").deepCopy());
            events.add(event);
        }
        return JSON.writeValueAsString(answer);
    }
}
