package dev.arbiter.projection.envelope;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.HashChain;
import java.util.Optional;

/** Checks one envelope against the chain as received so far (docs/events.md, "Hash chain"). */
public final class ChainLink {

    private ChainLink() {
    }

    /** What is wrong with the envelope following {@code headHash} (null before the first event), if anything. */
    public static Optional<String> problem(Envelope envelope, String headHash) {
        if (!envelope.ownHash().equals(envelope.hash())) {
            return Optional.of("seq " + envelope.seq() + " does not carry the hash of its own content");
        }
        String expected = headHash == null ? HashChain.GENESIS : headHash;
        if (!expected.equals(envelope.previousHash())) {
            return Optional.of("seq " + envelope.seq() + " does not link to the hash of seq " + (envelope.seq() - 1));
        }
        return Optional.empty();
    }

    /** The SHA-256 of the envelope's hashed members (all but hash and signature, in format 2 payload): what its hash must be. */
    static String ownHash(ObjectNode envelope) {
        try {
            return HashChain.ownHash(envelope);
        } catch (IllegalArgumentException notCanonical) {
            return "not canonical JSON: " + notCanonical.getMessage();
        }
    }
}
