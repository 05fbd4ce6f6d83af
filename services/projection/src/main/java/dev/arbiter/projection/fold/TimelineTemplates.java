package dev.arbiter.projection.fold;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Each ruleset's sentence templates, read from its assembled contract, which the build puts on the class
 * path as {@code contracts/<ruleset>.yaml} (and common.yaml as it is beside them): the {@code x-timeline}
 * of every event payload schema ({@code <Ruleset>Event<type>}, and the kernel's {@code <type>Payload}).
 * Data, not rules: a ruleset changes its sentences in its contract.
 */
@ApplicationScoped
public class TimelineTemplates {

    public static final String EXTENSION = "x-timeline";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final Pattern KERNEL_PAYLOAD = Pattern.compile("([A-Z][A-Za-z]*)Payload");

    private final Map<String, Map<String, TimelineTemplate>> byRuleset = new ConcurrentHashMap<>();
    private final Map<String, TimelineTemplate> lifeCycle = load("common.yaml", "common");

    /**
     * The template of a ruleset's event type: from the ruleset's contract, or for the kernel's life-cycle
     * events of a ruleset the build brought no contract for, from common.yaml; empty for any other type.
     */
    public Optional<TimelineTemplate> of(String ruleset, String type) {
        TimelineTemplate own = byRuleset.computeIfAbsent(ruleset, name -> load(name + ".yaml", name)).get(type);
        return Optional.ofNullable(own != null ? own : lifeCycle.get(type));
    }

    private static Map<String, TimelineTemplate> load(String file, String ruleset) {
        try (InputStream contract = TimelineTemplates.class.getResourceAsStream("/contracts/" + file)) {
            return contract == null ? Map.of() : read(YAML.readTree(contract), ruleset);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The templates of an assembled contract, by event type. */
    public static Map<String, TimelineTemplate> read(JsonNode contract, String ruleset) {
        Map<String, TimelineTemplate> templates = new HashMap<>();
        contract.path("components").path("schemas").properties().forEach(schema -> {
            JsonNode template = schema.getValue().path(EXTENSION);
            if (template.isTextual()) {
                eventType(schema.getKey(), ruleset).ifPresent(type -> templates.put(type, TimelineTemplate.parse(template.asText())));
            }
        });
        return Map.copyOf(templates);
    }

    /** The event type a payload schema describes: {@code KharnageEventUnitsDrawn} is UnitsDrawn, {@code SeatJoinedPayload} SeatJoined. */
    private static Optional<String> eventType(String schema, String ruleset) {
        Pattern own = Pattern.compile(Pattern.quote(pascal(ruleset)) + "Event([A-Z][A-Za-z]*)");
        for (Matcher match : new Matcher[] {own.matcher(schema), KERNEL_PAYLOAD.matcher(schema)}) {
            if (match.matches()) {
                return Optional.of(match.group(1));
            }
        }
        return Optional.empty();
    }

    /** "high-command" is HighCommand, as its schema names spell it (docs/events.md, "Ruleset events"). */
    private static String pascal(String ruleset) {
        StringBuilder name = new StringBuilder();
        for (String word : ruleset.split("-")) {
            name.append(word.substring(0, 1).toUpperCase(Locale.ROOT)).append(word.substring(1));
        }
        return name.toString();
    }
}
