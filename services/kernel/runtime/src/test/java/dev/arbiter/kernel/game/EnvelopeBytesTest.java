package dev.arbiter.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The exact bytes of sealed envelopes (docs/events.md, "Envelope" and "Hash chain"), pinned as the kernel wrote them at
 * a2314ee, before issue 31's step 4 made sealing write less: any change to what is hashed or how shows here.
 */
class EnvelopeBytesTest {

    private static final ObjectMapper JSON = WireJson.mapper();
    private static final String GAME = "00000000-0000-4000-8000-000000000031";

    @Test
    @DisplayName("an event of a seat's command, seats awaited and named escapes in its command id: the same bytes and hash as before")
    void aPlayersEvent() {
        Envelopes.Context context = new Envelopes.Context(GAME, "dicerace", "1.0.0", "base@sha256:abc", "key \"q\" \t", 1, 3, List.of(0, 2));
        ObjectNode payload = JSON.createObjectNode();
        payload.put("seat", 1);
        payload.putObject("roll").put("value", 6);

        ObjectNode envelope = new Envelopes(JSON).envelope(context, 7, "Rolled", payload, null, "0".repeat(64),
                Instant.parse("2026-12-04T15:31:00.123456Z"));

        assertEquals("{\"awaiting\":[0,2],\"commandId\":\"key \\\"q\\\" \\t\",\"contentPack\":\"base@sha256:abc\",\"format\":2,"
                + "\"gameId\":\"" + GAME + "\",\"hash\":\"888a0bb07b49e55a2ee4a3ce31575480b48b2355f824b13e3185ba34dda35f59\","
                + "\"occurredAt\":\"2026-12-04T15:31:00.123Z\",\"previousHash\":\"" + "0".repeat(64) + "\","
                + "\"publicPayload\":{\"roll\":{\"value\":6},\"seat\":1},\"round\":3,\"ruleset\":\"dicerace\",\"rulesetVersion\":\"1.0.0\","
                + "\"sealed\":null,\"seat\":1,\"seq\":7,\"type\":\"Rolled\"}", CanonicalJson.write(envelope));
    }

    @Test
    @DisplayName("a sealed event of the game's creation, nobody awaited, no pack, round or seat: the same bytes and hash as before")
    void aSealedEventOfTheCreation() {
        Envelopes.Context context = new Envelopes.Context(GAME, "dicerace", "1.0.0", null, "create", null, null, List.of());

        ObjectNode envelope = new Envelopes(JSON).envelope(context, 1, "SecretsDealt", JSON.createObjectNode(), "c0ffee", "ab".repeat(32),
                Instant.parse("2026-12-04T15:31:00Z"));

        assertEquals("{\"awaiting\":[],\"commandId\":\"create\",\"contentPack\":null,\"format\":2,\"gameId\":\"" + GAME + "\","
                + "\"hash\":\"4b8041d11fb32cd895c856c917cbe087d14d44dd8be88683be903c37b48fa60e\",\"occurredAt\":\"2026-12-04T15:31:00.000Z\","
                + "\"previousHash\":\"" + "ab".repeat(32) + "\",\"publicPayload\":{},\"round\":null,\"ruleset\":\"dicerace\","
                + "\"rulesetVersion\":\"1.0.0\",\"sealed\":\"c0ffee\",\"seat\":null,\"seq\":1,\"type\":\"SecretsDealt\"}", CanonicalJson.write(envelope));
    }
}
