package dev.arbiter.highcommand.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Filter;
import dev.arbiter.highcommand.rules.cards.Location;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.QuickStart;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.highcommand.rules.cards.Warcaster;
import dev.arbiter.highcommand.rules.cards.WindsOfWar;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackLoader;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** High Command's packs through the kernel's loader: the real schema, the real reader, the demo pack as shipped. */
class HighCommandPacksTest {

    private static final PackLoader<Pack> LOADER = new PackLoader<>(new HighCommandPacks());
    private static final ObjectMapper JSON = new ObjectMapper();

    private static byte[] demoBytes() throws IOException {
        try (InputStream in = HighCommandPacks.class.getClassLoader().getResourceAsStream(HighCommandPacks.DEMO)) {
            return in.readAllBytes();
        }
    }

    private static Faction faction(String id) {
        return HighCommandPacks.demo().faction(id).orElseThrow();
    }

    private static ArmyCard card(String faction, String name) {
        return faction(faction).cards().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
    }

    @Test
    @DisplayName("Demo pack: four original factions, marked as demo cards and not the published ones, hashed as shipped")
    void demoPack() throws IOException {
        Pack demo = HighCommandPacks.demo();
        assertEquals("demo", demo.id());
        assertEquals(List.of("cygnar", "protectorate", "khador", "cryx"), demo.factions().stream().map(Faction::id).toList());
        assertTrue(demo.notice().contains("NOT THE PUBLISHED ONES"), demo.notice());
        assertTrue(demo.title().contains("not the published ones"), demo.title());
        assertEquals(HashChain.sha256(demoBytes()), demo.sha256());
        assertEquals("Arbiter demo", card("cryx", "Helldiver").set(), "a card without a set of its own is in the pack's set");
    }

    @Test
    @DisplayName("The reader keeps every member the schema gives: costs, resources, a versatile card, a condition, a negative amount, a gain")
    void readsEveryMember() {
        ArmyCard sergeant = card("cygnar", "Bastion Sergeant");
        assertEquals(Colour.purple, sergeant.colour());
        assertEquals(3, sergeant.copies());
        assertEquals(4, sergeant.purchaseCost().cmd());
        assertEquals(6, sergeant.rushCost().cmd());
        assertEquals(1, sergeant.victoryPoints());
        Ability guard = sergeant.abilities().get(0);
        assertEquals(Effect.cannotBeDestroyed, guard.effect());
        assertEquals(Filter.THIS, guard.target());
        assertEquals(new Filter(Filter.Owner.friendly, List.of("warjack"), Filter.Where.here), guard.condition().count());
        assertEquals(1, guard.condition().atLeast());
        assertNull(guard.condition().atMost());
        assertEquals(1, card("khador", "Hill Fort Gunners").abilities().get(0).condition().atMost());

        assertEquals(new Resources(1, 1), card("cygnar", "Arc Engineers").resources(), "versatile: either type (ORDERS)");
        assertEquals(Resources.NONE, card("cryx", "Ossuary Hulk").resources(), "a card that cannot be discarded for resources");
        assertNull(card("cygnar", "Supply Clerks").rushCost(), "no rush box: it cannot be rushed");
        ArmyCard levy = card("cygnar", "Crown Levies");
        assertTrue(levy.basicResource());
        assertNull(levy.purchaseCost());
        assertNull(levy.health());
        assertTrue(card("khador", "Drill Kommissar Pavlo").character());

        assertEquals(-1, card("cryx", "Grave Lantern Wisps").abilities().get(0).amount());
        Ability tithe = card("protectorate", "Tithe Collectors").abilities().get(0);
        assertEquals(new Resources(3, 0), tithe.gain());

        Warcaster sorscha = faction("khador").warcasters().get(0);
        assertEquals("khador-kommander-sorscha-kratikoff", sorscha.id());
        assertTrue(sorscha.character(), "a warcaster is a character unless its card says otherwise (WARCASTER CARD 2)");
        assertEquals(List.of(Colour.orange, Colour.red), sorscha.colours());
        assertEquals(2, sorscha.rushCost().cmd());
        assertEquals(4, sorscha.rushCost().war());
        assertEquals(2, sorscha.battlegroupCommander());

        WindsOfWar reckoning = HighCommandPacks.demo().windsOfWar().stream().filter(WindsOfWar::endsGame).findFirst().orElseThrow();
        assertEquals("Day of Reckoning", reckoning.name());
        assertEquals(Stage.late, reckoning.stage());
        Location corvis = HighCommandPacks.demo().locations().stream().filter(l -> l.id().equals("corvis")).findFirst().orElseThrow();
        assertEquals(4, corvis.victoryPoints());
        assertEquals(Trigger.whenYouCapture, corvis.abilities().get(0).trigger());
    }

    @Test
    @DisplayName("Every trigger and every effect of the ability vocabulary occurs in the demo pack (docs/rules/high-command.md, Abilities)")
    void everyTriggerAndEffectOccurs() {
        Pack demo = HighCommandPacks.demo();
        List<Ability> abilities = new ArrayList<>();
        for (Faction f : demo.factions()) {
            f.cards().forEach(c -> abilities.addAll(c.abilities()));
            f.warcasters().forEach(w -> abilities.addAll(w.abilities()));
        }
        demo.locations().forEach(l -> abilities.addAll(l.abilities()));
        demo.windsOfWar().forEach(w -> abilities.addAll(w.abilities()));
        Set<Trigger> triggers = EnumSet.noneOf(Trigger.class);
        Set<Effect> effects = EnumSet.noneOf(Effect.class);
        abilities.forEach(a -> {
            triggers.add(a.trigger());
            effects.add(a.effect());
        });
        assertEquals(EnumSet.allOf(Trigger.class), triggers);
        assertEquals(EnumSet.allOf(Effect.class), effects);
    }

    @Test
    @DisplayName("high-command.md, ONE OPPONENT (example) and MULTIPLE OPPONENTS (example): the cards they name carry their Power and Health, and no ability")
    void exampleCardsCarryTheExampleNumbers() {
        Map<String, List<Object>> examples = Map.of(
                "Helldiver", List.of("cryx", 2, 3),
                "Blood Witch Coven", List.of("cryx", 2, 3),
                "Vigilant", List.of("protectorate", 1, 4),
                "Doom Reaper Berserkers", List.of("khador", 4, 4),
                "Winter Guard Rocket Korps", List.of("khador", 3, 3),
                "Juggernaut", List.of("khador", 3, 5),
                "Minuteman", List.of("cygnar", 2, 3),
                "Bane Thrall Cadre", List.of("cryx", 3, 4),
                "Deathripper", List.of("cryx", 1, 2));
        examples.forEach((name, numbers) -> {
            ArmyCard card = card((String) numbers.get(0), name);
            assertEquals(numbers.get(1), card.power(), name + " Power");
            assertEquals(numbers.get(2), card.health(), name + " Health");
            assertEquals(List.of(), card.abilities(), name + " has no ability that would change the example");
        });
        // Blackwater: Nate's 4 Power covers the Vigilant's 4 Health; Jack's 1 covers neither of Nate's 3s.
        assertEquals(4, card("cryx", "Helldiver").power() + card("cryx", "Blood Witch Coven").power());
        // Highgate: Tony's 10 covers 9; the defenders' 6 covers the Juggernaut alone, the largest, and no two Khador cards.
        List<ArmyCard> tony = Stream.of("Doom Reaper Berserkers", "Winter Guard Rocket Korps", "Juggernaut").map(n -> card("khador", n)).toList();
        assertEquals(10, tony.stream().mapToInt(ArmyCard::power).sum());
        assertEquals(9, card("cygnar", "Minuteman").health() + card("cryx", "Bane Thrall Cadre").health() + card("cryx", "Deathripper").health());
        int defenders = card("cygnar", "Minuteman").power() + card("cryx", "Bane Thrall Cadre").power() + card("cryx", "Deathripper").power();
        assertEquals(6, defenders);
        for (int a = 0; a < 3; a++) {
            for (int b = a + 1; b < 3; b++) {
                assertTrue(tony.get(a).health() + tony.get(b).health() > defenders, "no two of Tony's cards fit in 6");
            }
        }
        assertTrue(tony.stream().allMatch(c -> c.health() <= card("khador", "Juggernaut").health()));
        assertTrue(card("khador", "Juggernaut").health() <= defenders);
        // CAPTURE EXAMPLE 1: Will's Cygnar cards exist; and every example location is in the pack with no ability.
        card("cygnar", "Long Gunner Platoon");
        card("cygnar", "Charger");
        for (String name : List.of("Fort Falk", "Five Fingers", "Steelwater Flats", "Blackwater", "Highgate")) {
            Location location = HighCommandPacks.demo().locations().stream().filter(l -> l.name().equals(name)).findFirst().orElseThrow();
            assertEquals(List.of(), location.abilities(), name);
        }
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME: 12 basic resources, 12 cards a detachment, any three warcasters reach three detachments (36 cards)")
    void standardSetupCounts() {
        Pack demo = HighCommandPacks.demo();
        for (Faction faction : demo.factions()) {
            assertEquals(12, faction.cards().stream().filter(ArmyCard::basicResource).mapToInt(ArmyCard::copies).sum(), faction.id());
            for (Colour colour : Colour.values()) {
                int copies = faction.cards().stream().filter(c -> c.colour() == colour).mapToInt(ArmyCard::copies).sum();
                assertTrue(copies == 0 || copies == 12, faction.id() + " " + colour + ": " + copies);
            }
            List<Warcaster> casters = faction.warcasters();
            for (int a = 0; a < casters.size(); a++) {
                for (int b = a + 1; b < casters.size(); b++) {
                    for (int c = b + 1; c < casters.size(); c++) {
                        assertTrue(distinctColours(casters.get(a), casters.get(b), casters.get(c)), faction.id() + ": " + a + b + c);
                    }
                }
            }
        }
        assertTrue(demo.locations().size() >= 5, "4 players need 4 in the row and one to replace a capture");
        for (Stage stage : Stage.values()) {
            assertEquals(5, demo.windsOfWar().stream().filter(w -> w.stage() == stage).count(), stage.name());
        }
        assertEquals(List.of("day-of-reckoning"), demo.windsOfWar().stream().filter(WindsOfWar::endsGame).map(WindsOfWar::id).toList());
    }

    private static boolean distinctColours(Warcaster a, Warcaster b, Warcaster c) {
        for (Colour ca : a.colours()) {
            for (Colour cb : b.colours()) {
                for (Colour cc : c.colours()) {
                    if (ca != cb && cb != cc && ca != cc) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    @Test
    @DisplayName("high-command.md, QUICK START SETUP: two warcasters and the rulebook's two colours a faction (24 reinforcement cards), its 6 locations, its 7 Winds of War with Day of Reckoning last")
    void quickStartCounts() {
        Pack demo = HighCommandPacks.demo();
        QuickStart quickStart = demo.quickStart();
        Map<String, Set<Colour>> rulebookColours = Map.of("cygnar", Set.of(Colour.red, Colour.purple), "protectorate",
                Set.of(Colour.yellow, Colour.red), "khador", Set.of(Colour.orange, Colour.blue), "cryx", Set.of(Colour.yellow, Colour.blue));
        assertEquals(4, quickStart.factions().size());
        for (QuickStart.FactionSet set : quickStart.factions()) {
            Faction faction = demo.faction(set.faction()).orElseThrow();
            assertEquals(rulebookColours.get(set.faction()), Set.copyOf(set.colours()), set.faction());
            assertEquals(24, faction.cards().stream().filter(c -> !c.basicResource() && set.colours().contains(c.colour())).mapToInt(ArmyCard::copies).sum());
            for (int i = 0; i < 2; i++) {
                String id = set.warcasters().get(i);
                Warcaster warcaster = faction.warcasters().stream().filter(w -> w.id().equals(id)).findFirst().orElseThrow();
                assertTrue(warcaster.colours().contains(set.colours().get(i)), id);
            }
        }
        List<String> locations = quickStart.locations().stream()
                .map(id -> demo.locations().stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow().name()).toList();
        assertEquals(List.of("Ancient Icthier", "Corvis", "Fort Falk", "Highgate", "Ironhead Station", "Midfast"), locations);
        List<WindsOfWar> winds = quickStart.windsOfWar().stream()
                .map(id -> demo.windsOfWar().stream().filter(w -> w.id().equals(id)).findFirst().orElseThrow()).toList();
        assertEquals(List.of("Arrayed for Battle", "Fresh Recruits", "Requisition"), names(winds, Stage.early));
        assertEquals(List.of("Coal Shipment", "Escalation", "Fresh Recruits"), names(winds, Stage.mid));
        assertEquals(List.of("Day of Reckoning"), names(winds, Stage.late));
        assertTrue(winds.stream().filter(w -> w.stage() == Stage.late).allMatch(WindsOfWar::endsGame), "the one Late card, so the last, ends it");
    }

    private static List<String> names(List<WindsOfWar> winds, Stage stage) {
        return winds.stream().filter(w -> w.stage() == stage).map(WindsOfWar::name).toList();
    }

    // ---- refusals: a broken copy of the demo pack, refused naming the JSON pointer of the place ----

    private static ObjectNode demoTree() throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(demoBytes());
        root.put("pack", "broken");
        return root;
    }

    private static PackException refused(Consumer<ObjectNode> breakIt) throws IOException {
        ObjectNode root = demoTree();
        breakIt.accept(root);
        byte[] bytes = JSON.writeValueAsBytes(root);
        return assertThrows(PackException.class, () -> LOADER.parse(bytes, "broken.json"));
    }

    private static void assertRefused(String pointer, String problem, Consumer<ObjectNode> breakIt) throws IOException {
        String message = refused(breakIt).getMessage();
        assertTrue(message.startsWith("broken.json at " + pointer + ": "), message);
        assertTrue(message.contains(problem), message);
    }

    private static int index(JsonNode array, String id) {
        for (int i = 0; i < array.size(); i++) {
            if (array.get(i).get("id").asText().equals(id)) {
                return i;
            }
        }
        throw new AssertionError(id);
    }

    private static ObjectNode at(ObjectNode root, String pointer) {
        return (ObjectNode) root.at(pointer);
    }

    @Test
    @DisplayName("The demo pack with a fresh id loads, so each refusal below is the one change it makes")
    void unbrokenCopyLoads() throws IOException {
        assertEquals("broken", LOADER.parse(JSON.writeValueAsBytes(demoTree()), "broken.json").content().id());
    }

    @Test
    @DisplayName("Packs: an id used twice is refused, cards of every kind sharing one id space (commands name them by id)")
    void duplicateIds() throws IOException {
        int diver = index(demoTree().at("/factions/3/cards"), "cryx-helldiver");
        assertRefused("/factions/3/cards/" + diver + "/id", "card id 'cryx-grave-levy' used twice",
                root -> at(root, "/factions/3/cards/" + diver).put("id", "cryx-grave-levy"));
        int reckoning = index(demoTree().at("/windsOfWar"), "day-of-reckoning");
        assertRefused("/windsOfWar/" + reckoning + "/id", "card id 'corvis' used twice",
                root -> at(root, "/windsOfWar/" + reckoning).put("id", "corvis"));
        assertRefused("/factions/1/warcasters/0/id", "card id 'cygnar-major-lysa-thorne' used twice",
                root -> at(root, "/factions/1/warcasters/0").put("id", "cygnar-major-lysa-thorne"));
        assertRefused("/factions/2/id", "faction id 'cygnar' used twice", root -> at(root, "/factions/2").put("id", "cygnar"));
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME: 12 basic resources and 12 cards per detachment colour, or the pack is refused")
    void twelveCardSets() throws IOException {
        int levies = index(demoTree().at("/factions/0/cards"), "cygnar-crown-levies");
        assertRefused("/factions/0/cards", "faction 'cygnar' has 11 basic resource copies",
                root -> at(root, "/factions/0/cards/" + levies).put("copies", 6));
        int gunners = index(demoTree().at("/factions/0/cards"), "cygnar-long-gunner-platoon");
        assertRefused("/factions/0/cards", "the red detachment of faction 'cygnar' has 13 copies",
                root -> at(root, "/factions/0/cards/" + gunners).put("copies", 6));
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME: a warcaster colour needs a detachment, and three warcasters must reach three colours")
    void warcastersReachDetachments() throws IOException {
        assertRefused("/factions/0/warcasters/0/colours/1", "faction 'cygnar' has no yellow detachment",
                root -> ((ArrayNode) root.at("/factions/0/warcasters/0/colours")).set(1, "yellow"));
        assertRefused("/factions/0/warcasters", "no three warcasters of faction 'cygnar'", root -> {
            for (JsonNode warcaster : root.at("/factions/0/warcasters")) {
                ((ArrayNode) warcaster.get("colours")).removeAll().add("red").add("purple");
            }
        });
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME and ENDGAME: each stage has a Winds of War card and a Late card ends the game (clarification 37)")
    void windsOfWarStagesAndTheEnd() throws IOException {
        assertRefused("/windsOfWar", "no mid Winds of War card", root -> {
            ArrayNode winds = (ArrayNode) root.get("windsOfWar");
            for (int i = winds.size() - 1; i >= 0; i--) {
                if (winds.get(i).get("stage").asText().equals("mid")) {
                    winds.remove(i);
                }
            }
        });
        int reckoning = index(demoTree().at("/windsOfWar"), "day-of-reckoning");
        assertRefused("/windsOfWar", "no Late Winds of War card ends the game",
                root -> at(root, "/windsOfWar/" + reckoning + "/abilities/0").put("effect", "cannotRush"));
    }

    @Test
    @DisplayName("high-command.md, QUICK START SETUP: every Quick Start reference names a faction, warcaster, colour, location or Winds of War card of the pack")
    void quickStartReferences() throws IOException {
        assertRefused("/quickStart/factions/0/faction", "no faction 'menagerie'",
                root -> at(root, "/quickStart/factions/0").put("faction", "menagerie"));
        assertRefused("/quickStart/factions/1/faction", "faction 'cygnar' has two Quick Start sets",
                root -> ((ArrayNode) root.at("/quickStart/factions")).set(1, root.at("/quickStart/factions/0").deepCopy()));
        assertRefused("/quickStart/factions/0/warcasters/1", "faction 'cygnar' has no warcaster 'cryx-warwitch-deneghra'",
                root -> ((ArrayNode) root.at("/quickStart/factions/0/warcasters")).set(1, "cryx-warwitch-deneghra"));
        assertRefused("/quickStart/factions/0/colours/1", "faction 'cygnar' has no yellow detachment",
                root -> ((ArrayNode) root.at("/quickStart/factions/0/colours")).set(1, "yellow"));
        assertRefused("/quickStart/factions/0/colours/0", "does not carry the colour purple",
                root -> ((ArrayNode) root.at("/quickStart/factions/0/colours")).removeAll().add("purple").add("red"));
        assertRefused("/quickStart/locations/2", "no location 'blackwater-docks'",
                root -> ((ArrayNode) root.at("/quickStart/locations")).set(2, "blackwater-docks"));
        assertRefused("/quickStart/windsOfWar/0", "no Winds of War card 'corvis'",
                root -> ((ArrayNode) root.at("/quickStart/windsOfWar")).set(0, "corvis"));
        assertRefused("/quickStart/windsOfWar", "no Late Winds of War card ends the game",
                root -> ((ArrayNode) root.at("/quickStart/windsOfWar")).set(6, "scorched-earth"));
    }

    @Test
    @DisplayName("Abilities: the schema gives each card kind only its own triggers (WARCASTERS: a warcaster has no 'when attacked')")
    void cardKindsKeepTheirTriggers() throws IOException {
        String message = refused(root -> at(root, "/factions/0/warcasters/0/abilities/0").put("trigger", "whenAttacked")).getMessage();
        assertTrue(message.startsWith("broken.json: does not match high-command.schema.json: at /factions/0/warcasters/0/abilities/0/trigger"),
                message);
    }
}
