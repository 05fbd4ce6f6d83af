package dev.arbiter.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An answer written from sealed texts is, byte for byte, what Jackson writes for the trees (docs/api.md, "Commands"),
 * and an event whose text Jackson would write otherwise is left to the tree.
 */
class AnswerTextTest {

    private static final ObjectMapper JSON = WireJson.mapper();

    @Test
    @DisplayName("an envelope with its payload added is what Jackson writes for its tree: named escapes, other scripts, big numbers, nulls")
    void withPayloadIsJacksonsText() throws Exception {
        ObjectNode publicPayload = JSON.createObjectNode();
        publicPayload.put("name", "Zoë \"the\" \\ quick\n\t\r\b\f 🎲 ~\u007f");
        publicPayload.put("big", new java.math.BigInteger("123456789012345678901234567890"));
        publicPayload.putNull("none");
        publicPayload.putArray("cards").add(3).add(-1).addObject().put("ok", true);
        ObjectNode envelope = JSON.createObjectNode();
        envelope.put("type", "Rolled");
        envelope.put("seq", 7);
        envelope.putNull("sealed");
        envelope.set("publicPayload", publicPayload);
        String text = CanonicalJson.write(envelope);

        String written = AnswerText.withPayload(text, CanonicalJson.write(publicPayload)).orElseThrow();

        ObjectNode tree = (ObjectNode) JSON.readTree(text);
        tree.set("payload", tree.get("publicPayload").deepCopy());
        assertEquals(JSON.writeValueAsString(tree), written);
    }

    @Test
    @DisplayName("a control character canonical JSON escapes by hex digits is left to the tree: Jackson writes those digits in capitals")
    void hexEscapesAreLeftToTheTree() throws Exception {
        ObjectNode envelope = JSON.createObjectNode();
        envelope.putObject("publicPayload").put("name", "unit\u001fseparator");
        String text = CanonicalJson.write(envelope);
        ObjectNode tree = (ObjectNode) JSON.readTree(text);
        tree.set("payload", tree.get("publicPayload").deepCopy());
        String jackson = JSON.writeValueAsString(tree);

        assertNotEquals(text.substring(0, text.length() - 1), jackson.substring(0, text.length() - 1), "the two writers differ here");
        assertTrue(AnswerText.withPayload(text, CanonicalJson.write(tree.get("publicPayload"))).isEmpty());
    }

    @Test
    @DisplayName("the answer is the game id, the command id, the head and the events, as Jackson writes them, escapes in the ids included")
    void answerIsJacksonsText() throws Exception {
        List<String> events = List.of("{\"seq\":4,\"payload\":{}}", "{\"seq\":5,\"payload\":{\"a\":[1,2]}}");
        String commandId = "key \"quoted\" \\ \u001f é";

        String written = AnswerText.write(JSON, "g-1", commandId, 5, events);

        ObjectNode tree = JSON.createObjectNode();
        tree.put("gameId", "g-1");
        tree.put("commandId", commandId);
        tree.put("seq", 5L);
        tree.putArray("events").add(JSON.readTree(events.get(0))).add(JSON.readTree(events.get(1)));
        assertEquals(JSON.writeValueAsString(tree), written);
    }
}
