package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.VerifiableDice;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/** A game's secret seed and the index of its next random block. */
public record Randomness(String gameId, byte[] seed, long nextDraw) {

    VerifiableDice dice(List<String> clientSeeds) {
        return new VerifiableDice(seed, gameId, clientSeeds, nextDraw);
    }

    /**
     * The random choices of the bot in {@code seat} when the game is at event {@code seq}. Drawn
     * from the secret seed, so nobody can foresee a bot's move before the game ends, and apart
     * from the dice, so a bot never moves the dice on. Its moves are stored as commands: nothing
     * needs to reproduce this.
     */
    public RandomGenerator botRandom(long seq, int seat) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update("arbiter-bot/1".getBytes(StandardCharsets.UTF_8));
            digest.update(seed);
            digest.update(gameId.getBytes(StandardCharsets.UTF_8));
            digest.update(ByteBuffer.allocate(Long.BYTES + Integer.BYTES).putLong(seq).putInt(seat).array());
            return new SplittableRandom(ByteBuffer.wrap(digest.digest()).getLong());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
