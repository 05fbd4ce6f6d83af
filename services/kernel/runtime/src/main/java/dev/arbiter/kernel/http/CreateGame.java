package dev.arbiter.kernel.http;

import java.util.Map;

/** Body of {@code POST /games}: how many seats, and the ruleset's options. */
public record CreateGame(Integer seats, Map<String, String> options) {
}
