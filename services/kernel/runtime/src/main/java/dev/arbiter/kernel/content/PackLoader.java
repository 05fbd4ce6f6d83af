package dev.arbiter.kernel.content;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.arbiter.kernel.chain.HashChain;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Loads a ruleset's content packs: the built-in ones from the classpath, then every {@code .json},
 * {@code .yaml} or {@code .yml} file of a folder in name order. Each is parsed (duplicate keys
 * refused), validated against the ruleset's schema, hashed as stored and read by the ruleset's
 * {@link PackFormat}. The first bad pack refuses the lot with a {@link PackException} naming the
 * file, the JSON pointer of the place and the problem. Plain Java, so rules tests load packs too.
 */
public final class PackLoader<P> {

    /** Where a service's jar holds the pack schemas of contracts/content. */
    public static final String SCHEMAS = "schemas/content/";
    public static final String JSON_TYPE = "application/json";
    public static final String YAML_TYPE = "application/yaml";

    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");
    private static final ObjectMapper JSON = JsonMapper.builder().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).build();
    private static final ObjectMapper YAML = YAMLMapper.builder().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).build();

    private final PackFormat<P> format;
    private final JsonSchema schema;

    public PackLoader(PackFormat<P> format) {
        this.format = format;
        String resource = SCHEMAS + format.schema();
        try (InputStream in = resource(resource)) {
            SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().pathType(PathType.JSON_POINTER).build();
            this.schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(JSON.readTree(in), config);
        } catch (IOException e) {
            throw new PackException("classpath:" + resource + ": the pack schema cannot be read: " + e.getMessage(), e);
        }
    }

    /** The built-in packs followed by those of {@code folder}, if one is given; pack ids must be distinct. */
    public List<LoadedPack<P>> load(Optional<Path> folder) {
        List<LoadedPack<P>> packs = new ArrayList<>(builtIn());
        folder.ifPresent(f -> packs.addAll(folder(f)));
        Map<String, String> sources = new HashMap<>();
        for (LoadedPack<P> pack : packs) {
            String earlier = sources.putIfAbsent(pack.file().id(), pack.file().source());
            if (earlier != null) {
                throw new PackException(pack.file().source() + " at /pack: the id '" + pack.file().id() + "' is already the id of " + earlier);
            }
        }
        return packs;
    }

    /** The packs the ruleset ships. */
    public List<LoadedPack<P>> builtIn() {
        List<LoadedPack<P>> packs = new ArrayList<>();
        for (String resource : format.builtIn()) {
            try (InputStream in = resource(resource)) {
                packs.add(parse(in.readAllBytes(), "classpath:" + resource));
            } catch (IOException e) {
                throw new PackException("classpath:" + resource + ": cannot be read: " + e.getMessage(), e);
            }
        }
        return packs;
    }

    /** Every pack file of a folder, in name order. */
    public List<LoadedPack<P>> folder(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new PackException(folder + ": not a folder of content packs");
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> mediaType(f.getFileName().toString()).isPresent()).sorted().map(this::file).toList();
        } catch (IOException e) {
            throw new PackException(folder + ": cannot be listed: " + e.getMessage(), e);
        }
    }

    /** One pack file. */
    public LoadedPack<P> file(Path file) {
        try {
            return parse(Files.readAllBytes(file), file.toString());
        } catch (IOException e) {
            throw new PackException(file + ": cannot be read: " + e.getMessage(), e);
        }
    }

    /** Validates and reads one pack; {@code source} names it in messages and its extension says JSON or YAML. */
    public LoadedPack<P> parse(byte[] bytes, String source) {
        String mediaType = mediaType(source).orElseThrow(() -> new PackException(source + ": a pack file ends in .json, .yaml or .yml"));
        JsonNode document;
        try {
            document = (YAML_TYPE.equals(mediaType) ? YAML : JSON).readTree(bytes);
        } catch (IOException e) {
            throw new PackException(source + ": not valid " + (YAML_TYPE.equals(mediaType) ? "YAML" : "JSON") + ": " + e.getMessage(), e);
        }
        if (document == null || document.isMissingNode()) {
            throw new PackException(source + ": empty file");
        }
        String problems = schema.validate(document).stream().map(m -> "at " + place(m) + ": " + m.getError()).sorted()
                .collect(Collectors.joining("; "));
        if (!problems.isEmpty()) {
            throw new PackException(source + ": does not match " + format.schema() + ": " + problems);
        }
        String id = document.path("pack").asText("");
        if (!ID.matcher(id).matches() || !document.path("version").isTextual()) {
            throw new PackException(source + " at /pack: a pack needs an id \"pack\" matching " + ID + " and a text \"version\" ("
                    + format.schema() + " must require both)");
        }
        PackFile file = new PackFile(id, document.get("version").asText(), source, mediaType, bytes.clone(), HashChain.sha256(bytes),
                document);
        return new LoadedPack<>(file, format.read(file));
    }

    private static String place(ValidationMessage message) {
        String pointer = message.getInstanceLocation().toString();
        return pointer.isEmpty() ? "the top level" : pointer;
    }

    private static Optional<String> mediaType(String name) {
        if (name.endsWith(".json")) {
            return Optional.of(JSON_TYPE);
        }
        if (name.endsWith(".yaml") || name.endsWith(".yml")) {
            return Optional.of(YAML_TYPE);
        }
        return Optional.empty();
    }

    private static InputStream resource(String name) {
        InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new PackException("classpath:" + name + ": missing from the service's jar");
        }
        return in;
    }
}
