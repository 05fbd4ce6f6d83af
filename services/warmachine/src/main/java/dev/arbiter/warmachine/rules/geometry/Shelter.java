package dev.arbiter.warmachine.rules.geometry;

import org.locationtech.jts.geom.Geometry;

/**
 * Cover and concealment from terrain against ranged and magic attacks (H03, O08, O09; rulebook
 * "Concealment & Cover"), and the +2 DEF against melee of a target obscured by an obstacle or an
 * obstruction (G08). Whether the attacker has LOS at all is {@link LineOfSight}'s question.
 */
public final class Shelter {

    /** How close to an intervening feature a target must be to use it (H03). */
    static final double BEHIND_DISTANCE = 1.0;

    private Shelter() {
    }

    /**
     * The best protection any feature gives the target against this attacker: huge bases never
     * get any (H02, H03). A feature that encloses (forest, rubble) protects a model completely
     * inside it; any other protects a target within 1" of it when it is intervening.
     */
    public static Protection against(Battlefield field, Figure attacker, Figure target) {
        if (target.base() == BaseSize.HUGE) {
            return Protection.NONE;
        }
        Geometry between = null;
        Protection best = Protection.NONE;
        for (TerrainFeature feature : field.terrain()) {
            if (feature.protection().defenceBonus() <= best.defenceBonus()) {
                continue;
            }
            if (feature.encloses()) {
                if (Measure.completelyIn(target, feature.outline())) {
                    best = feature.protection();
                }
                continue;
            }
            if (between == null) {
                between = Shapes.hullOf(attacker.centre(), attacker.radius(), target.centre(), target.radius());
            }
            if (shelteredBehind(feature, between, target)) {
                best = feature.protection();
            }
        }
        return best;
    }

    /**
     * Intervening (H03): some line from the attacker's volume to the target's runs through the
     * feature, that is the feature's inside meets the area between the two bases (a line near the
     * ground reaches any feature there, whatever its height). Within 1" along such a line: the
     * part of the feature between them is within 1" of the target's base.
     */
    private static boolean shelteredBehind(TerrainFeature feature, Geometry between, Figure target) {
        Geometry crossed = feature.outline().intersection(between);
        if (crossed.getArea() <= Tolerance.EPSILON * Tolerance.EPSILON) {
            return false;
        }
        return Tolerance.atMost(Measure.gap(target, crossed), BEHIND_DISTANCE);
    }

    /**
     * Obscured for melee (G08): any portion of the target is hidden from the attacker by an
     * obstacle or an obstruction, taken as such a feature's inside meeting the area between the
     * two bases (inventory §3.6). +2 DEF against melee attack rolls.
     */
    public static boolean obscuredForMelee(Battlefield field, Figure attacker, Figure target) {
        Geometry between = Shapes.hullOf(attacker.centre(), attacker.radius(), target.centre(), target.radius());
        return field.terrain().stream()
                .filter(f -> f.ground() == Ground.OBSTACLE || f.ground() == Ground.OBSTRUCTION)
                .anyMatch(f -> f.outline().intersection(between).getArea() > Tolerance.EPSILON * Tolerance.EPSILON);
    }
}
