package dev.arbiter.warmachine.pack;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackReader;
import dev.arbiter.kernel.content.PackRefusal;
import dev.arbiter.warmachine.rules.Pack;

/**
 * WARMACHINE's content packs for the kernel's loader: documents valid against
 * contracts/content/warmachine.schema.json, bound to the plain records of dev.arbiter.warmachine.rules and
 * checked for what a schema cannot say ({@link PackChecks}, {@link ListChecks}, {@link TerrainChecks};
 * docs/rules/warmachine.md, Content packs). A bad pack is refused with a {@link PackException} naming the
 * file, the JSON pointer and the problem.
 */
public final class WarmachinePacks extends PackReader<Pack> {

    public static final String DEMO = "packs/warmachine/demo.json";

    // stat names are upper case on the card (SPD, FOCUS) and enum values lower case in the pack (warjack, light, Tough),
    // so both are matched without regard to case rather than annotating the pure records
    private static final ObjectMapper JSON = JsonMapper.builder()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES, MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
            .build();

    public WarmachinePacks() {
        super("warmachine.schema.json", DEMO);
    }

    /** The demo pack shipped in the jar (original models, not the published ones), read without a service. */
    public static Pack demo() {
        return new WarmachinePacks().shipped();
    }

    @Override
    protected Pack bind(JsonNode root, String sha) {
        return bound(JSON, root, Pack.class).withSha256(sha);
    }

    @Override
    protected void check(Pack pack, PackRefusal refusal) {
        PackChecks.check(pack, refusal);
        ListChecks.check(pack, refusal);
        TerrainChecks.check(pack, refusal);
    }
}
