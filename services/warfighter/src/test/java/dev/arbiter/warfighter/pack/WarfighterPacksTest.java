package dev.arbiter.warfighter.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Pack;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Warfighter's packs through the kernel's loader: the real schema, the real reader and its checks. */
class WarfighterPacksTest {

    private static final PackLoader<Pack> LOADER = new PackLoader<>(new WarfighterPacks());
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Places among the demo pack's Attachments and Locations. */
    private static final int FIELD_RADIO = 2;
    /** Steady Nerves's place among the demo pack's Skills. */
    private static final int STEADY_NERVES = 4;
    /** Field Rations's place among the demo pack's Action Cards. */
    private static final int FIELD_RATIONS = 7;
    private static final int FIELD_DEPOT = 5;
    private static final int BRIDGING_KIT = 7;
    private static final int FROZEN_MARSH = 5;
    private static final int GRENADIER_COMPANY = 9;
    private static final int FORWARD_OBSERVER = 1;

    private static byte[] demoBytes() throws IOException {
        try (InputStream in = WarfighterPacks.class.getClassLoader().getResourceAsStream(WarfighterPacks.DEMO)) {
            return in.readAllBytes();
        }
    }

    @Test
    @DisplayName("docs/rules/warfighter.md, The demo pack: original cards marked as such, every card type read")
    void demoLoads() throws IOException {
        Pack demo = WarfighterPacks.demo();
        assertEquals("demo", demo.id());
        assertTrue(demo.notice().startsWith("DEMO CARDS, NOT THE PUBLISHED ONES"));
        assertEquals(HashChain.sha256(demoBytes()), demo.sha256());
        assertEquals(9, demo.armies().size());
        assertEquals(11, demo.hostiles().size());
        assertEquals(34, demo.actionCards().stream().mapToInt(Cards.ActionCard::copies).sum());
        Cards.Army the309th = demo.army("309th-regiment").orElseThrow();
        assertEquals(40, the309th.cost(), "warfighter-war.md §2.2.1: the 309th costs 40 RP");
        assertEquals(6, the309th.maxManpower());
        assertEquals(2, the309th.attackChart().column(4).actions(), "§2.2.1: 2 Actions with 0-2 Hits");
        assertEquals(1, the309th.attackChart().column(3).actions(), "§2.2.1: 1 Action with 3-5 Hits");
        assertEquals(java.util.List.of("ashby"), demo.campaignMap("lowland-road").orElseThrow().towns().stream().limit(1)
                .map(Cards.MapTown::town).toList());
        assertTrue(!demo.campaignMap("lowland-road").orElseThrow().finalTowns().isEmpty(), "the Map's final member is read");
    }

    static Stream<Arguments> brokenCopies() {
        return Stream.of(
                broken("an id used twice", "/armies/1/id", root -> ((ObjectNode) armies(root).get(1)).put("id", "309th-regiment")),
                broken("Manpower headers that do not fall", "/armies/0/attackChart/columns/1/manpower",
                        root -> column(root, 0, 1).put("manpower", 7)),
                broken("a first header that is not the card's Manpower", "/armies/0/attackChart/columns/0/manpower",
                        root -> ((ObjectNode) armies(root).get(0)).put("manpower", 5)),
                broken("bands not in rising order", "/armies/0/attackChart/columns/0/from/1",
                        root -> ((ArrayNode) column(root, 0, 0).get("from")).set(1, 1)),
                broken("a level line with a gap", "/armies/1/campaign/level",
                        root -> ((ObjectNode) armies(root).get(1).get("campaign")).put("level", 3)),
                broken("a region without a Location deck", "/regions/0",
                        root -> root.get("locations").forEach(l -> ((ObjectNode) l).put("region", "elsewhere"))),
                broken("tier stars that do not fill the columns", "/missions/4/locationTiers",
                        root -> ((ArrayNode) mission(root, 4).get("locationTiers")).remove(0)),
                broken("a Town naming a missing Mission", "/towns/0/mission",
                        root -> ((ObjectNode) root.get("towns").get(0)).put("mission", "no-such-mission")),
                broken("a Hostile of an unknown deck", "/hostiles/0/deck",
                        root -> ((ObjectNode) root.get("hostiles").get(0)).put("deck", "nowhere")),
                broken("a Map whose start is not Nuisance", "/campaignMaps/0/start",
                        root -> ((ObjectNode) root.get("campaignMaps").get(0)).put("start", "brackenford")),
                broken("a declare-timing ability that does not change the attack (Field Radio drawing cards)", "/attachments/" + FIELD_RADIO + "/abilities/0",
                        root -> ((ObjectNode) root.get("attachments").get(FIELD_RADIO).get("abilities").get(0)).put("effect", "drawCards")),
                broken("a declare-timing ability whose bracketed text does not change the attack", "/attachments/" + FIELD_RADIO + "/abilities/0",
                        root -> ((ObjectNode) root.get("attachments").get(FIELD_RADIO).get("abilities").get(0).get("upgun")).put("effect", "gainSupply")),
                broken("an activity-timing ability the engine cannot apply at once (Steady Nerves gaining Supply)",
                        "/skills/" + STEADY_NERVES + "/abilities/0",
                        root -> ((ObjectNode) root.get("skills").get(STEADY_NERVES).get("abilities").get(0)).put("effect", "gainSupply")),
                broken("an activity-timing alternative the engine cannot apply at once (Steady Nerves: remove Pins, or gain Supply)",
                        "/skills/" + STEADY_NERVES + "/abilities/0",
                        root -> ((ObjectNode) steadyNervesWithAlternatives(root).get("effects").get(1)).put("effect", "gainSupply").remove("environ")),
                broken("an Army-side Supply Phase ability, which the engine does not play for the team (§3.2.2.3; Steady Nerves giving Supply)",
                        "/skills/" + STEADY_NERVES + "/abilities/0/timing",
                        root -> ((ObjectNode) root.get("skills").get(STEADY_NERVES).get("abilities").get(0)).put("timing", "supplyPhase")
                                .put("effect", "supplyPhaseGain")),
                broken("an Army-side turn-start ability, which the engine does not play for the team (Steady Nerves removing Pins)",
                        "/skills/" + STEADY_NERVES + "/abilities/0/timing",
                        root -> ((ObjectNode) root.get("skills").get(STEADY_NERVES).get("abilities").get(0)).put("timing", "turnStart")),
                broken("a beige (preRoll) ability that does not redirect (Steady Nerves removing Pins before a Hostile's roll)",
                        "/skills/" + STEADY_NERVES + "/abilities/0",
                        root -> ((ObjectNode) root.get("skills").get(STEADY_NERVES).get("abilities").get(0)).put("timing", "preRoll")),
                broken("a Hostile's pre-roll ability that would be paid for nothing (Grenadier Company: an extra Hit before the roll)",
                        "/hostiles/" + GRENADIER_COMPANY + "/abilities/0",
                        root -> ((ObjectNode) root.get("hostiles").get(GRENADIER_COMPANY).get("abilities").get(0)).put("effect", "extraHit")),
                broken("a Hostile Attachment's ability of a timing the engine does not play for Hostiles (Forward Observer: hitTaken)",
                        "/hostileAttachments/" + FORWARD_OBSERVER + "/abilities/0/timing",
                        root -> ((ObjectNode) root.get("hostileAttachments").get(FORWARD_OBSERVER).get("abilities").get(0)).put("timing", "hitTaken")),
                broken("Supply counters beyond the Attachment's own stack (Field Depot: 4 of 3)", "/attachments/" + FIELD_DEPOT + "/counters",
                        root -> ((ObjectNode) root.get("attachments").get(FIELD_DEPOT).get("counters").get(0)).put("amount", 4)),
                broken("Supply counters on an Attachment without a stack (Bridging Kit)", "/attachments/" + BRIDGING_KIT + "/counters",
                        root -> ((ObjectNode) root.get("attachments").get(BRIDGING_KIT).get("counters").get(0)).put("counter", "supply")),
                broken("two Environ keywords on one Location (Frozen Marsh)", "/locations/" + FROZEN_MARSH + "/keywords",
                        root -> ((ArrayNode) root.get("locations").get(FROZEN_MARSH).get("keywords"))
                                .add(JSON.createObjectNode().put("keyword", "Environ").put("amount", 3).put("environ", "Rain"))),
                broken("alternatives a choice cannot tell apart (Steady Nerves: remove Pins, or remove Pins)",
                        "/skills/" + STEADY_NERVES + "/abilities/0/effects/1/effect",
                        root -> ((ObjectNode) steadyNervesWithAlternatives(root).get("effects").get(1)).put("effect", "removePins").remove("environ")),
                broken("alternatives of an Action Card a choice cannot tell apart (Field Rations)", "/actionCards/" + FIELD_RATIONS + "/effects/1/effect",
                        root -> ((ObjectNode) root.get("actionCards").get(FIELD_RATIONS).get("effects").get(1)).put("effect", "gainSupply")));
    }

    static Stream<Arguments> offSchemaAlternatives() {
        return Stream.of(
                broken("effects without alternatives", "/skills/" + STEADY_NERVES + "/abilities/0",
                        root -> steadyNervesWithAlternatives(root).remove("alternatives")),
                broken("alternatives beside a single effect", "/skills/" + STEADY_NERVES + "/abilities/0",
                        root -> steadyNervesWithAlternatives(root).put("effect", "removePins")),
                broken("alternatives on an ability no command names a choice for (a declare-timing one)",
                        "/skills/" + STEADY_NERVES + "/abilities/0/timing",
                        root -> steadyNervesWithAlternatives(root).put("timing", "declare")));
    }

    /** Steady Nerves's ability rewritten as alternatives, as an Action Card's are written: remove 2 Pins, or a Cold Hardy counter. */
    private static ObjectNode steadyNervesWithAlternatives(ObjectNode root) {
        ObjectNode ability = (ObjectNode) root.get("skills").get(STEADY_NERVES).get("abilities").get(0);
        ability.remove(java.util.List.of("effect", "amount", "target"));
        ArrayNode effects = ability.putArray("effects");
        effects.addObject().put("effect", "removePins").put("amount", 2).put("target", "self");
        effects.addObject().put("effect", "giveHardy").put("target", "self").put("environ", "Cold");
        ability.put("alternatives", true);
        return ability;
    }

    @Test
    @DisplayName("clarification 120: an ability of alternatives is written as an Action Card's (effects, alternatives) and read with the choices a use may name")
    void alternativesRead() throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(demoBytes());
        root.put("pack", "alternatives");
        steadyNervesWithAlternatives(root);
        Cards.Ability read = LOADER.parse(JSON.writeValueAsBytes(root), "alternatives.json").content()
                .skill("steady-nerves").orElseThrow().abilities().get(0);
        assertEquals(java.util.List.of("removePins", "giveHardy"), read.choices());
        Cards.Ability hardy = read.used("giveHardy", false);
        assertEquals(java.util.List.of("giveHardy", 1, "self", "Cold"), java.util.List.of(hardy.effect(), hardy.value(), hardy.target(), hardy.environ()));
        assertEquals(2, read.used("removePins", false).value());
    }

    private static Arguments broken(String what, String pointer, Consumer<ObjectNode> change) {
        return Arguments.of(what, pointer, change);
    }

    private static ArrayNode armies(ObjectNode root) {
        return (ArrayNode) root.get("armies");
    }

    private static ObjectNode column(ObjectNode root, int army, int column) {
        return (ObjectNode) armies(root).get(army).get("attackChart").get("columns").get(column);
    }

    private static ObjectNode mission(ObjectNode root, int index) {
        return (ObjectNode) root.get("missions").get(index);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenCopies")
    @DisplayName("docs/rules/warfighter.md, Content packs: each check refuses a broken copy of the demo pack, naming the JSON pointer")
    void refused(String what, String pointer, Consumer<ObjectNode> change) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(demoBytes());
        root.put("pack", "broken");
        change.accept(root);
        PackException refused = assertThrows(PackException.class, () -> LOADER.parse(JSON.writeValueAsBytes(root), "broken.json"));
        assertTrue(refused.getMessage().startsWith("broken.json at " + pointer + ": "), what + ": " + refused.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("offSchemaAlternatives")
    @DisplayName("contracts/content/warfighter.schema.json, clarification 120: an ability's alternatives are written one way only (effects with alternatives, on an activity ability); the schema refuses any other, naming the JSON pointer")
    void alternativesOffSchema(String what, String pointer, Consumer<ObjectNode> change) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(demoBytes());
        root.put("pack", "broken");
        change.accept(root);
        PackException refused = assertThrows(PackException.class, () -> LOADER.parse(JSON.writeValueAsBytes(root), "broken.json"));
        assertTrue(refused.getMessage().startsWith("broken.json: does not match warfighter.schema.json: at " + pointer + ": "),
                what + ": " + refused.getMessage());
    }
}
