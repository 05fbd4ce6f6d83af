package dev.arbiter.kernel.content;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;

/**
 * What every ruleset's pack reader shares: its schema and shipped packs, reading a pack as binding
 * then checking what the schema cannot say, and the first shipped pack read without a service
 * (rules tests, playouts and benchmarks play on it). A ruleset's reader says how a document binds
 * to its records and what it checks.
 */
public abstract class PackReader<P> implements PackFormat<P> {

    private final String schema;
    private final List<String> builtIn;

    protected PackReader(String schema, String... builtIn) {
        this.schema = schema;
        this.builtIn = List.of(builtIn);
    }

    @Override
    public final String schema() {
        return schema;
    }

    @Override
    public final List<String> builtIn() {
        return builtIn;
    }

    @Override
    public final P read(PackFile file) {
        P pack = bind(file.document(), file.sha256());
        check(pack, new PackRefusal(file.source()));
        return pack;
    }

    /** The first pack the ruleset ships, read without a service. */
    public final P shipped() {
        return new PackLoader<>(this).builtIn().get(0).content();
    }

    /** The ruleset's records of a document its schema accepted, stamped with the file's SHA-256. */
    protected abstract P bind(JsonNode document, String sha256);

    /** Refuses, through {@code refusal}, what the schema cannot say (unique ids, cross references). */
    protected abstract void check(P pack, PackRefusal refusal);

    /** Binds a document to {@code type} with {@code json}; what does not bind refuses the pack. */
    protected static <T> T bound(ObjectMapper json, JsonNode document, Class<T> type) {
        try {
            return json.treeToValue(document, type);
        } catch (JsonProcessingException e) {
            throw new PackException("pack " + document.path("pack").asText() + " cannot be read: " + e.getOriginalMessage());
        }
    }
}
