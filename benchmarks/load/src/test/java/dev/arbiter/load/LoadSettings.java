package dev.arbiter.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A load run's settings, from system properties (docs/benchmarks.md, "Load test"):
 * {@code rulesets} (comma-separated; by default every built ruleset of the registry that has a setup here),
 * {@code games} (games in flight per ruleset), {@code seconds},
 * {@code loop} ({@code three} or {@code one}) and {@code arbiter.url.<ruleset>}, which defaults to
 * 127.0.0.1 and the ruleset's port in the registry file named by {@code arbiter.registry}.
 */
public record LoadSettings(List<String> rulesets, int games, int seconds, MoveLoop loop) {

    public static LoadSettings fromSystemProperties() {
        List<String> playable = playable();
        List<String> rulesets = Arrays.stream(System.getProperty("rulesets", String.join(",", playable)).split(","))
                .map(String::trim).filter(name -> !name.isEmpty()).toList();
        rulesets.stream().filter(name -> !playable.contains(name)).findFirst().ifPresent(name -> {
            throw new IllegalArgumentException("rulesets: unknown ruleset " + name + ", expected some of " + playable);
        });
        return new LoadSettings(rulesets, positive("games", 1), positive("seconds", 30),
                MoveLoop.named(System.getProperty("loop", "three")));
    }

    /** Where the ruleset's service answers. */
    public String url(String ruleset) {
        String url = System.getProperty("arbiter.url." + ruleset);
        return url != null ? url : "http://127.0.0.1:" + registryPort(ruleset);
    }

    /** The body of {@code POST /games} for the ruleset: setups/<ruleset>.json on the class path. */
    public static String setup(String ruleset) {
        try (InputStream in = LoadSettings.class.getResourceAsStream("/setups/" + ruleset + ".json")) {
            if (in == null) {
                throw new IllegalArgumentException("no setups/" + ruleset + ".json");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rulesets a run may play: the registry's built rulesets that have a setup here (setups/<ruleset>.json). */
    private static List<String> playable() {
        List<String> playable = new ArrayList<>();
        for (JsonNode service : registeredServices()) {
            String name = service.path("name").asText();
            if (service.path("kind").asText().equals("ruleset") && service.path("built").asBoolean()
                    && LoadSettings.class.getResource("/setups/" + name + ".json") != null) {
                playable.add(name);
            }
        }
        return playable;
    }

    private static int registryPort(String ruleset) {
        for (JsonNode service : registeredServices()) {
            if (service.path("name").asText().equals(ruleset)) {
                return service.path("port").asInt();
            }
        }
        throw new IllegalArgumentException(ruleset + " is not in " + System.getProperty("arbiter.registry"));
    }

    private static JsonNode registeredServices() {
        String registry = System.getProperty("arbiter.registry");
        if (registry == null) {
            throw new IllegalStateException("set arbiter.registry, the file deploy/services.json");
        }
        try {
            return new ObjectMapper().readTree(Path.of(registry).toFile()).path("services");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int positive(String property, int fallback) {
        int value = Integer.parseInt(System.getProperty(property, String.valueOf(fallback)));
        if (value < 1) {
            throw new IllegalArgumentException(property + " must be at least 1, was " + value);
        }
        return value;
    }
}
