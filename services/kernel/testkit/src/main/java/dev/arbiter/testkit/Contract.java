package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.NonValidationKeyword;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi30;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The contract of the service under test, as the build bundled it onto the classpath
 * ({@value #BUNDLE}), checking JSON values against its component schemas.
 *
 * <p>One check goes beyond JSON Schema: an object member that its schema does not name is a
 * violation. The contracts describe every record member by member, so an unnamed member is drift
 * that no client can rely on. (Inline {@code allOf} branches stay open: they only narrow members
 * their sibling names.) Schemas are compiled once, on first use.
 */
public final class Contract {

    static final String BUNDLE = "META-INF/openapi.yaml";
    // the closed copy of the bundle is served to the validator under this name
    private static final String IRI = "https://contract.arbiter.invalid/openapi.json";
    /** Members of the document and extensions that describe rather than constrain (x-timeline: an event's sentence). */
    private static final List<String> OPENAPI_MEMBERS = List.of("openapi", "info", "servers", "tags", "paths", "components", "x-timeline");
    private static final Set<String> KERNEL_EVENTS = Set.of("GameCreated", "SeatJoined", "GameEnded", "PayloadOpened");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static volatile Contract service;

    private final JsonNode schemas;
    private final JsonSchemaFactory factory;
    private final SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().pathType(PathType.JSON_PATH)
            .nullableKeywordEnabled(true).discriminatorKeywordEnabled(true).build();
    private final Map<String, JsonSchema> compiled = new ConcurrentHashMap<>();

    private Contract(JsonNode document) {
        close(document.path("components"), false);
        this.schemas = document.path("components").path("schemas");
        String text = document.toString();
        // the schemas sit in an OpenAPI document, whose own members are no keywords
        JsonMetaSchema dialect = JsonMetaSchema.builder(OpenApi30.getInstance())
                .keywords(OPENAPI_MEMBERS.stream().map(NonValidationKeyword::new).toList()).build();
        this.factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4, builder -> builder
                .metaSchema(dialect).defaultMetaSchemaIri(dialect.getIri())
                .schemaLoaders(loaders -> loaders.schemas(Map.of(IRI, text))));
    }

    /** The contract this classpath's service serves. */
    public static Contract ofService() {
        if (service == null) {
            synchronized (Contract.class) {
                if (service == null) {
                    service = new Contract(read());
                }
            }
        }
        return service;
    }

    /** Every way {@code value} breaks the component schema {@code schema}, each starting with its JSON path; empty if none. */
    public List<String> violations(String schema, JsonNode value) {
        if (!schemas.has(schema)) {
            return List.of("the contract has no schema " + schema);
        }
        JsonSchema compiledSchema = compiled.computeIfAbsent(schema,
                name -> factory.getSchema(SchemaLocation.of(IRI + "#/components/schemas/" + name), config));
        return compiledSchema.validate(value).stream().map(ValidationMessage::getMessage).sorted().toList();
    }

    /** Fails, listing every violation and the value, unless {@code value} matches {@code schema}. */
    public void check(String schema, JsonNode value) {
        List<String> found = violations(schema, value);
        if (!found.isEmpty()) {
            throw new AssertionError("not a " + schema + " of the contract:\n  " + String.join("\n  ", found) + "\nin " + value);
        }
    }

    /** {@link #check(String, JsonNode)} of a JSON text. */
    public void check(String schema, String json) {
        check(schema, parse(json));
    }

    /**
     * Fails unless {@code answer} is the problem {@code type} (the last segment of its type URI,
     * say {@code malformed-request}) with {@code status}, as application/problem+json matching the
     * contract's Problem schema (docs/api.md, Problems).
     */
    public void checkProblem(Response answer, int status, String type) {
        assertEquals(status, answer.statusCode(), answer.asString());
        assertEquals("application/problem+json", answer.contentType());
        check("Problem", answer.asString());
        assertEquals("https://arbiter.dev/problems/" + type, answer.path("type"));
        checkDetailInApiTerms(answer.path("detail"));
    }

    /** Words that show how a service is built (a Java class or package, the JSON library) and never what the API says. */
    public static final List<String> INTERNALS = List.of("java.", "dev.arbiter", "com.fasterxml", "Jackson", "jackson", "ObjectNode",
            "JsonNode", "Exception", "(class ");

    /** Fails if a problem's detail names no problem or speaks of the service's internals rather than the API (docs/api.md, Problems). */
    public static void checkDetailInApiTerms(String detail) {
        if (detail == null || detail.isBlank()) {
            throw new AssertionError("a problem without a detail");
        }
        for (String word : INTERNALS) {
            if (detail.contains(word)) {
                throw new AssertionError("the detail shows \"" + word + "\", which is no term of the API: " + detail);
            }
        }
    }

    /**
     * Checks an event envelope, and its {@code payload} (where it has one: a format 2 envelope on
     * Kafka has none) and {@code publicPayload} against the schema of its type: {@code <type>Payload}
     * for the kernel's events, {@code <Ruleset>Event<type>} for the ruleset's (how every ruleset
     * contract names them). A format 2 envelope must carry {@code sealed} and {@code signature}, and
     * one that seals nothing shows every caller its public payload.
     */
    public void checkEvent(JsonNode envelope) {
        List<String> found = new ArrayList<>(violations("EventEnvelope", envelope));
        String type = envelope.path("type").asText();
        String payloadSchema = payloadSchema(envelope);
        for (String member : List.of("payload", "publicPayload")) {
            if (envelope.has(member) || member.equals("publicPayload")) {
                violations(payloadSchema, envelope.path(member)).forEach(v -> found.add(member + " as " + payloadSchema + ": " + v));
            }
        }
        if (envelope.has("format")) {
            for (String member : List.of("sealed", "signature")) {
                if (!envelope.has(member)) {
                    found.add("a format 2 envelope without " + member);
                }
            }
            if (envelope.path("sealed").isNull() && envelope.has("payload") && !envelope.get("payload").equals(envelope.get("publicPayload"))) {
                found.add("seals nothing, yet its payload is not its publicPayload");
            }
        }
        if (!found.isEmpty()) {
            throw new AssertionError("event " + envelope.path("seq") + " " + type + " breaks the contract:\n  "
                    + String.join("\n  ", found) + "\nin " + envelope);
        }
    }

    /**
     * Checks the payload a {@code PayloadOpened} publishes against the schema of the event it
     * opens, {@code opened}, as {@link #checkEvent} checks a payload shown over REST.
     */
    public void checkOpened(JsonNode opening, JsonNode opened) {
        String schema = payloadSchema(opened);
        List<String> found = violations(schema, opening.path("publicPayload").path("payload"));
        if (!found.isEmpty()) {
            throw new AssertionError("the payload opened at " + opening.path("seq") + " for seq " + opened.path("seq") + " is not a "
                    + schema + ":\n  " + String.join("\n  ", found) + "\nin " + opening);
        }
    }

    /**
     * The schema of an envelope's payload: {@code <type>Payload} for the kernel's events,
     * {@code <Ruleset>Event<type>} for the ruleset's, the ruleset's name in Pascal case
     * ({@code kharnage} gives {@code KharnageEvent...}, {@code high-command} {@code HighCommandEvent...}).
     */
    static String payloadSchema(JsonNode envelope) {
        String type = envelope.path("type").asText();
        if (KERNEL_EVENTS.contains(type)) {
            return type + "Payload";
        }
        StringBuilder ruleset = new StringBuilder();
        for (String word : envelope.path("ruleset").asText().split("-")) {
            if (!word.isEmpty()) {
                ruleset.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
            }
        }
        return ruleset + "Event" + type;
    }

    static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    private static JsonNode read() {
        try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(BUNDLE)) {
            if (in == null) {
                throw new IllegalStateException(BUNDLE + " is not on the classpath: does the module bundle its contract?");
            }
            return new YAMLMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Closes every schema that names its members and says nothing of others, except inline allOf branches. */
    private static void close(JsonNode node, boolean allOfBranch) {
        if (node instanceof ObjectNode object) {
            if (object.has("properties") && !object.has("additionalProperties") && !allOfBranch) {
                object.put("additionalProperties", false);
            }
            object.fields().forEachRemaining(member -> {
                if (!member.getKey().equals("example") && !member.getKey().equals("examples")) {
                    boolean branches = member.getKey().equals("allOf");
                    if (branches && member.getValue() instanceof ArrayNode items) {
                        items.forEach(item -> close(item, true));
                    } else {
                        close(member.getValue(), false);
                    }
                }
            });
        } else if (node instanceof ArrayNode items) {
            items.forEach(item -> close(item, false));
        }
    }
}
