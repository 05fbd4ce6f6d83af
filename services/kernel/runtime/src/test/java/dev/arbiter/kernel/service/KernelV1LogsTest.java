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
}
