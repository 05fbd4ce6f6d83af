package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Secret;

/**
 * A battle card committed face down (kharnage.md, THE ROUND). Every seat sees that a seat has
 * committed and its {@code commitment} = SHA-256(card + ":" + salt); only the seat itself (and,
 * once the game is over, everyone) sees {@code card} and {@code salt} before the reveal; the
 * owner is the {@code seat} of the {@link PlayerState} holding the seal.
 */
public record Seal(String commitment, @Secret(owner = "seat") String card, @Secret(owner = "seat") String salt) {
}
