package dev.arbiter.kernel.chain;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Links each event envelope to the one before it: an envelope's {@code hash} is the SHA-256 of
 * the canonical JSON of its hashed members, {@code previousHash} included (docs/events.md, "Hash
 * chain"). Every member is hashed except {@code hash} and {@code signature} (which are made from
 * the hash) and, in a format 2 envelope, {@code payload}: the topic does not carry it, and over
 * REST it is the caller's own view, which differs from caller to caller.
 */
public final class HashChain {

    /** The previousHash of a game's first event. */
    public static final String GENESIS = "0".repeat(64);

    private HashChain() {
    }

    /** The members no hash covers: made from the hash, or (format 2) the caller's own view of the event. */
    private static final Set<String> NOT_HASHED = Set.of("hash", "signature", "payload");
    private static final Set<String> NOT_HASHED_IN_FORMAT_1 = Set.of("hash", "signature");

    /** The format of the envelopes written now; an envelope without {@code format} is format 1. */
    public static final int FORMAT = 2;

    /** Seals the envelope: sets its hash and returns its canonical text. */
    public static String seal(ObjectNode envelope) {
        envelope.put("hash", ownHash(envelope));
        return CanonicalJson.write(envelope);
    }

    /** The envelope's format: 1 for an envelope written before the member existed. */
    public static int format(ObjectNode envelope) {
        return envelope.path("format").asInt(1);
    }

    /** The canonical text the envelope's hash covers. */
    public static String hashedText(ObjectNode envelope) {
        // the members left out are all top-level: written without them, rather than from a copy
        return CanonicalJson.writeWithout(envelope, format(envelope) >= 2 ? NOT_HASHED : NOT_HASHED_IN_FORMAT_1);
    }

    /** What the envelope's hash must be. */
    public static String ownHash(ObjectNode envelope) {
        return sha256(hashedText(envelope));
    }

    /** The seq of the first envelope whose hash or link is wrong, if any. */
    public static Optional<Long> firstBreak(List<ObjectNode> envelopes) {
        String previous = GENESIS;
        long expectedSeq = 1;
        for (ObjectNode envelope : envelopes) {
            long seq = envelope.path("seq").asLong();
            String claimed = envelope.path("hash").asText();
            boolean intact = seq == expectedSeq
                    && previous.equals(envelope.path("previousHash").asText())
                    && claimed.equals(ownHash(envelope));
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
