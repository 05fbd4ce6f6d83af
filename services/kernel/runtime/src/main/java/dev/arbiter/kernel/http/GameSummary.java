package dev.arbiter.kernel.http;

/** The answer to creating a game. */
public record GameSummary(String gameId, String ruleset, int seats, long seq, String status) {
}
