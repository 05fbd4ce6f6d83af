package dev.arbiter.projection.envelope;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import java.util.Optional;

/** Checks one envelope against the chain as received so far (docs/events.md, "Hash chain"). */
public final class ChainLink {

    private ChainLink() {
    }

    /** What is wrong with the envelope following {@code headHash} (null before the first event), if anything. */
    public static Optional<String> problem(Envelope envelope, String headHash) {
        if (!ownHash(envelope).equals(envelope.hash())) {
            return Optional.of("seq " + envelope.seq() + " does not carry the hash of its own content");
        }
        String expected = headHash == null ? HashChain.GENESIS : headHash;
        if (!expected.equals(envelope.previousHash())) {
            return Optional.of("seq " + envelope.seq() + " does not link to the hash of seq " + (envelope.seq() - 1));
        }
        return Optional.empty();
    }

    /** The SHA-256 of the envelope's canonical JSON without its hash: what its hash must be. */
    public static String ownHash(Envelope envelope) {
        ObjectNode unsealed = envelope.json().deepCopy();
        unsealed.remove("hash");
        try {
            return HashChain.sha256(CanonicalJson.write(unsealed));
        } catch (IllegalArgumentException notCanonical) {
            return "not canonical JSON: " + notCanonical.getMessage();
        }
    }
}
