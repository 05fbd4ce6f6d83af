package dev.arbiter.projection.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.arbiter.projection.fold.TimelineTemplate.Placeholder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every event type of every ruleset has a sentence in its contract, and the sentence fits the payload it
 * writes: the members it names exist, with the kind of value their kind reads, and a member that can be
 * empty (a list, a nullable value: what redaction leaves) sits in an optional part, so nothing hidden and
 * no dangling word reaches a line. Reads the contracts as the build assembled them onto the class path.
 */
class ContractTimelinesTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final Set<String> KERNEL_EVENTS = Set.of("GameCreatedPayload", "SeatJoinedPayload", "GameEndedPayload",
            "PayloadOpenedPayload");

    /**
     * Every ruleset the build assembled a contract of (services/projection/pom.xml): all of them, the built
     * rulesets of deploy/services.json and the kernel's dice-race.
     */
    static List<String> rulesets() throws IOException, URISyntaxException {
        try (Stream<Path> files = Files.list(Path.of(ContractTimelinesTest.class.getResource("/contracts").toURI()))) {
            List<String> rulesets = files.map(file -> file.getFileName().toString()).filter(name -> !name.equals("common.yaml"))
                    .map(name -> name.substring(0, name.length() - ".yaml".length())).sorted().toList();
            assertEquals(registeredRulesets(), rulesets);
            return rulesets;
        }
    }

    private static List<String> registeredRulesets() throws IOException {
        JsonNode services = new ObjectMapper().readTree(Path.of("../../deploy/services.json").toFile()).path("services");
        Stream<String> built = StreamSupport.stream(services.spliterator(), false)
                .filter(service -> service.path("kind").asText().equals("ruleset") && service.path("built").asBoolean())
                .map(service -> service.path("name").asText());
        return Stream.concat(Stream.of("dice-race"), built).sorted().toList();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    @DisplayName("every event payload schema of the ruleset's contract has an x-timeline sentence that fits it")
    void everyEventHasAFittingSentence(String ruleset) {
        JsonNode contract = contract(ruleset);
        JsonNode schemas = contract.path("components").path("schemas");
        List<String> events = new ArrayList<>(KERNEL_EVENTS);
        schemas.path("RulesetEventPayload").path("anyOf").forEach(ref -> events.add(name(ref.path("$ref").asText())));
        List<String> problems = new ArrayList<>();
        for (String event : Set.copyOf(events)) {
            JsonNode template = schemas.path(event).path(TimelineTemplates.EXTENSION);
            if (!template.isTextual()) {
                problems.add(event + " has no " + TimelineTemplates.EXTENSION);
                continue;
            }
            try {
                check(event, TimelineTemplate.parse(template.asText()), resolve(schemas.path(event), schemas), schemas, problems);
            } catch (IllegalArgumentException malformed) {
                problems.add(event + ": " + malformed.getMessage());
            }
        }
        assertEquals(List.of(), problems);
        assertEquals(Set.copyOf(events).size(), TimelineTemplates.read(contract, ruleset).size(), "every sentence is found under its event type");
    }

    private static void check(String where, TimelineTemplate template, JsonNode schema, JsonNode schemas, List<String> problems) {
        for (Placeholder placeholder : template.allPlaceholders()) {
            JsonNode member = member(schema, placeholder.path(), schemas);
            String at = where + " {" + placeholder.path() + "}";
            if (member == null) {
                problems.add(at + ": no such member");
                continue;
            }
            boolean list = member.path("type").asText().equals("array");
            JsonNode value = list ? resolve(member.path("items"), schemas) : member;
            String type = value.path("type").asText();
            switch (placeholder.kind()) {
                case "seat" -> expect(type.equals("integer"), at + ": a seat is an integer", problems);
                case "card" -> expect(type.equals("string") || type.equals("integer"), at + ": a card is an id", problems);
                case "roll" -> expect(value.path("properties").has("sides") || value.path("properties").isEmpty(),
                        at + ": a roll is {draw, sides, value}", problems);
                case "each" -> {
                    expect(list, at + ": each writes a list", problems);
                    check(at, placeholder.items(), value, schemas, problems);
                }
                default -> { }
            }
            if (placeholder.kind().equals("choice")) {
                Set<String> values = value.has("enum")
                        ? Set.copyOf(StreamSupport.stream(value.get("enum").spliterator(), false).map(JsonNode::asText).toList())
                        : type.equals("boolean") ? Set.of("true", "false") : null;
                if (values != null) {
                    placeholder.choices().keySet().stream().filter(key -> !key.equals(TimelineTemplate.OTHERS) && !values.contains(key))
                            .forEach(key -> problems.add(at + ": " + key + " is none of its values " + values));
                }
            }
        }
        for (Placeholder required : template.requiredPlaceholders()) {
            JsonNode member = member(schema, required.path(), schemas);
            String first = required.path().split("\\.")[0];
            if (member != null && (member.path("nullable").asBoolean() || member.path("type").asText().equals("array")
                    || !(required.path().equals(".") || contains(schema.path("required"), first)))) {
                problems.add(where + " {" + required.path() + "}: may be empty (a list, nullable or not required), so belongs in [...]");
            }
        }
    }

    private static void expect(boolean holds, String problem, List<String> problems) {
        if (!holds) {
            problems.add(problem);
        }
    }

    private static boolean contains(JsonNode list, String value) {
        return StreamSupport.stream(list.spliterator(), false).anyMatch(item -> item.asText().equals(value));
    }

    /** The schema of the member at a path, or null. */
    private static JsonNode member(JsonNode schema, String path, JsonNode schemas) {
        JsonNode node = schema;
        if (path.equals(".")) {
            return node;
        }
        for (String step : path.split("\\.")) {
            node = node.path("type").asText().equals("array") ? resolve(node.path("items"), schemas)
                    : resolve(node.path("properties").path(step), schemas);
            if (node.isMissingNode()) {
                return null;
            }
        }
        return node;
    }

    /** A schema with its $ref followed and its allOf merged (what this test needs of them). */
    private static JsonNode resolve(JsonNode schema, JsonNode schemas) {
        if (schema.has("$ref")) {
            ObjectNode target = resolve(schemas.path(name(schema.get("$ref").asText())), schemas).deepCopy();
            if (schema.path("nullable").asBoolean()) {
                target.put("nullable", true);
            }
            return target;
        }
        if (schema.has("allOf")) {
            ObjectNode merged = schema.deepCopy();
            merged.remove("allOf");
            for (JsonNode part : schema.get("allOf")) {
                resolve(part, schemas).properties().forEach(member -> {
                    if (!merged.has(member.getKey())) {
                        merged.set(member.getKey(), member.getValue());
                    }
                });
            }
            return merged;
        }
        return schema;
    }

    private static String name(String ref) {
        return ref.substring(ref.lastIndexOf('/') + 1);
    }

    private static JsonNode contract(String ruleset) {
        try (InputStream file = ContractTimelinesTest.class.getResourceAsStream("/contracts/" + ruleset + ".yaml")) {
            assertTrue(file != null, "the build assembles " + ruleset + "'s contract onto the class path");
            return YAML.readTree(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
