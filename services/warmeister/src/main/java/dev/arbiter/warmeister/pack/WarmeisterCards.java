package dev.arbiter.warmeister.pack;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.content.PackFile;
import dev.arbiter.kernel.content.PackFormat;
import dev.arbiter.kernel.content.PackRefusal;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Category;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.cards.Trait;
import dev.arbiter.warmeister.rules.cards.UnitType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * Warmeister's printed card list as a content pack (packs/cards.yaml, schema
 * contracts/content/warmeister.schema.json), published so that clients and auditors can name the
 * card ids of views and events. The rules keep their cards in code ({@link CardKind}, fixed by
 * the ruleset version), so a pack is read only to prove it says exactly what the code plays: a
 * pack that differs in any number is refused at start-up, naming the place. Games are not pinned
 * to it (docs/architecture.md, Content packs).
 */
public final class WarmeisterCards implements PackFormat<List<CardKind>> {

    public static final String PRINTED = "packs/cards.yaml";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Override
    public String schema() {
        return "warmeister.schema.json";
    }

    @Override
    public List<String> builtIn() {
        return List.of(PRINTED);
    }

    /** The card kinds in list order, once every card agrees with the rules' own. */
    @Override
    public List<CardKind> read(PackFile pack) {
        PackRefusal refusal = new PackRefusal(pack.source());
        JsonNode cards = pack.document().get("cards");
        CardKind[] kinds = CardKind.values();
        refusal.require(cards.size() == kinds.length, "/cards", "the rules have " + kinds.length + " cards, the pack " + cards.size());
        refusal.require(pack.document().get("deckSize").asInt() == Deck.size(), "/deckSize", "the deck holds " + Deck.size() + " cards");
        List<CardKind> read = new ArrayList<>();
        for (int i = 0; i < kinds.length; i++) {
            ObjectNode expected = described(kinds[i]);
            JsonNode card = cards.get(i);
            TreeSet<String> members = new TreeSet<>();
            expected.fieldNames().forEachRemaining(members::add);
            card.fieldNames().forEachRemaining(members::add);
            members.remove("summary");
            for (String member : members) {
                refusal.require(expected.path(member).equals(card.path(member)), "/cards/" + i + "/" + member,
                        "the rules' " + kinds[i].printedName() + " has " + (expected.has(member) ? expected.get(member) : "none"));
            }
            read.add(kinds[i]);
        }
        return read;
    }

    /** A card as the pack describes it (without its summary), from the rules' catalogue. */
    static ObjectNode described(CardKind kind) {
        ObjectNode card = NODES.objectNode();
        card.put("kind", kind.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        card.put("name", kind.printedName());
        card.put("category", kind.category().name().toLowerCase(Locale.ROOT));
        if (kind.purchasable()) {
            card.put("cost", kind.cost());
        }
        if (kind.category() == Category.ARMY) {
            card.put("bonus", kind.bonus());
            card.put("wounds", kind.wounds());
            Arrays.stream(UnitType.values()).filter(kind::is).map(UnitType::name).forEach(t -> card.withArrayProperty("types").add(lower(t)));
            card.set("traits", NODES.arrayNode());
            Arrays.stream(Trait.values()).filter(kind::has).map(Trait::name).forEach(t -> card.withArrayProperty("traits").add(lower(t)));
            positive(card, "supplyUnits", kind.supplyUnits() == 1 ? 0 : kind.supplyUnits());
            positive(card, "discardToPlay", kind.discardToPlay());
            positive(card, "drawOnRecruit", kind.drawOnRecruit());
            if (kind.opponentDiscardsOnRecruit()) {
                card.put("opponentDiscardsOnRecruit", true);
            }
            if (kind.smashesHolding()) {
                card.put("smashesHolding", true);
            }
        }
        if (kind.category() == Category.CASTLE) {
            card.put("attackerModifier", kind.attackerModifier());
            card.put("defenderModifier", kind.defenderModifier());
        }
        if (kind.category() == Category.HOLDING) {
            if (kind.discounts() != null) {
                card.put("discounts", lower(kind.discounts().name()));
            }
            positive(card, "goldPerTurn", kind.goldPerTurn());
            positive(card, "supplyBonus", kind.supplyBonus());
            positive(card, "handSizeBonus", kind.handSizeBonus());
            positive(card, "drawBonus", kind.drawBonus());
        }
        if (kind.category() == Category.EVENT) {
            card.put("battleOnly", kind.battleOnly());
            if (kind.terrain()) {
                card.put("terrain", true);
                if (kind.attackerModifier() != 0) {
                    card.put("attackerModifier", kind.attackerModifier());
                }
                if (kind.defenderModifier() != 0) {
                    card.put("defenderModifier", kind.defenderModifier());
                }
            }
        }
        IntStream.range(0, Deck.size()).filter(id -> Deck.kind(id) == kind).forEach(id -> card.withArrayProperty("ids").add(id));
        return card;
    }

    private static void positive(ObjectNode card, String member, int value) {
        if (value > 0) {
            card.put(member, value);
        }
    }

    private static String lower(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
