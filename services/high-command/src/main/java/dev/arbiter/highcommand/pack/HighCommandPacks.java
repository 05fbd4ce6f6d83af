package dev.arbiter.highcommand.pack;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Condition;
import dev.arbiter.highcommand.rules.cards.Cost;
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
import dev.arbiter.kernel.content.PackReader;
import dev.arbiter.kernel.content.PackRefusal;
import java.util.ArrayList;
import java.util.List;

/**
 * High Command's content packs for the kernel's loader: documents valid against
 * contracts/content/high-command.schema.json, turned into the plain records the rules use and
 * checked for what a schema cannot say (docs/rules/high-command.md, Content packs; see
 * {@link PackChecks}). A bad pack is refused with a {@code PackException} naming the file, the
 * JSON pointer and the problem.
 */
public final class HighCommandPacks extends PackReader<Pack> {

    public static final String DEMO = "packs/high-command/demo.json";

    public HighCommandPacks() {
        super("high-command.schema.json", DEMO);
    }

    /** The demo pack shipped in the jar (original demo cards, not the published ones), read without a service. */
    public static Pack demo() {
        return new HighCommandPacks().shipped();
    }

    @Override
    protected void check(Pack pack, PackRefusal refusal) {
        PackChecks.check(pack, refusal);
    }

    @Override
    protected Pack bind(JsonNode root, String sha) {
        String set = text(root, "set");
        List<Faction> factions = new ArrayList<>();
        for (JsonNode f : root.get("factions")) {
            List<ArmyCard> cards = new ArrayList<>();
            f.get("cards").forEach(c -> cards.add(armyCard(c, set)));
            List<Warcaster> warcasters = new ArrayList<>();
            f.get("warcasters").forEach(w -> warcasters.add(warcaster(w, set)));
            factions.add(new Faction(f.get("id").asText(), f.get("name").asText(), cards, warcasters));
        }
        List<Location> locations = new ArrayList<>();
        for (JsonNode l : root.get("locations")) {
            locations.add(new Location(l.get("id").asText(), l.get("name").asText(), setOf(l, set), resources(l.get("resources")),
                    l.get("victoryPoints").asInt(), abilities(l)));
        }
        List<WindsOfWar> winds = new ArrayList<>();
        for (JsonNode w : root.get("windsOfWar")) {
            winds.add(new WindsOfWar(w.get("id").asText(), w.get("name").asText(), setOf(w, set), Stage.valueOf(w.get("stage").asText()),
                    abilities(w), text(w, "flavour")));
        }
        return new Pack(root.get("pack").asText(), root.get("version").asText(), sha, text(root, "title"), root.get("notice").asText(), set,
                factions, locations, winds, root.has("quickStart") ? quickStart(root.get("quickStart")) : null);
    }

    private static ArmyCard armyCard(JsonNode c, String set) {
        return new ArmyCard(c.get("id").asText(), c.get("name").asText(), setOf(c, set), strings(c.get("types")),
                c.path("character").asBoolean(false), c.has("colour") ? Colour.valueOf(c.get("colour").asText()) : null,
                c.get("copies").asInt(), resources(c.get("resources")), c.path("power").asInt(0),
                c.has("health") ? c.get("health").asInt() : null, c.path("victoryPoints").asInt(0), cost(c.get("purchaseCost")),
                cost(c.get("rushCost")), abilities(c), text(c, "flavour"));
    }

    private static Warcaster warcaster(JsonNode w, String set) {
        List<Colour> colours = new ArrayList<>();
        w.get("colours").forEach(c -> colours.add(Colour.valueOf(c.asText())));
        return new Warcaster(w.get("id").asText(), w.get("name").asText(), setOf(w, set), strings(w.get("types")),
                w.path("character").asBoolean(true), w.get("power").asInt(), colours, cost(w.get("rushCost")),
                w.get("battlegroupCommander").asInt(), abilities(w), text(w, "flavour"));
    }

    private static QuickStart quickStart(JsonNode q) {
        List<QuickStart.FactionSet> sets = new ArrayList<>();
        for (JsonNode f : q.get("factions")) {
            List<Colour> colours = new ArrayList<>();
            f.get("colours").forEach(c -> colours.add(Colour.valueOf(c.asText())));
            sets.add(new QuickStart.FactionSet(f.get("faction").asText(), strings(f.get("warcasters")), colours));
        }
        return new QuickStart(sets, strings(q.get("locations")), strings(q.get("windsOfWar")));
    }

    private static List<Ability> abilities(JsonNode card) {
        List<Ability> abilities = new ArrayList<>();
        for (JsonNode a : card.path("abilities")) {
            abilities.add(new Ability(Trigger.valueOf(a.get("trigger").asText()), Effect.valueOf(a.get("effect").asText()),
                    a.path("amount").asInt(0), a.has("gain") ? resources(a.get("gain")) : null, filter(a.get("target")),
                    a.has("condition") ? condition(a.get("condition")) : null, text(a, "text")));
        }
        return abilities;
    }

    private static Condition condition(JsonNode c) {
        return new Condition(filter(c.get("count")), c.get("atLeast").asInt(), c.has("atMost") ? c.get("atMost").asInt() : null);
    }

    /** A filter with the schema's defaults (this card, any type, here); null when absent, which the records read as this card. */
    private static Filter filter(JsonNode f) {
        if (f == null) {
            return null;
        }
        return new Filter(f.has("owner") ? Filter.owner(f.get("owner").asText()) : null, f.has("types") ? strings(f.get("types")) : null,
                f.has("where") ? Filter.Where.valueOf(f.get("where").asText()) : null);
    }

    private static Resources resources(JsonNode r) {
        return r == null ? Resources.NONE : new Resources(r.path("cmd").asInt(0), r.path("war").asInt(0));
    }

    private static Cost cost(JsonNode c) {
        return c == null ? null : new Cost(c.path("cmd").asInt(0), c.path("war").asInt(0));
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asText()));
        return values;
    }

    /** A card belongs to the pack's set unless it names its own (the schema's {@code set}). */
    private static String setOf(JsonNode card, String packSet) {
        return card.has("set") ? card.get("set").asText() : packSet;
    }

    private static String text(JsonNode node, String member) {
        return node.has(member) ? node.get(member).asText() : null;
    }
}
