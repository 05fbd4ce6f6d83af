package dev.arbiter.kernel.game;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The commitment a format 2 envelope carries in {@code sealed} for a payload it does not publish
 * (docs/events.md, "Sealed payloads"): SHA-256 of a salt and the payload's canonical JSON. The salt
 * is HMAC-SHA256 of the game's secret seed over {@code arbiter-sealed/1\n<seq>}, so nobody can try
 * the few possible hands against a commitment while the game runs, and anyone can once GameEnded
 * reveals the seed.
 */
public final class SealedPayloads {

    private SealedPayloads() {
    }

    /** The commitment to {@code canonicalPayload}, the full payload of event {@code seq}. */
    public static String commitment(byte[] seed, long seq, String canonicalPayload) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(salt(seed, seq));
            digest.update(canonicalPayload.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest.digest());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    static byte[] salt(byte[] seed, long seq) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(seed, "HmacSHA256"));
            return mac.doFinal(("arbiter-sealed/1\n" + seq).getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", e);
        }
    }
}
