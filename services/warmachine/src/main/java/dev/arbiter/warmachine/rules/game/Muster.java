package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.ArmyList;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.combat.DamageTrack;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a seat's army list into its models (rulebook "Building Your Army"; the list was checked for points, warjack
 * points and field allowance when the pack was read). Ids: {@code s<seat>-<profile>-<n>} for a model and a unit, a
 * trooper {@code <unit>-<k>}, k = 1 being its Leader (if it has one), the troopers with cards of their own
 * numbered after its Grunts. An Officer is its unit's commander, else the Leader (L01). Every warjack joins its warcaster's battlegroup (Q05).
 */
final class Muster {

    private final Catalogue cards;

    Muster(Catalogue cards) {
        this.cards = cards;
    }

    List<ModelState> army(int seat, String listId) {
        ArmyList list = cards.pack().lists().stream().filter(l -> l.id().equals(listId)).findFirst()
                .orElseThrow(() -> new RuleViolation("setup.unknown-list", "the pack has no army list " + listId));
        List<ModelState> models = new ArrayList<>();
        Map<String, Integer> counts = new HashMap<>();
        models.add(model(seat, list.warcaster(), counts));
        for (ArmyList.Entry entry : list.entries()) {
            Profile card = cards.pack().model(entry.model()).orElseThrow();
            if (card.type() == Profile.Type.UNIT) {
                String unit = id(seat, entry.model(), counts);
                boolean hasLeader = card.unit().leader() != null;
                boolean officered = card.unit().attached().stream().anyMatch(a -> cards.pack().model(a).orElseThrow().officer());
                for (int k = 1; k <= entry.troopers(); k++) {
                    boolean leader = hasLeader && k == 1;
                    models.add(ModelState.mustered(unit + "-" + k, seat, entry.model(), unit, leader, leader && !officered, DamageTrack.of(card)));
                }
                int k = entry.troopers();
                for (String attached : card.unit().attached()) {
                    Profile own = cards.pack().model(attached).orElseThrow();
                    models.add(ModelState.mustered(unit + "-" + ++k, seat, attached, unit, false, own.officer(), DamageTrack.of(own)));
                }
            } else {
                models.add(model(seat, entry.model(), counts));
            }
        }
        return models;
    }

    private ModelState model(int seat, String profile, Map<String, Integer> counts) {
        DamageTrack unmarked = DamageTrack.of(cards.pack().model(profile).orElseThrow());
        return ModelState.mustered(id(seat, profile, counts), seat, profile, null, false, false, unmarked);
    }

    private static String id(int seat, String profile, Map<String, Integer> counts) {
        int n = counts.merge(profile, 1, Integer::sum);
        return "s" + seat + "-" + profile + "-" + n;
    }
}
