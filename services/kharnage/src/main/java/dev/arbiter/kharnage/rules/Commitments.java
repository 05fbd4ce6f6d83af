package dev.arbiter.kharnage.rules;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The sealed choice's commitment: lowercase hex SHA-256 of UTF-8 {@code card + ":" + salt}. */
public final class Commitments {

    private Commitments() {
    }

    public static String of(String card, String salt) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest((card + ":" + salt).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether an opening matches a commitment (what an auditor checks). */
    public static boolean opens(String commitment, String card, String salt) {
        return of(card, salt).equals(commitment);
    }
}
