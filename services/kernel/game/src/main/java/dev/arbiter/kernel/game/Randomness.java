package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.VerifiableDice;
import java.util.List;

/** A game's secret seed and the index of its next random block. */
public record Randomness(String gameId, byte[] seed, long nextDraw) {

    VerifiableDice dice(List<String> clientSeeds) {
        return new VerifiableDice(seed, gameId, clientSeeds, nextDraw);
    }
}
