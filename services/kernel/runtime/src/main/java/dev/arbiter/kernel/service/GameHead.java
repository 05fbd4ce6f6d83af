package dev.arbiter.kernel.service;

import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.Randomness;
import java.util.UUID;

/**
 * A game at the head of its log: everything a command is decided on ({@code game}, the dice from
 * {@code nextDraw}) and chained after ({@code seq}, {@code hash}).
 */
public record GameHead(UUID gameId, byte[] seed, long seq, String hash, long nextDraw, Game<Object> game) {

    public Randomness randomness() {
        return new Randomness(gameId.toString(), seed, nextDraw);
    }
}
