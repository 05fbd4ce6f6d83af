package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.geometry.Arcs;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Tolerance;
import dev.arbiter.warmachine.rules.geometry.Trait;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * What the referee measures for a ranged or magic attack at a target (D09, D12, H05, C14; "Magic Attacks"): the same
 * for a first target, a spell's target and a stray's new one. A ranged attacker is never in melee (H01), so the point of
 * origin in melee with its target is a spell's caster, or a stray's new target in melee with the attacker.
 */
final class RangedFacts {

    /** Stealth turns ranged and magic attacks from farther than this into misses (C14). */
    static final double STEALTH_RANGE = 5;

    private RangedFacts() {
    }

    static Set<Fact> measured(Battlefield field, Figure from, Figure at, double rng, Map<String, Double> meleeRanges) {
        EnumSet<Fact> facts = EnumSet.noneOf(Fact.class);
        if (Arcs.backStrike(from, at)) {
            facts.add(Fact.BACK_STRIKE);
        }
        if (!Measure.inRange(from, at, rng)) {
            facts.add(Fact.OUT_OF_RANGE);
        }
        if (Melee.inMelee(field, at, meleeRanges)) {
            facts.add(Fact.TARGET_IN_MELEE);
        }
        if (Melee.inMeleeWith(field, from, at, meleeRanges)) {
            // the target-in-melee bonus is ignored against an attack from within that melee (H05)
            facts.add(Fact.ORIGIN_IN_MELEE_WITH_TARGET);
        }
        if (at.has(Trait.STEALTH) && !Tolerance.atMost(Measure.gap(from, at), STEALTH_RANGE)) {
            facts.add(Fact.STEALTH_BEYOND_FIVE_INCHES);
        }
        return facts;
    }
}
