package dev.arbiter.kernel.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * How kernel v1 wrote what kernel v2 writes differently, so that the audit's re-execution of a
 * game stored by v1 compares like with like. Its stored envelopes keep their bytes and hashes; only
 * the freshly produced envelope is written back the v1 way where the stored one shows v1's form:
 * <ul>
 * <li>an envelope of format 1: without {@code format} and {@code sealed}, its full {@code payload}
 * inside (the audit compares envelopes with their full payloads, so only the two members go);</li>
 * <li>a {@code GameEnded} without {@code results} (v1 had placings only);</li>
 * <li>a hidden shuffle written {@code {"rolls":[]}} in {@code publicPayload} where v2 writes null
 * (Kharnage's v1 redaction).</li>
 * </ul>
 * Anything else that differs is still a mismatch.
 */
final class KernelV1Logs {

    private static final String EMPTY_SHUFFLE = "{\"rolls\":[]}";

    private KernelV1Logs() {
    }

    /** {@code produced} as v1 would have written it, where {@code stored} was written by v1; else unchanged. */
    static ObjectNode asStored(ObjectNode stored, ObjectNode produced) {
        ObjectNode adjusted = produced.deepCopy();
        if (!stored.has("format")) {
            adjusted.remove("format");
            adjusted.remove("sealed");
        }
        if ("GameEnded".equals(stored.path("type").asText()) && !stored.path("payload").has("results")) {
            ((ObjectNode) adjusted.get("payload")).remove("results");
            ((ObjectNode) adjusted.get("publicPayload")).remove("results");
        }
        emptyShuffles(stored.path("publicPayload"), adjusted.get("publicPayload"));
        return adjusted;
    }

    private static void emptyShuffles(JsonNode stored, JsonNode produced) {
        if (!stored.isObject() || produced == null || !produced.isObject()) {
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> members = stored.fields(); members.hasNext(); ) {
            Map.Entry<String, JsonNode> member = members.next();
            JsonNode mine = produced.get(member.getKey());
            if (member.getValue().toString().equals(EMPTY_SHUFFLE) && mine != null && mine.isNull()) {
                ((ObjectNode) produced).set(member.getKey(), member.getValue().deepCopy());
            } else {
                emptyShuffles(member.getValue(), mine);
            }
        }
    }
}
