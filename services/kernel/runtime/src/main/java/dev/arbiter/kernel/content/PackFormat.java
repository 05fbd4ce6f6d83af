package dev.arbiter.kernel.content;

import java.util.List;

/**
 * What a ruleset tells the kernel about its content packs: the JSON Schema they must match, the
 * packs it ships, and how to turn a pack the schema accepted into the ruleset's own card types.
 * Everything else (finding the files, JSON and YAML, validation, hashes, serving them, pinning
 * games to them) is the kernel's. A service with packs produces one bean of this type.
 *
 * @param <P> the ruleset's reading of one pack
 */
public interface PackFormat<P> {

    /**
     * The schema's file name in contracts/content (say {@code kharnage.schema.json}); the build
     * puts it in the service's jar under {@value PackLoader#SCHEMAS}. The schema must require a
     * string member {@code pack} (the pack id) and {@code version}.
     */
    String schema();

    /** Classpath resources of the packs the ruleset ships (say {@code packs/<ruleset>/demo.json}: a folder per ruleset, so that a jar holding several rulesets, like the benchmarks', keeps every one), loaded before the folder's. */
    List<String> builtIn();

    /**
     * Reads a pack its schema accepted. Throws {@link PackException}, naming {@code pack.source()}
     * and the place, for what a schema cannot say (unique ids, cross references).
     */
    P read(PackFile pack);
}
