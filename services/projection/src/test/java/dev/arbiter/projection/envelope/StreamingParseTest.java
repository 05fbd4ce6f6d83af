package dev.arbiter.projection.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.HashChain;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Envelope's streaming reading, which builds only the hashed members, gives the members and the own
 * hash that reading the whole tree gives, in both envelope formats.
 */
class StreamingParseTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** docs/events.md, "A record on the wire": a format 1 envelope, whose hash covers its payload */
    private static final String DOCS_EXAMPLE = "{\"awaiting\":[],\"commandId\":\"join-0\",\"contentPack\":null,"
            + "\"gameId\":\"00a7f31e-b062-4d54-8d54-52e2c3f66943\",\"hash\":\"f27049d2d79349ddab25479de9e683e684a47b5c511631ec4cb6997d3b01b19e\","
            + "\"occurredAt\":\"2026-11-22T04:24:01.901Z\",\"payload\":{\"clientSeed\":\"ada-7f3k\",\"name\":\"player 0\",\"seat\":0},"
            + "\"previousHash\":\"037721925fa652feed3e97ef382a0f6d3c36c7dab894e76632b62c40dd3b960a\","
            + "\"publicPayload\":{\"clientSeed\":\"ada-7f3k\",\"name\":\"player 0\",\"seat\":0},\"round\":null,\"ruleset\":\"dice-race\","
            + "\"rulesetVersion\":\"1\",\"seat\":0,\"seq\":2,\"type\":\"SeatJoined\"}";

    @Test
    void aFormatOneEnvelopeHashesItsPayload() throws Exception {
        Envelope envelope = Envelope.parse(DOCS_EXAMPLE);
        assertEquals("f27049d2d79349ddab25479de9e683e684a47b5c511631ec4cb6997d3b01b19e", envelope.ownHash());
        assertEquals(envelope.hash(), envelope.ownHash());
        assertEquals(UUID.fromString("00a7f31e-b062-4d54-8d54-52e2c3f66943"), envelope.gameId());
        assertEquals(2, envelope.seq());
        assertEquals(0, envelope.seat());
        assertNull(envelope.round());
        assertNull(envelope.contentPack());
        assertEquals("[]", envelope.awaiting());

        String otherPayload = DOCS_EXAMPLE.replace("\"payload\":{\"clientSeed\":\"ada-7f3k\"", "\"payload\":{\"clientSeed\":\"eve-0000\"");
        assertNotEquals(envelope.hash(), Envelope.parse(otherPayload).ownHash());
    }

    @Test
    void aFormatTwoEnvelopeSkipsItsPayloadAndSignatureButHashesTheRest() throws Exception {
        ObjectNode sealed = formatTwo("{\"hidden\":[3,1,2]}");
        String text = HashChain.seal(sealed);
        Envelope envelope = Envelope.parse(text);
        assertEquals(HashChain.ownHash((ObjectNode) JSON.readTree(text)), envelope.ownHash());
        assertEquals(envelope.hash(), envelope.ownHash());
        assertEquals(7, envelope.seq());
        assertEquals(1, envelope.seat());
        assertEquals(4, envelope.round());
        assertEquals("[0,1]", envelope.awaiting());
        assertEquals("base", envelope.contentPack());
        assertEquals(JSON.readTree("{\"card\":\"c-1\",\"big\":12345678901234}"), envelope.publicPayload());

        String otherPayload = text.replace("\"hidden\":[3,1,2]", "\"hidden\":[9]");
        assertEquals(envelope.hash(), Envelope.parse(otherPayload).ownHash());
        String otherPublic = text.replace("\"card\":\"c-1\"", "\"card\":\"c-2\"");
        assertNotEquals(envelope.hash(), Envelope.parse(otherPublic).ownHash());
        String otherNumber = text.replace("12345678901234", "12345678901235");
        assertNotEquals(envelope.hash(), Envelope.parse(otherNumber).ownHash());
    }

    @Test
    void membersInAnotherOrderAndSpacingHashAsTheCanonicalText() throws Exception {
        String text = HashChain.seal(formatTwo("{}"));
        ObjectNode tree = (ObjectNode) JSON.readTree(text);
        String pretty = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree);
        assertEquals(Envelope.parse(text).ownHash(), Envelope.parse(pretty).ownHash());
        assertEquals(HashChain.ownHash(tree), Envelope.parse(pretty).ownHash());
    }

    @Test
    void sameContentIgnoresSpacingButNotValues() throws Exception {
        String text = HashChain.seal(formatTwo("{\"hidden\":1}"));
        String pretty = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(JSON.readTree(text));
        assertEquals(true, Envelope.sameContent(text, pretty));
        assertEquals(false, Envelope.sameContent(text, text.replace("\"hidden\":1", "\"hidden\":2")));
    }

    @Test
    void refusesWhatIsNotAnEnvelope() {
        assertThrows(Envelope.UnreadableEnvelope.class, () -> Envelope.parse("[1,2]"));
        assertThrows(Envelope.UnreadableEnvelope.class, () -> Envelope.parse("{\"seq\":1"));
        assertThrows(Envelope.UnreadableEnvelope.class, () -> Envelope.parse(DOCS_EXAMPLE.replace("\"seq\":2", "\"seq\":0")));
        assertThrows(Envelope.UnreadableEnvelope.class, () -> Envelope.parse(DOCS_EXAMPLE.replace("\"type\":\"SeatJoined\"", "\"type\":null")));
        assertThrows(Envelope.UnreadableEnvelope.class, () -> Envelope.parse(DOCS_EXAMPLE.replace(",\"publicPayload\":{", ",\"publicPayload\":[{").replace("\"seat\":0},\"round\"", "\"seat\":0}],\"round\"")));
    }

    private static ObjectNode formatTwo(String payload) throws Exception {
        return (ObjectNode) JSON.readTree("{\"format\":2,\"gameId\":\"" + UUID.randomUUID() + "\",\"seq\":7,\"type\":\"CardPlayed\","
                + "\"ruleset\":\"kharnage\",\"rulesetVersion\":\"1\",\"contentPack\":\"base\",\"seat\":1,\"round\":4,\"awaiting\":[0,1],"
                + "\"occurredAt\":\"2026-12-03T19:00:00.123Z\",\"commandId\":\"c-7\",\"previousHash\":\"" + "a".repeat(64) + "\","
                + "\"publicPayload\":{\"card\":\"c-1\",\"big\":12345678901234},\"payload\":" + payload + ","
                + "\"signature\":{\"alg\":\"Ed25519\",\"value\":\"xyz\"}}");
    }
}
