package dev.arbiter.kernel.spi;

import java.util.ArrayList;
import java.util.List;

/**
 * The only source of randomness a ruleset may use. Every value comes back as a {@link Roll}
 * carrying its draw index, to be written into the event that uses it.
 */
public interface Dice {

    /** A uniform number in 1..sides. */
    Roll roll(int sides);

    default Roll d6() {
        return roll(6);
    }

    /** A uniform random order of {@code n} items. */
    default Shuffle shuffle(int n) {
        List<Roll> rolls = new ArrayList<>();
        for (int i = n - 1; i >= 1; i--) {
            rolls.add(roll(i + 1));
        }
        return new Shuffle(rolls);
    }
}
