package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.geometry.Arcs;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Melee;

import java.util.List;
import java.util.Map;

/**
 * The numbers a refused attack or spell owes the player (issue 29), measured as the rules measured them: how far the
 * target is, whether it is in the front arc, what a weapon reaches, what stands in the way, who is in melee.
 */
final class RefusalNumbers {

    private RefusalNumbers() {
    }

    /** A melee weapon that does not reach (G05): the gap, the arc, the weapon's range. */
    static String outOfReach(Figure attacker, Figure target, String weapon, double rng) {
        return target.id() + " is " + Inches.of(Measure.gap(attacker, target)) + " from " + attacker.id() + ", " + arc(attacker, target)
                + "; " + weapon + " reaches " + Inches.of(rng);
    }

    /** No line of sight (F01-F03): the gap, and the front arc or the models that intervene. */
    static String noSight(Battlefield field, Figure viewer, Figure target) {
        String at = target.id() + " is " + Inches.of(Measure.gap(viewer, target)) + " from " + viewer.id() + ", " + arc(viewer, target);
        if (!Arcs.inFrontArc(viewer, target)) {
            return at;
        }
        List<String> intervening = LineOfSight.intervening(field, viewer, target).stream().map(Figure::id).sorted().toList();
        return at + ", and every line to it is blocked" + (intervening.isEmpty() ? " by terrain" : " (intervening: " + String.join(", ", intervening) + ")");
    }

    /** In melee (G06, H01): the first enemy engaging or engaged, how far apart, and whose melee range holds them. */
    static String inMelee(Battlefield field, Figure model, Map<String, Double> meleeRanges) {
        for (Figure other : field.others(model)) {
            double theirs = meleeRanges.getOrDefault(other.id(), 0.0);
            double own = meleeRanges.getOrDefault(model.id(), 0.0);
            String apart = model.id() + " is in melee with " + other.id() + ", " + Inches.of(Measure.gap(model, other)) + " apart";
            if (Melee.engagedBy(field, model, other, theirs)) {
                return apart + ", within " + other.id() + "'s " + Inches.of(theirs) + " melee range";
            }
            if (Melee.engaging(field, model, own, other)) {
                return apart + ", within its own " + Inches.of(own) + " melee range";
            }
        }
        return model.id() + " is in melee";
    }

    private static String arc(Figure from, Figure to) {
        return Arcs.inFrontArc(from, to) ? "in its front arc" : "outside its front arc";
    }
}
