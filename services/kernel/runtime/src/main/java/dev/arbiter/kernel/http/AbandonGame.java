package dev.arbiter.kernel.http;

/** Body of {@code POST /games/{id}/abandon}, which only the operator may send: an optional note of why. */
public record AbandonGame(String note) {
}
