package dev.arbiter.kernel.chain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class HashChainTest {

    private final ObjectMapper json = new ObjectMapper();

    private List<ObjectNode> chain(int length) {
        List<ObjectNode> envelopes = new ArrayList<>();
        String previous = HashChain.GENESIS;
        for (int seq = 1; seq <= length; seq++) {
            ObjectNode envelope = json.createObjectNode().put("seq", seq).put("type", "T").put("previousHash", previous);
            envelope.putObject("payload").put("n", seq * 10);
            HashChain.seal(envelope);
            previous = envelope.get("hash").asText();
            envelopes.add(envelope);
        }
        return envelopes;
    }

    @Test
    @DisplayName("the hash is the SHA-256 of the canonical envelope without its hash member")
    void hashCoversEverythingElse() {
        ObjectNode envelope = json.createObjectNode().put("seq", 1).put("previousHash", HashChain.GENESIS);
        HashChain.seal(envelope);
        assertEquals(HashChain.sha256("{\"previousHash\":\"" + HashChain.GENESIS + "\",\"seq\":1}"), envelope.get("hash").asText());
    }

    @Test
    @DisplayName("format 2: the hash leaves out signature and payload (a REST caller's own view), so any caller can recompute it")
    void formatTwoLeavesOutSignatureAndPayload() {
        ObjectNode envelope = json.createObjectNode().put("format", 2).put("seq", 1).put("previousHash", HashChain.GENESIS);
        HashChain.seal(envelope);
        assertEquals(HashChain.sha256("{\"format\":2,\"previousHash\":\"" + HashChain.GENESIS + "\",\"seq\":1}"), envelope.get("hash").asText());
        envelope.putObject("signature").put("keyId", "k").put("value", "v");
        envelope.putObject("payload").put("hand", 7);
        assertEquals(Optional.empty(), HashChain.firstBreak(List.of(envelope)));
        ObjectNode formatOne = envelope.deepCopy();
        formatOne.remove("format");
        assertEquals(Optional.of(1L), HashChain.firstBreak(List.of(formatOne)), "a format 1 hash covers its payload");
    }

    @Test
    @DisplayName("computing a hash leaves the envelope as it was: hash, signature and payload stay")
    void hashingChangesNothing() {
        ObjectNode envelope = json.createObjectNode().put("format", 2).put("seq", 1).put("previousHash", HashChain.GENESIS);
        envelope.putObject("payload").put("hand", 7);
        envelope.putObject("signature").put("keyId", "k");
        HashChain.seal(envelope);
        ObjectNode before = envelope.deepCopy();
        HashChain.ownHash(envelope);
        assertEquals(before, envelope);
    }

    @Test
    @DisplayName("an untouched chain is intact")
    void intact() {
        assertEquals(Optional.empty(), HashChain.firstBreak(chain(5)));
    }

    @Test
    @DisplayName("a changed payload breaks the chain at that event")
    void tamperedPayload() {
        List<ObjectNode> envelopes = chain(5);
        ((ObjectNode) envelopes.get(2).get("payload")).put("n", 999);
        assertEquals(Optional.of(3L), HashChain.firstBreak(envelopes));
    }

    @Test
    @DisplayName("a missing event breaks the chain where the gap is")
    void missingEvent() {
        List<ObjectNode> envelopes = chain(5);
        envelopes.remove(1);
        assertEquals(Optional.of(3L), HashChain.firstBreak(envelopes));
    }

    @Test
    @DisplayName("a rehashed forgery still breaks the link from the next event")
    void rehashedForgery() {
        List<ObjectNode> envelopes = chain(5);
        ((ObjectNode) envelopes.get(1).get("payload")).put("n", 999);
        HashChain.seal(envelopes.get(1));
        assertEquals(Optional.of(3L), HashChain.firstBreak(envelopes));
    }
}
