package dev.arbiter.kernel.spi;

/**
 * One random number: {@code value} is uniform in 1..{@code sides}, derived from the game's
 * {@code draw}-th random block. Stored in events so that an auditor can re-derive it.
 */
public record Roll(long draw, int sides, int value) {

    public Roll {
        if (sides < 1 || value < 1 || value > sides) {
            throw new IllegalArgumentException("roll " + value + " out of 1.." + sides);
        }
    }
}
