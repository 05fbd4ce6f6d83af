package dev.arbiter.warfighter.rules.campaign;

import dev.arbiter.kernel.spi.toolkit.Lists;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.Abilities;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the carry-over document a campaign game ends with (setup schema {@code $defs/carryOver}); {@link CampaignGame}
 * reads it back when the next game starts.
 */
final class CarryOverDocument {

    private final Catalogue cards;
    private final CampaignGame campaign;

    CarryOverDocument(Catalogue cards, CampaignGame campaign) {
        this.cards = cards;
        this.campaign = campaign;
    }

    Map<String, Object> of(WarfighterState state, String status, Map<String, Object> next) {
        Campaign c = state.campaign();
        List<String> played = c.retreated() ? c.played() : Lists.plus(c.played(), c.town());
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("map", c.map());
        doc.put("status", status);
        doc.put("lastTown", campaign.routeTown(state));
        doc.put("played", played);
        doc.put("discarded", c.discarded());
        doc.put("desperation", c.desperation());
        doc.put("promotion", c.promotion());
        doc.put("resupply", c.resupply());
        doc.put("next", next);
        doc.put("armies", state.armies().stream().map(a -> carried(state, a)).toList());
        return doc;
    }

    private Map<String, Object> carried(WarfighterState state, ArmyState army) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("number", army.number());
        doc.put("seat", army.seat());
        doc.put("army", army.card());
        doc.put("hits", army.hits());
        doc.put("pins", army.pins());
        doc.put("supply", army.supply());
        doc.put("downed", army.downed());
        List<Map<String, Object>> destroyed = destroyed(state, army);
        if (!destroyed.isEmpty()) {
            doc.put("destroyed", destroyed);
        }
        doc.put("attachments", army.attachments().stream().map(e -> {
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("attachment", e.attachment());
            a.put("hits", e.hits());
            if (e.supply() != null) {
                a.put("supply", e.supply());
            }
            if (!e.hardy().isEmpty()) {
                a.put("hardy", e.hardy());
            }
            if (e.engineering() > 0) {
                a.put("engineering", e.engineering());
            }
            usesLeft(army, e.attachment(), a);
            return a;
        }).toList());
        // Negative Skills are placed again from the card's traits, so they are not carried
        doc.put("skills", army.skills().stream().filter(s -> !cards.pack.skill(s).orElseThrow().negative()).map(s -> {
            Map<String, Object> k = new LinkedHashMap<>();
            k.put("skill", s);
            usesLeft(army, s, k);
            return k;
        }).toList());
        return doc;
    }

    /** The Army's Attachments destroyed since the last Replenish, each with its {@code usesLeft} (clarification 57). */
    private List<Map<String, Object>> destroyed(WarfighterState state, ArmyState army) {
        return state.campaign().destroyed().stream().filter(d -> d.army() == army.number()).map(d -> {
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("attachment", d.attachment());
            usesLeft(army, d.attachment(), a);
            return a;
        }).toList();
    }

    /** {@code usesLeft}: for each ability of the card with a limit of uses and a use spent, the uses it has left. */
    private void usesLeft(ArmyState army, String card, Map<String, Object> doc) {
        List<Cards.Ability> abilities = new Abilities(cards).abilitiesOf(card);
        List<Map<String, Object>> left = new ArrayList<>();
        for (int i = 0; i < abilities.size(); i++) {
            Integer uses = abilities.get(i).uses();
            int spent = Collections.frequency(army.expended(), Abilities.key(card, i));
            if (uses != null && spent > 0) {
                left.add(Map.of("ability", i, "left", Math.max(0, uses - spent)));
            }
        }
        if (!left.isEmpty()) {
            doc.put("usesLeft", left);
        }
    }
}
