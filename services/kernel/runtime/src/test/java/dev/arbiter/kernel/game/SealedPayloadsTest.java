package dev.arbiter.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The commitment a format 2 envelope makes to the payload it seals (docs/events.md, "Sealed payloads"). */
class SealedPayloadsTest {

    private static final byte[] TEST_SEED = new byte[32];

    static {
        for (int i = 0; i < 32; i++) {
            TEST_SEED[i] = (byte) i;
        }
    }

    @Test
    @DisplayName("the test vector of docs/events.md, which verify_game.py --self-test checks too")
    void testVector() {
        assertEquals("622b8dee6fc5192da914d5d2e10bcb6caa5f64753c31638501404e857207f19b",
                SealedPayloads.commitment(TEST_SEED, 4, "{\"secrets\":[4,5]}"));
    }

    @Test
    @DisplayName("the salt differs per event, so two events sealing the same hand commit to it differently")
    void saltPerSeq() {
        assertNotEquals(SealedPayloads.commitment(TEST_SEED, 4, "{\"secrets\":[4,5]}"),
                SealedPayloads.commitment(TEST_SEED, 5, "{\"secrets\":[4,5]}"));
    }
}
