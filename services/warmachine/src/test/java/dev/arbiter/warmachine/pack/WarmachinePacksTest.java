package dev.arbiter.warmachine.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.effect.Quality;
import dev.arbiter.warmachine.rules.geometry.BaseSize;
import dev.arbiter.warmachine.rules.geometry.Ground;
import dev.arbiter.warmachine.rules.geometry.Protection;
import dev.arbiter.warmachine.rules.geometry.TerrainFeature;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** WARMACHINE's packs through the kernel's loader, without a service: the real schema, the real reader and its checks. */
class WarmachinePacksTest {

    private static final PackLoader<Pack> LOADER = new PackLoader<>(new WarmachinePacks());
    private static final ObjectMapper JSON = new ObjectMapper();
    // places in the demo pack
    private static final int VANCE = 0;
    private static final int TINKER = 1;
    private static final int BASTION = 2;
    private static final int IRONCOATS = 3;
    private static final int WREN = 4;
    private static final int BRASSMARK_LIST = 0;
    private static final int FOREST = 0;
    private static final int RUBBLE = 1;
    private static final int CRATES = 4;
    private static final int FARMHOUSE = 6;

    private static byte[] demoBytes() throws IOException {
        try (InputStream in = WarmachinePacks.class.getClassLoader().getResourceAsStream(WarmachinePacks.DEMO)) {
            return in.readAllBytes();
        }
    }

    @Test
    @DisplayName("docs/rules/warmachine.md, The demo pack: original models said to be so, two factions of every milestone 1 model type")
    void demoLoads() throws IOException {
        Pack demo = WarmachinePacks.demo();
        assertEquals("demo", demo.pack());
        assertTrue(demo.notice().startsWith("DEMO MODELS, NOT THE PUBLISHED ONES"));
        assertEquals(HashChain.sha256(demoBytes()), demo.sha256());
        for (String faction : List.of("brassmark", "thornwake")) {
            List<Profile> models = demo.models().stream().filter(m -> m.faction().equals(faction)).toList();
            assertEquals(List.of(Profile.Type.WARCASTER, Profile.Type.WARJACK, Profile.Type.WARJACK, Profile.Type.UNIT, Profile.Type.SOLO,
                    Profile.Type.SOLO), models.stream().map(Profile::type).toList(), faction);
            assertEquals(List.of(Profile.WarjackClass.LIGHT, Profile.WarjackClass.HEAVY),
                    models.stream().filter(m -> m.warjackClass() != null).map(Profile::warjackClass).toList(), faction);
        }
        assertEquals(2, demo.lists().size());
        assertEquals("Mosh Pit", demo.scenario("mosh-pit").orElseThrow().name());
    }

    @Test
    @DisplayName("inventory section 4: the numbers the acceptance examples need are on the demo models")
    void exampleNumbers() {
        Pack demo = WarmachinePacks.demo();
        Profile bastion = demo.model("bastion").orElseThrow();
        assertEquals(5, bastion.stats().rat(), "EX14: a RAT 5 warjack");
        assertEquals(BaseSize.LARGE, bastion.baseSize(), "B02: a heavy warjack on a large base");
        assertEquals(2, demo.model("tinker").orElseThrow().weapons().get(0).rof(), "EX16: a ROF 2 gun");
        List<Double> reach = demo.model("hollow-wardens").orElseThrow().weapons().stream().map(Profile.Weapon::rng).toList();
        assertEquals(List.of(2.0, 0.5), reach, "EX54: a 2\" reach weapon and a 0.5\" shield on one model");
        Profile wren = demo.model("wren").orElseThrow();
        assertEquals(List.of("Pathfinder", "Stealth"), wren.advantages(), "EX113");
        assertEquals(BaseSize.SMALL, wren.baseSize(), "EX113: a 30 mm base");
        assertEquals(2, IntStream.range(0, 6).filter(c -> bastion.grid().get(c).indexOf('C') >= 0).findFirst().orElseThrow(),
                "EX73: the lowest-numbered column with a Cortex box is column 3");
        Profile.Spell murk = demo.model("thorne").orElseThrow().spells().get(1);
        assertEquals(List.of(new Profile.Modifier("DEF", -2), new Profile.Modifier("RAT", -2)), murk.modifiers(), "EX13, EX14: -2 DEF and RAT");
        assertEquals(6, demo.model("vance").orElseThrow().stats().focus());
    }

    @Test
    @DisplayName("the layout's features become the geometry kernel's terrain (rulebook \"Custom Terrain\")")
    void layoutMapsOntoGeometry() {
        List<TerrainFeature> terrain = WarmachinePacks.demo().layout("crossroads").orElseThrow().terrain();
        assertEquals(9, terrain.size());
        TerrainFeature crates = terrain.get(CRATES);
        assertEquals(List.of(Ground.OBSTACLE, Protection.COVER, 1.0), List.of(crates.ground(), crates.protection(), crates.height()));
        assertEquals(Ground.OBSTRUCTION, terrain.get(FARMHOUSE).ground());
        assertEquals(Protection.CONCEALMENT, terrain.get(FOREST).protection());
        assertEquals(Protection.COVER, terrain.get(RUBBLE).protection());
    }

    static Stream<Arguments> brokenCopies() {
        return Stream.of(
                broken("an id used twice", "/models/1/id", root -> model(root, TINKER).put("id", "vance")),
                broken("a model of no faction of the pack", "/models/4/faction", root -> model(root, WREN).put("faction", "nowhere")),
                broken("a warcaster without FOCUS", "/models/0/stats", root -> ((ObjectNode) model(root, VANCE).get("stats")).remove("FOCUS")),
                broken("a light warjack on a large base (B02)", "/models/1/base", root -> model(root, TINKER).put("base", 50)),
                broken("a grid without Cortex boxes", "/models/2/grid", root -> {
                    ArrayNode grid = (ArrayNode) model(root, BASTION).get("grid");
                    for (int c = 0; c < grid.size(); c++) {
                        grid.set(c, grid.get(c).asText().replace('C', '.'));
                    }
                }),
                broken("a head weapon on a grid without H boxes", "/models/1/weapons/0/location",
                        root -> ((ObjectNode) model(root, TINKER).get("weapons").get(0)).put("location", "H")),
                broken("two unit options of one size", "/models/3/unit/options/1/troopers",
                        root -> ((ObjectNode) model(root, IRONCOATS).get("unit").get("options").get(1)).put("troopers", 6)),
                broken("a list over its points", "/lists/0/entries", root -> entries(root).addObject().put("model", "gatewarden")),
                broken("a list more than 5 points below its level", "/lists/0/points", root -> entries(root).remove(3)),
                broken("a list led by no model of the pack", "/lists/0/warcaster", root -> list(root).put("warcaster", "nobody")),
                broken("a list led by a solo", "/lists/0/warcaster", root -> list(root).put("warcaster", "wren")),
                broken("an entry of no model of the pack", "/lists/0/entries/5/model", root -> entry(root, 5).put("model", "nobody")),
                broken("an entry of the other faction", "/lists/0/entries/5/model", root -> entry(root, 5).put("model", "mirestalker")),
                broken("a warjack over its field allowance", "/lists/0/entries/1/model", root -> model(root, BASTION).put("fa", 1)),
                broken("a unit size it is not sold in", "/lists/0/entries/3/troopers", root -> entry(root, 3).put("troopers", 8)),
                broken("a second warcaster among the entries", "/lists/0/entries/7/model", root -> entries(root).addObject().put("model", "vance")),
                broken("a solo bought in a size", "/lists/0/entries/5/troopers", root -> entry(root, 5).put("troopers", 6)),
                broken("a warjack with CMD (B06)", "/models/2/stats", root -> ((ObjectNode) model(root, BASTION).get("stats")).put("CMD", 6)),
                broken("an offensive spell of RNG SELF, an AOE attack", "/models/0/spells/0/offensive", root -> spell(root, VANCE, 0).put("rng", "SELF")),
                broken("an AOE CTRL spell not centred on its caster", "/models/0/spells/1/rng", root -> spell(root, VANCE, 1).put("aoe", "CTRL")),
                broken("an upkeep spell with AOE CTRL", "/models/0/spells/3/aoe", root -> spell(root, VANCE, 3).put("aoe", "CTRL")),
                broken("a unit bought without a size", "/lists/0/entries/3/troopers", root -> entry(root, 3).remove("troopers")),
                broken("an Officer that is no trooper of a unit (L01)", "/models/4/advantages",
                        root -> ((ArrayNode) model(root, WREN).get("advantages")).add("Officer")),
                broken("a unit led by nobody: no Leader and no Officer (L01)", "/models/3/unit", root -> unit(root).remove("leader")),
                broken("a unit attaching a model that is no trooper card", "/models/3/unit/attached/0",
                        root -> unit(root).putArray("attached").add("wren")),
                broken("a unit with two Officers (L01)", "/models/3/unit/attached", root -> {
                    ((ArrayNode) root.get("models")).add(officer(root, "aide")).add(officer(root, "adjutant"));
                    unit(root).putArray("attached").add("aide").add("adjutant");
                }),
                broken("a trooper bought apart from its unit", "/lists/0/entries/7/model", root -> {
                    ((ArrayNode) root.get("models")).add(officer(root, "aide"));
                    entries(root).addObject().put("model", "aide");
                }),
                broken("an advantage no rule acts on yet", "/models/4/advantages/2",
                        root -> ((ArrayNode) model(root, WREN).get("advantages")).add("Flight")),
                broken("a weapon quality no rule acts on yet", "/models/1/weapons/1/qualities/0",
                        root -> ((ObjectNode) model(root, TINKER).get("weapons").get(1)).putArray("qualities").add("Sunder")),
                broken("a continuous effect no rule knows", "/models/0/feat/effects/1",
                        root -> featEffect(root, 1).put("kind", "continuous").put("what", "acid")),
                broken("a feat effect of a kind the framework does not know", "/models/0/feat/effects/1",
                        root -> featEffect(root, 1).put("kind", "teleport")),
                broken("a cannot effect forbidding what no rule names", "/models/0/feat/effects/1",
                        root -> featEffect(root, 1).put("what", "be-slammed")),
                broken("a modifier of amount 0", "/models/0/feat/effects/0", root -> featEffect(root, 0).put("amount", 0)),
                broken("a feat with effects but no duration", "/models/0/feat", root -> ((ObjectNode) model(root, VANCE).get("feat")).remove("duration")),
                broken("a feature id used twice in a layout", "/layouts/0/features/1/id", root -> feature(root, RUBBLE).put("id", "west-forest")),
                broken("an outline that crosses itself", "/layouts/0/features/0", root -> {
                    ArrayNode outline = (ArrayNode) feature(root, FOREST).get("outline");
                    outline.insert(0, outline.remove(1));
                }),
                broken("an obstacle taller than 1\" (O13)", "/layouts/0/features/4", root -> feature(root, CRATES).put("height", 1.5)),
                broken("a feature off the table", "/layouts/0/features/6/outline", root -> outline(root, FARMHOUSE, -6, 0)),
                broken("an obstruction in Mosh Pit's zone", "/scenarios/0/layouts/0", root -> outline(root, FARMHOUSE, 18, -14)),
                broken("a scenario on a layout the pack lacks", "/scenarios/0/layouts/0",
                        root -> ((ArrayNode) root.get("scenarios").get(0).get("layouts")).set(0, "nowhere")),
                broken("a zone off the table", "/scenarios/0/zone",
                        root -> ((ArrayNode) root.get("scenarios").get(0).get("zone").get("centre")).set(0, 3)));
    }

    static Stream<Arguments> offSchema() {
        return Stream.of(
                broken("a spell with a template AOE", "/models/0/spells/0/aoe",
                        root -> ((ObjectNode) model(root, VANCE).get("spells").get(0)).put("aoe", 3)),
                broken("a modifier of no stat of the bar", "/models/0/feat/effects/0/stat", root -> featEffect(root, 0).put("stat", "LUCK")),
                broken("an upkeep flag on a spell whose DUR is not UP", "/models/0/spells/1/upkeep",
                        root -> spell(root, VANCE, 1).put("upkeep", true)),
                broken("a warjack with a row of damage boxes", "/models/1",
                        root -> model(root, TINKER).put("damage", 10)),
                broken("a grid with a system milestone 1 lacks", "/models/2/grid/0",
                        root -> ((ArrayNode) model(root, BASTION).get("grid")).set(0, "..A.L")));
    }

    private static Arguments broken(String what, String pointer, Consumer<ObjectNode> change) {
        return Arguments.of(what, pointer, change);
    }

    private static ObjectNode model(ObjectNode root, int index) {
        return (ObjectNode) root.get("models").get(index);
    }

    private static ObjectNode spell(ObjectNode root, int model, int index) {
        return (ObjectNode) model(root, model).get("spells").get(index);
    }

    private static ObjectNode featEffect(ObjectNode root, int index) {
        return (ObjectNode) model(root, VANCE).get("feat").get("effects").get(index);
    }

    private static ObjectNode unit(ObjectNode root) {
        return (ObjectNode) model(root, IRONCOATS).get("unit");
    }

    /** An Officer's card: Wren's numbers as a trooper of the Brassmark. */
    private static ObjectNode officer(ObjectNode root, String id) {
        ObjectNode card = model(root, WREN).deepCopy();
        card.put("id", id).put("type", "trooper").remove("cost");
        ((ArrayNode) card.putArray("advantages")).add("Officer");
        return card;
    }

    private static ObjectNode list(ObjectNode root) {
        return (ObjectNode) root.get("lists").get(BRASSMARK_LIST);
    }

    private static ArrayNode entries(ObjectNode root) {
        return (ArrayNode) list(root).get("entries");
    }

    private static ObjectNode entry(ObjectNode root, int index) {
        return (ObjectNode) entries(root).get(index);
    }

    private static ObjectNode feature(ObjectNode root, int index) {
        return (ObjectNode) root.get("layouts").get(0).get("features").get(index);
    }

    /** Moves a feature's outline. */
    private static void outline(ObjectNode root, int index, double dx, double dy) {
        for (var corner : feature(root, index).get("outline")) {
            ((ArrayNode) corner).set(0, corner.get(0).asDouble() + dx);
            ((ArrayNode) corner).set(1, corner.get(1).asDouble() + dy);
        }
    }

    private static PackException refusal(Consumer<ObjectNode> change) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(demoBytes());
        root.put("pack", "broken");
        change.accept(root);
        return assertThrows(PackException.class, () -> LOADER.parse(JSON.writeValueAsBytes(root), "broken.json"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenCopies")
    @DisplayName("docs/rules/warmachine.md, Content packs: each check refuses a broken copy of the demo pack, naming the JSON pointer")
    void refused(String what, String pointer, Consumer<ObjectNode> change) throws IOException {
        String message = refusal(change).getMessage();
        assertTrue(message.startsWith("broken.json at " + pointer + ": "), what + ": " + message);
    }

    @Test
    @DisplayName("docs/rules/warmachine.md, Effects, feats and upkeep: an unknown effect kind refuses the pack at start-up, naming the card and the member")
    void unknownEffectNamesCardAndMember() throws IOException {
        String message = refusal(root -> featEffect(root, 1).put("kind", "teleport")).getMessage();
        assertEquals("broken.json at /models/0/feat/effects/1: card 'vance', feat Hold the Line: unknown effect kind 'teleport': "
                + "the effects are \"modifier\", \"cannot\" and \"continuous\"", message);
    }

    @Test
    @DisplayName("docs/rules/warmachine.md, Weapon qualities and advantages: an unknown advantage or weapon quality refuses the pack at start-up, naming the card and the member")
    void unknownAdvantageOrQualityNamesCardAndMember() throws IOException {
        assertEquals("broken.json at /models/4/advantages/2: card 'wren': unknown advantage 'Flight': the advantages are "
                + Profile.Advantage.cardNames(), refusal(root -> ((ArrayNode) model(root, WREN).get("advantages")).add("Flight")).getMessage());
        assertEquals("broken.json at /models/1/weapons/1/qualities/0: card 'tinker', weapon Piston Fist: unknown weapon quality 'Sunder': "
                        + "the qualities are " + Quality.cardNames(),
                refusal(root -> ((ObjectNode) model(root, TINKER).get("weapons").get(1)).putArray("qualities").add("Sunder")).getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("offSchema")
    @DisplayName("contracts/content/warmachine.schema.json: what milestone 1 does not play is refused by the schema, naming the JSON pointer")
    void refusedBySchema(String what, String pointer, Consumer<ObjectNode> change) throws IOException {
        String message = refusal(change).getMessage();
        assertTrue(message.startsWith("broken.json: does not match warmachine.schema.json: ") && message.contains("at " + pointer + ": "),
                what + ": " + message);
    }
}
