package dev.arbiter.warmachine.rules.geometry;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Melee reach (G05, G06; rulebook "Melee Range", "Engaged & Engaging"). Weapon ranges are card
 * data the caller passes in. All models stand at ground level in milestone 1, so reach is base
 * edge to base edge; the 3D gap across elevations (G09) comes with hills in milestone 2.
 */
public final class Melee {

    private Melee() {
    }

    /**
     * A weapon of this RNG can reach the target: within its range and in the attacker's front arc
     * (G05: "A model's melee range is limited to its front arc"). LOS is asked separately.
     */
    public static boolean reaches(Figure attacker, double weaponRange, Figure target) {
        return Measure.within(target, attacker, weaponRange) && Arcs.inFrontArc(attacker, target);
    }

    /**
     * Engaging (G06): the enemy is in this model's melee range (its longest melee weapon's, 0 for
     * none: no melee range) and in its LOS. Knocked-down models neither engage nor are engaged.
     */
    public static boolean engaging(Battlefield field, Figure model, double meleeRange, Figure enemy) {
        return meleeRange > 0 && model.enemyOf(enemy)
                && !model.has(Trait.KNOCKED_DOWN) && !enemy.has(Trait.KNOCKED_DOWN)
                && reaches(model, meleeRange, enemy) && LineOfSight.exists(field, model, enemy);
    }

    /**
     * In melee (G06): engaged by or engaging some enemy.
     *
     * @param meleeRanges every model's melee range by id (absent: none)
     */
    public static boolean inMelee(Battlefield field, Figure model, Map<String, Double> meleeRanges) {
        double own = meleeRanges.getOrDefault(model.id(), 0.0);
        return field.others(model).stream().anyMatch(other -> engaging(field, model, own, other)
                || engagedBy(field, model, other, meleeRanges.getOrDefault(other.id(), 0.0)));
    }

    /** In melee with each other (G06): one of the two engages the other. */
    public static boolean inMeleeWith(Battlefield field, Figure a, Figure b, Map<String, Double> meleeRanges) {
        return engaging(field, a, meleeRanges.getOrDefault(a.id(), 0.0), b)
                || engaging(field, b, meleeRanges.getOrDefault(b.id(), 0.0), a);
    }

    /**
     * The other models in the same combat as a target in melee (H06, "Targeting a Model in Melee"):
     * those in melee with it, and those in melee with them; never the target itself. A missed
     * attack may stray to one of them.
     */
    public static List<Figure> combatAround(Battlefield field, Figure target, Map<String, Double> meleeRanges) {
        List<Figure> withTarget = field.others(target).stream()
                .filter(f -> inMeleeWith(field, target, f, meleeRanges)).toList();
        Set<String> ids = new LinkedHashSet<>();
        withTarget.forEach(f -> ids.add(f.id()));
        for (Figure f : withTarget) {
            field.others(f, target).stream().filter(g -> inMeleeWith(field, f, g, meleeRanges)).forEach(g -> ids.add(g.id()));
        }
        return field.figures().stream().filter(f -> ids.contains(f.id())).toList();
    }

    /** Engaged (G06) by that enemy: in its melee range and LOS. */
    public static boolean engagedBy(Battlefield field, Figure model, Figure enemy, double enemyMeleeRange) {
        return engaging(field, enemy, enemyMeleeRange, model);
    }
}
