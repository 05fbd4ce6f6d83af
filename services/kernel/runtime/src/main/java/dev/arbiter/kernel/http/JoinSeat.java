package dev.arbiter.kernel.http;

/** Body of {@code POST /games/{id}/seats/{seat}/join}. */
public record JoinSeat(String name, String clientSeed) {
}
