package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.WarfighterCommand.UseAbility;
import dev.arbiter.warfighter.rules.WarfighterEvent.AbilityUsed;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyLost;
import dev.arbiter.warfighter.rules.WarfighterEvent.XpPaid;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The active ("activity") abilities of an Army, its Attachments and its Skills, used in the Army's
 * turn between Actions (§2.2.1 Armies, §2.2.2 Attachments, §2.2.3 Skills, §3.3): their costs, their
 * uses per mission and once-per-turn limits, and whom they help.
 */
final class Abilities {

    private final Catalogue cards;

    Abilities(Catalogue cards) {
        this.cards = cards;
    }

    /** The key {@code expended} keeps for an ability: its card and its place on the card. */
    static String key(String source, int ability) {
        return source + "/" + ability;
    }

    /** Whether a use is forgotten at the next Game Turn: a once-per-turn ability without a limit of uses. */
    boolean turnBound(String key) {
        int cut = key.lastIndexOf('/');
        Cards.Ability ability = abilitiesOf(key.substring(0, cut)).get(Integer.parseInt(key.substring(cut + 1)));
        return Boolean.TRUE.equals(ability.oncePerTurn()) && ability.uses() == null;
    }

    /** The cards the Army holds that may carry abilities: its Army card, its Attachments, its Skills. */
    List<String> sources(ArmyState army) {
        List<String> all = new ArrayList<>();
        all.add(army.card());
        army.attachments().forEach(e -> all.add(e.attachment()));
        all.addAll(army.skills());
        return all;
    }

    List<Cards.Ability> abilitiesOf(String source) {
        return cards.pack.army(source).map(Cards.Army::abilities)
                .or(() -> cards.pack.attachment(source).map(Cards.Attachment::abilities))
                .or(() -> cards.pack.skill(source).map(Cards.Skill::abilities))
                .orElse(List.of());
    }

    /** Why the Army cannot use the ability now for {@code helped} (null: itself), or null. */
    String problem(WarfighterState state, ArmyState army, String source, int index, Integer helped) {
        List<Cards.Ability> list = sources(army).contains(source) ? abilitiesOf(source) : List.of();
        if (index < 0 || index >= list.size()) {
            return "ability.unknown";
        }
        Cards.Ability ability = list.get(index);
        if (!"activity".equals(ability.timing())) {
            return "ability.timing";
        }
        int used = Collections.frequency(army.expended(), key(source, index));
        if (ability.uses() != null && used >= ability.uses() || Boolean.TRUE.equals(ability.oncePerTurn()) && used > 0) {
            return "ability.expended";
        }
        Cards.Cost cost = ability.cost();
        if (cost != null && (cost.actions() > cards.actionsLeft(army) || cost.xp() > army.xp()
                || cost.supply() > 0 && (army.supply() == null || army.supply() < cost.supply()))) {
            return "ability.cost";
        }
        int who = helped == null ? army.number() : helped;
        ArmyState target = state.standing().stream().filter(a -> a.number() == who).findFirst().orElse(null);
        String kind = ability.target() == null ? "self" : ability.target();
        if (target == null || kind.equals("self") && who != army.number() || kind.equals("armyHere") && target.column() != army.column()) {
            return "ability.target";
        }
        return null;
    }

    void use(Emitter em, ArmyState army, UseAbility c) {
        String problem = problem(em.state(), army, c.source(), c.ability(), c.army());
        if (problem != null) {
            throw Rulebook.violation(problem, "§2.2.1 Armies, §2.2.3 Skills", "Army " + army.number() + " cannot use ability "
                    + c.ability() + " of " + c.source() + " now (" + problem + ")");
        }
        Cards.Cost cost = abilitiesOf(c.source()).get(c.ability()).cost();
        if (cost != null && cost.supply() > 0) {
            em.emit(new SupplyLost("army", army.number(), cost.supply(), "ability"));
        }
        if (cost != null && cost.xp() > 0) {
            em.emit(new XpPaid(army.number(), cost.xp(), "ability"));
        }
        em.emit(new AbilityUsed(army.number(), c.source(), c.ability(), c.army() == null ? army.number() : c.army()));
    }
}
