package dev.arbiter.kernel.spi;

import java.util.Map;

/** How a game is set up at creation: the number of seats and the ruleset's options. */
public record Setup(int seats, Map<String, String> options) {

    public Setup {
        options = Map.copyOf(options);
    }

    public String option(String key, String fallback) {
        return options.getOrDefault(key, fallback);
    }
}
