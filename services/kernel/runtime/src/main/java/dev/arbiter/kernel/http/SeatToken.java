package dev.arbiter.kernel.http;

/** The answer to joining: the seat's bearer token, shown this once and stored only hashed. */
public record SeatToken(String gameId, int seat, String token) {
}
