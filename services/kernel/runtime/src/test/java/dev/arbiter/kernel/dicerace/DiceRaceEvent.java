package dev.arbiter.kernel.dicerace;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.Shuffle;
import java.util.List;

public sealed interface DiceRaceEvent {

    /** Six cards numbered 1..6 shuffled, and the top ones dealt face down, one per seat. */
    record SecretsDealt(@Secret Shuffle shuffle, @Secret(owner = Secret.BY_SEAT) List<Integer> secrets) implements DiceRaceEvent {
    }

    record Rolled(int seat, Roll roll) implements DiceRaceEvent {
    }

    record Held(int seat, int points) implements DiceRaceEvent {
    }
}
