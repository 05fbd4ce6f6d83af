package dev.arbiter.kernel.spi;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Dice an auditor can re-derive once the seed is revealed (docs/events.md, "Dice").
 *
 * <p>Block k is HMAC-SHA256 keyed with the 32-byte seed over the UTF-8 text
 * {@code arbiter-dice/1\n<gameId>\n<clientSeed0>\n...\n<clientSeedN-1>\n<k>}. Its first four
 * bytes, read as an unsigned big-endian number u, give {@code u mod sides + 1} when u lies below
 * the largest multiple of {@code sides} under 2^32; otherwise block k is skipped and k+1 tried, so
 * every face is exactly equally likely.
 */
public final class VerifiableDice implements Dice {

    private static final long TWO_TO_32 = 1L << 32;
    private static final HexFormat HEX = HexFormat.of();

    private final byte[] seed;
    private final String messagePrefix;
    /** Set up at the first roll: most commands roll nothing, and the key set-up costs more than a block. */
    private Mac mac;
    private long next;

    public VerifiableDice(byte[] seed, String gameId, List<String> clientSeeds, long next) {
        if (seed.length != 32) {
            throw new IllegalArgumentException("the seed must be 32 bytes");
        }
        this.seed = seed.clone();
        this.messagePrefix = "arbiter-dice/1\n" + gameId + "\n"
                + clientSeeds.stream().map(s -> s + "\n").reduce("", String::concat);
        this.next = next;
    }

    private static Mac keyedMac(byte[] seed) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(seed, "HmacSHA256"));
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", e);
        }
    }

    public static byte[] newSeed() {
        byte[] seed = new byte[32];
        new SecureRandom().nextBytes(seed);
        return seed;
    }

    /** The hex SHA-256 of the seed, published before the first roll. */
    public static String commitment(byte[] seed) {
        try {
            return HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(seed));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    public String commitment() {
        return commitment(seed);
    }

    public String revealedSeed() {
        return HEX.formatHex(seed);
    }

    /** The index of the next block to be drawn. */
    public long nextDraw() {
        return next;
    }

    @Override
    public Roll roll(int sides) {
        if (sides < 1) {
            throw new IllegalArgumentException("a die needs at least one side");
        }
        long limit = TWO_TO_32 - TWO_TO_32 % sides;
        while (true) {
            long draw = next++;
            long u = block(draw);
            if (u < limit) {
                return new Roll(draw, sides, (int) (u % sides) + 1);
            }
        }
    }

    /** The unsigned 32-bit number that block {@code draw} yields. */
    long block(long draw) {
        if (mac == null) {
            mac = keyedMac(seed);
        }
        byte[] out = mac.doFinal((messagePrefix + draw).getBytes(StandardCharsets.UTF_8));
        return ((out[0] & 0xFFL) << 24) | ((out[1] & 0xFFL) << 16) | ((out[2] & 0xFFL) << 8) | (out[3] & 0xFFL);
    }
}
