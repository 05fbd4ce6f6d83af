package dev.arbiter.kernel.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The audit compares a re-executed event with one kernel v1 stored in v1's form, and nothing else. */
class KernelV1LogsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode envelope(String type, String payload, String publicPayload) throws Exception {
        return (ObjectNode) JSON.readTree("{\"type\":\"" + type + "\",\"payload\":" + payload + ",\"publicPayload\":" + publicPayload + "}");
    }

    @Test
    @DisplayName("a v1 GameEnded had no results: the produced one is compared without them")
    void gameEndedWithoutResults() throws Exception {
        ObjectNode stored = envelope("GameEnded", "{\"placings\":[[0],[1]],\"seed\":\"ff\"}", "{\"placings\":[[0],[1]],\"seed\":\"ff\"}");
        String results = "[{\"seat\":0,\"result\":\"WIN\",\"place\":1,\"score\":null,\"team\":null}]";
        ObjectNode produced = envelope("GameEnded", "{\"placings\":[[0],[1]],\"results\":" + results + ",\"seed\":\"ff\"}",
                "{\"placings\":[[0],[1]],\"results\":" + results + ",\"seed\":\"ff\"}");
        assertEquals(stored, KernelV1Logs.asStored(stored, produced));
        ObjectNode otherSeed = envelope("GameEnded", "{\"placings\":[[0],[1]],\"results\":" + results + ",\"seed\":\"ee\"}",
                "{\"placings\":[[0],[1]],\"results\":" + results + ",\"seed\":\"ee\"}");
        assertNotEquals(stored, KernelV1Logs.asStored(stored, otherSeed), "a real difference stays one");
    }

    @Test
    @DisplayName("a hidden shuffle v1 wrote as {\"rolls\":[]} matches the null v2 writes; a shown shuffle does not")
    void emptyShuffle() throws Exception {
        String full = "{\"cards\":3,\"seat\":0,\"shuffle\":{\"rolls\":[{\"draw\":0,\"sides\":3,\"value\":2}]}}";
        ObjectNode stored = envelope("ReserveShuffled", full, "{\"cards\":3,\"seat\":0,\"shuffle\":{\"rolls\":[]}}");
        ObjectNode produced = envelope("ReserveShuffled", full, "{\"cards\":3,\"seat\":0,\"shuffle\":null}");
        assertEquals(stored, KernelV1Logs.asStored(stored, produced));
        ObjectNode leaking = envelope("ReserveShuffled", full, full);
        assertNotEquals(stored, KernelV1Logs.asStored(stored, leaking));
    }

    @Test
    @DisplayName("an envelope stored in format 1 has no format and no sealed: a re-executed format 2 one is compared without them")
    void formatOne() throws Exception {
        ObjectNode stored = envelope("SecretsDealt", "{\"secrets\":[4,5]}", "{\"secrets\":[null,null]}");
        ObjectNode produced = stored.deepCopy();
        produced.put("format", 2);
        produced.put("sealed", "622b8dee6fc5192da914d5d2e10bcb6caa5f64753c31638501404e857207f19b");
        assertEquals(stored, KernelV1Logs.asStored(stored, produced));
        ObjectNode storedInFormat2 = produced.deepCopy();
        ObjectNode otherCommitment = produced.deepCopy();
        otherCommitment.put("sealed", "0".repeat(64));
        assertNotEquals(storedInFormat2, KernelV1Logs.asStored(storedInFormat2, otherCommitment), "a format 2 envelope keeps its commitment");
    }
}
