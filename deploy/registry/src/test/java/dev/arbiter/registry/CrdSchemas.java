package dev.arbiter.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.NonValidationKeyword;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi30;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The operators' CRDs kept in k8s/crds (written by k8s/crds/refresh): each served version's
 * OpenAPI schema, checked the way {@code kubectl apply} does by default (strict field validation),
 * so a field a schema does not name is refused unless the schema keeps unknown fields on purpose
 * ({@code x-kubernetes-preserve-unknown-fields}, or a map's {@code additionalProperties}).
 */
final class CrdSchemas {

    private static final String FOLDER = "k8s/crds";
    // Kubernetes' own schema extensions: they shape the API server's handling, not what is valid here
    private static final List<String> KUBERNETES_EXTENSIONS = List.of("x-kubernetes-preserve-unknown-fields",
            "x-kubernetes-int-or-string", "x-kubernetes-embedded-resource", "x-kubernetes-list-type",
            "x-kubernetes-list-map-keys", "x-kubernetes-map-type", "x-kubernetes-validations");

    private static final YAMLMapper YAML = new YAMLMapper();
    private static final JsonMetaSchema DIALECT = JsonMetaSchema.builder(OpenApi30.getInstance())
            .keywords(KUBERNETES_EXTENSIONS.stream().map(NonValidationKeyword::new).toList()).build();
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4,
            builder -> builder.metaSchema(DIALECT).defaultMetaSchemaIri(DIALECT.getIri()));
    private static final SchemaValidatorsConfig CONFIG = SchemaValidatorsConfig.builder()
            .pathType(PathType.JSON_POINTER).nullableKeywordEnabled(true).build();

    private static final Map<String, JsonSchema> SCHEMAS = load(Repository.root().resolve(FOLDER));

    private CrdSchemas() {
    }

    /** The types ("group/version Kind") a kept CRD serves. */
    static Set<String> types() {
        return SCHEMAS.keySet();
    }

    /** What is wrong with {@code doc} by its CRD ("/path: reason"), or nothing; empty too for a type no kept CRD serves. */
    static Optional<String> problem(JsonNode doc) {
        JsonSchema schema = SCHEMAS.get(StrictModels.typeOf(doc));
        if (schema == null) {
            return Optional.empty();
        }
        return schema.validate(doc).stream().map(CrdSchemas::describe).sorted().findFirst();
    }

    private static String describe(ValidationMessage message) {
        String at = message.getInstanceLocation().toString();
        // an unknown field is reported on its parent object; name the field itself
        String path = "additionalProperties".equals(message.getType()) ? at + "/" + message.getProperty() : at;
        return path + ": " + message.getMessage();
    }

    private static Map<String, JsonSchema> load(Path folder) {
        Map<String, JsonSchema> schemas = new HashMap<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                for (JsonNode crd : YAML.readValues(YAML.createParser(file.toFile()), JsonNode.class).readAll()) {
                    String group = crd.at("/spec/group").asText();
                    String kind = crd.at("/spec/names/kind").asText();
                    for (JsonNode version : crd.at("/spec/versions")) {
                        if (!version.path("served").asBoolean()) {
                            continue;
                        }
                        String type = group + "/" + version.path("name").asText() + " " + kind;
                        JsonNode schema = close(version.at("/schema/openAPIV3Schema").deepCopy());
                        if (schemas.put(type, FACTORY.getSchema(schema, CONFIG)) != null) {
                            // two versions of one operator kept side by side: the check would pick one by chance
                            throw new IllegalStateException(type + " is defined twice under " + folder);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return schemas;
    }

    /** Refuses members an object schema does not name, as the API server's strict field validation does. */
    private static JsonNode close(JsonNode schema) {
        if (schema instanceof ObjectNode object && object.has("properties") && !object.has("additionalProperties")
                && !object.path("x-kubernetes-preserve-unknown-fields").asBoolean()) {
            object.put("additionalProperties", false);
        }
        // only where a schema holds schemas (a default or an enum value is data, and stays as it is)
        schema.path("properties").forEach(CrdSchemas::close);
        Stream.of("items", "additionalProperties", "not").map(schema::path).filter(JsonNode::isObject).forEach(CrdSchemas::close);
        Stream.of("allOf", "anyOf", "oneOf").map(schema::path).forEach(branches -> branches.forEach(CrdSchemas::close));
        return schema;
    }
}
