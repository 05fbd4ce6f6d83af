package dev.arbiter.kernel.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class VerifiableDiceTest {

    private static final byte[] SEED = new byte[32];

    static {
        for (int i = 0; i < 32; i++) {
            SEED[i] = (byte) i;
        }
    }

    @Test
    @DisplayName("rolls match values computed independently from the documented HMAC-SHA256 recipe (docs/events.md, Dice)")
    void knownAnswers() {
        // expected values computed with Python's hmac module from the recipe, not with this code
        VerifiableDice dice = new VerifiableDice(SEED, "g-1", List.of("alice", ""), 0);
        assertEquals(new Roll(0, 6, 3), dice.d6());
        assertEquals(new Roll(1, 6, 6), dice.d6());
        assertEquals(new Roll(2, 6, 6), dice.d6());
        assertEquals(new Roll(3, 10, 7), dice.roll(10));
        assertEquals(new Roll(4, 2, 1), dice.roll(2));
        assertEquals(new Roll(5, 6, 6), dice.d6());
        assertEquals(6, dice.nextDraw());
    }

    @Test
    @DisplayName("the commitment is the SHA-256 of the seed, and the revealed seed is its hex")
    void commitment() {
        assertEquals("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd", VerifiableDice.commitment(SEED));
        assertEquals("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
                new VerifiableDice(SEED, "g", List.of(), 0).revealedSeed());
    }

    @Test
    @DisplayName("a client seed changes every roll, so the server cannot choose the dice alone")
    void clientSeedsMatter() {
        List<Roll> without = rolls(new VerifiableDice(SEED, "g-1", List.of("", ""), 0));
        List<Roll> with = rolls(new VerifiableDice(SEED, "g-1", List.of("bob", ""), 0));
        assertTrue(!without.equals(with));
    }

    @Test
    @DisplayName("a d6 is fair: 60,000 rolls fall within a chi-square bound of 20.5 (p = 0.001, 5 degrees of freedom)")
    void fairD6() {
        VerifiableDice dice = new VerifiableDice(SEED, "fairness", List.of(), 0);
        int[] counts = new int[7];
        IntStream.range(0, 60_000).forEach(i -> counts[dice.d6().value()]++);
        double chiSquare = IntStream.rangeClosed(1, 6).mapToDouble(face -> Math.pow(counts[face] - 10_000, 2) / 10_000).sum();
        assertTrue(chiSquare < 20.5, "chi-square " + chiSquare);
    }

    @Test
    @DisplayName("a shuffle is a permutation, and the same draws give the same order")
    void shuffle() {
        Shuffle shuffle = new VerifiableDice(SEED, "deck", List.of(), 0).shuffle(10);
        List<Integer> cards = IntStream.range(0, 10).boxed().toList();
        List<Integer> order = shuffle.apply(cards);
        assertEquals(new HashSet<>(cards), new HashSet<>(order));
        assertEquals(order, new VerifiableDice(SEED, "deck", List.of(), 0).shuffle(10).apply(cards));
        assertEquals(9, shuffle.rolls().size());
    }

    private static List<Roll> rolls(VerifiableDice dice) {
        return IntStream.range(0, 8).mapToObj(i -> dice.d6()).toList();
    }
}
