package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.warmachine.rules.Profile.Spell;
import dev.arbiter.warmachine.rules.Profile.Weapon;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One declared attack: who attacks with what, whom, and the facts the referee measured (rulebook "Attack Sequence"
 * steps 1-4).
 *
 * @param weapon the weapon of a melee or ranged attack, null for a magic attack
 * @param spell the spell of a magic attack, null otherwise
 * @param protection cover or concealment the target has from terrain against this attacker (H03; geometry's {@code Shelter})
 * @param rollBonuses other named modifiers to the attack roll the game knows of
 */
public record Attack(AttackKind kind, Combatant attacker, Weapon weapon, Spell spell, Combatant target, Set<Fact> facts,
                     Protection protection, List<Bonus> rollBonuses) {

    public Attack {
        facts = Set.copyOf(facts);
        rollBonuses = List.copyOf(rollBonuses);
    }

    public static Attack melee(Combatant attacker, Weapon weapon, Combatant target, Set<Fact> facts) {
        return new Attack(AttackKind.MELEE, attacker, weapon, null, target, facts, Protection.NONE, List.of());
    }

    public static Attack ranged(Combatant attacker, Weapon weapon, Combatant target, Set<Fact> facts, Protection protection) {
        return new Attack(AttackKind.RANGED, attacker, weapon, null, target, facts, protection, List.of());
    }

    public static Attack magic(Combatant caster, Spell spell, Combatant target, Set<Fact> facts, Protection protection) {
        return new Attack(AttackKind.MAGIC, caster, null, spell, target, facts, protection, List.of());
    }

    public boolean has(Fact fact) {
        return facts.contains(fact);
    }

    public Attack withRollBonus(Bonus bonus) {
        List<Bonus> more = new ArrayList<>(rollBonuses);
        more.add(bonus);
        return new Attack(kind, attacker, weapon, spell, target, facts, protection, more);
    }

    /**
     * The same attack rerolled against another model in the combat after missing a target in melee (H06): same
     * attacker, weapon, aim and roll bonuses; the facts and protection are measured anew for the new target.
     */
    public Attack strayedTo(Combatant newTarget, Set<Fact> newFacts, Protection newProtection) {
        EnumSet<Fact> facts = newFacts.isEmpty() ? EnumSet.noneOf(Fact.class) : EnumSet.copyOf(newFacts);
        facts.add(Fact.STRAYED);
        if (has(Fact.AIMED)) {
            facts.add(Fact.AIMED);
        }
        return new Attack(kind, attacker, weapon, spell, newTarget, facts, newProtection, rollBonuses);
    }

    /** The weapon's or the spell's POW; null for "—". */
    public Integer pow() {
        return weapon != null ? weapon.pow() : spell.pow();
    }
}
