package dev.arbiter.warmachine.pack;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackFile;
import dev.arbiter.kernel.content.PackFormat;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.warmachine.rules.Pack;
import java.util.List;

/**
 * WARMACHINE's content packs for the kernel's loader: documents valid against
 * contracts/content/warmachine.schema.json, bound to the plain records of dev.arbiter.warmachine.rules and
 * checked for what a schema cannot say ({@link PackChecks}, {@link ListChecks}, {@link TerrainChecks};
 * docs/rules/warmachine.md, Content packs). A bad pack is refused with a {@link PackException} naming the
 * file, the JSON pointer and the problem.
 */
public final class WarmachinePacks implements PackFormat<Pack> {

    public static final String DEMO = "packs/warmachine/demo.json";

    // stat names are upper case on the card (SPD, FOCUS) and enum values lower case in the pack (warjack, light, Tough),
    // so both are matched without regard to case rather than annotating the pure records
    private static final ObjectMapper JSON = JsonMapper.builder()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES, MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
            .build();

    @Override
    public String schema() {
        return "warmachine.schema.json";
    }

    @Override
    public List<String> builtIn() {
        return List.of(DEMO);
    }

    @Override
    public Pack read(PackFile file) {
        Pack pack = read(file.document(), file.sha256());
        PackChecks.check(pack, file.source());
        ListChecks.check(pack, file.source());
        TerrainChecks.check(pack, file.source());
        return pack;
    }

    /** The demo pack shipped in the jar (original models, not the published ones), read without a service. */
    public static Pack demo() {
        return new PackLoader<>(new WarmachinePacks()).builtIn().get(0).content();
    }

    private static Pack read(JsonNode root, String sha) {
        try {
            return JSON.treeToValue(root, Pack.class).withSha256(sha);
        } catch (JsonProcessingException e) {
            throw new PackException("pack " + root.path("pack").asText() + " cannot be read: " + e.getOriginalMessage());
        }
    }
}
