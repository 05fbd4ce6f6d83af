package dev.arbiter.kernel.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.NonValidationKeyword;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi30;
import dev.arbiter.kernel.http.Problem;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Checks a command against its schema in the service's own contract (the bundled
 * {@code META-INF/openapi.yaml}: the {@code Command} union's branch its {@code type} names), so
 * what the contract rules out (a negative {@code count}, an id of the wrong form) is refused as
 * 400 malformed-request before the rules see it, in every ruleset alike. The rules still judge
 * everything the schema allows.
 */
@ApplicationScoped
public class CommandSchema {

    private static final String CONTRACT = "META-INF/openapi.yaml";
    // the contract is handed to the validator under this name, so its #/components references resolve
    private static final String IRI = "https://contract.arbiter.invalid/openapi.json";
    private static final List<String> OPENAPI_MEMBERS = List.of("openapi", "info", "servers", "tags", "paths", "components");

    private final Map<String, JsonSchema> byType = new HashMap<>();

    public CommandSchema() {
        JsonNode contract = read();
        JsonMetaSchema dialect = JsonMetaSchema.builder(OpenApi30.getInstance())
                .keywords(OPENAPI_MEMBERS.stream().map(NonValidationKeyword::new).toList()).build();
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4, builder -> builder
                .metaSchema(dialect).defaultMetaSchemaIri(dialect.getIri())
                .schemaLoaders(loaders -> loaders.schemas(Map.of(IRI, contract.toString()))));
        SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().pathType(PathType.JSON_PATH)
                .nullableKeywordEnabled(true).build();
        contract.path("components").path("schemas").path("Command").path("discriminator").path("mapping").fields()
                .forEachRemaining(branch -> byType.put(branch.getKey(),
                        factory.getSchema(SchemaLocation.of(IRI + branch.getValue().asText()), config)));
    }

    /** Nothing, or 400 malformed-request naming every member of {@code body} that breaks its command's schema. */
    public void check(ObjectNode body) {
        JsonSchema schema = byType.get(body.path("type").asText(""));
        if (schema == null) {
            return; // no such command: the codec says which types there are
        }
        String command = body.get("type").asText();
        var problems = schema.validate(body);
        if (!problems.isEmpty()) {
            throw Problem.MALFORMED_REQUEST.because(problems.stream().map(problem -> say(command, problem)).sorted()
                    .collect(Collectors.joining("; ")));
        }
    }

    /** One violation as the API says it: {@code unknown member "loud" in Cheer}, {@code "count" in Draw: must have a minimum value of 0}. */
    private static String say(String command, ValidationMessage problem) {
        String at = problem.getInstanceLocation().toString().replaceFirst("^\\$\\.?", "");
        String member = problem.getProperty() == null ? at : at.isEmpty() ? problem.getProperty() : at + "." + problem.getProperty();
        return switch (problem.getType()) {
            case "additionalProperties" -> "unknown member \"" + member + "\" in " + command;
            case "required" -> command + " needs \"" + member + "\"";
            default -> (at.isEmpty() ? command : "\"" + at + "\" in " + command) + ": " + problem.getError();
        };
    }

    private static JsonNode read() {
        try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(CONTRACT)) {
            if (in == null) {
                throw new IllegalStateException("no contract " + CONTRACT + " on the class path: the build bundles it");
            }
            return new YAMLMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
