package dev.arbiter.warfighter.pack;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackReader;
import dev.arbiter.kernel.content.PackRefusal;
import dev.arbiter.warfighter.rules.Pack;

/**
 * Warfighter's content packs for the kernel's loader: documents valid against
 * contracts/content/warfighter.schema.json, checked for what a schema cannot say ({@link PackChecks},
 * docs/rules/warfighter.md, Content packs) and bound to the plain records the rules use. A bad
 * pack is refused with a {@link PackException} naming the file, the JSON pointer and the problem.
 */
public final class WarfighterPacks extends PackReader<Pack> {

    public static final String DEMO = "packs/warfighter/demo.json";

    private static final ObjectMapper JSON = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    public WarfighterPacks() {
        super("warfighter.schema.json", DEMO);
    }

    /** The demo pack shipped in the jar (original cards, not the published ones), read without a service. */
    public static Pack demo() {
        return new WarfighterPacks().shipped();
    }

    @Override
    protected void check(Pack pack, PackRefusal refusal) {
        PackChecks.check(pack, refusal);
    }

    @Override
    protected Pack bind(JsonNode root, String sha) {
        ObjectNode copy = root.deepCopy();
        // the Map's "final" is a Java keyword: the record calls it finalTowns
        for (JsonNode map : copy.path("campaignMaps")) {
            if (map.has("final")) {
                ((ObjectNode) map).set("finalTowns", map.get("final"));
                ((ObjectNode) map).remove("final");
            }
        }
        return bound(JSON, copy, Pack.class).withSha256(sha);
    }
}
