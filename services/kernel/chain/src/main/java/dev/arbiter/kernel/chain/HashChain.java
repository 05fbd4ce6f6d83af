package dev.arbiter.kernel.chain;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Links each event envelope to the one before it: an envelope's {@code hash} is the SHA-256 of
 * the canonical JSON of every other member, {@code previousHash} included.
 */
public final class HashChain {

    /** The previousHash of a game's first event. */
    public static final String GENESIS = "0".repeat(64);

    private HashChain() {
    }

    /** Seals the envelope: sets its hash and returns its canonical text. */
    public static String seal(ObjectNode envelope) {
        envelope.remove("hash");
        envelope.put("hash", sha256(CanonicalJson.write(envelope)));
        return CanonicalJson.write(envelope);
    }

    /** The seq of the first envelope whose hash or link is wrong, if any. */
    public static Optional<Long> firstBreak(List<ObjectNode> envelopes) {
        String previous = GENESIS;
        long expectedSeq = 1;
        for (ObjectNode envelope : envelopes) {
            long seq = envelope.path("seq").asLong();
            ObjectNode unsealed = envelope.deepCopy();
            String claimed = unsealed.remove("hash").asText();
            boolean intact = seq == expectedSeq
                    && previous.equals(envelope.path("previousHash").asText())
                    && claimed.equals(sha256(CanonicalJson.write(unsealed)));
            if (!intact) {
                return Optional.of(seq);
            }
            previous = claimed;
            expectedSeq++;
        }
        return Optional.empty();
    }

    public static String sha256(String text) {
        return sha256(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The hex SHA-256 of raw bytes (a content pack file as stored). */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
