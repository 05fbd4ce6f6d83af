package dev.arbiter.kharnage.rules;

/**
 * A battle card committed face down (kharnage.md, THE ROUND). Every seat sees that a seat has
 * committed and its {@code commitment} = SHA-256(card + ":" + salt); only the seat itself (and,
 * once the game is over, everyone) sees {@code card} and {@code salt} before the reveal.
 */
public record Seal(String commitment, String card, String salt) {
}
