package dev.arbiter.kernel.spi;

import java.util.List;
import java.util.Map;

/**
 * How a game is set up at creation: the number of seats and the ruleset's setup document (army
 * lists, factions, a mission, terrain...), already validated against the ruleset's JSON Schema.
 * The document is JSON as plain Java: maps, lists, strings, numbers, booleans.
 */
public record Setup(int seats, Map<String, Object> options) {

    public Setup {
        options = Map.copyOf(options);
    }

    public static Setup of(int seats) {
        return new Setup(seats, Map.of());
    }

    public String text(String key, String fallback) {
        Object value = options.get(key);
        return value == null ? fallback : value.toString();
    }

    public int whole(String key, int fallback) {
        Object value = options.get(key);
        return value instanceof Number number ? number.intValue() : fallback;
    }

    public boolean flag(String key, boolean fallback) {
        Object value = options.get(key);
        return value == null ? fallback : Boolean.parseBoolean(value.toString());
    }

    /** A list of texts; absent is empty. */
    public List<String> texts(String key) {
        Object value = options.get(key);
        return value instanceof List<?> list ? list.stream().map(Object::toString).toList() : List.of();
    }
}
