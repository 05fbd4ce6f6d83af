package dev.arbiter.warmachine.rules.template;

import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Table;
import org.locationtech.jts.math.Vector2D;

/**
 * Where a missed AOE or throw lands (H09, G18; rulebook "Deviation"): the rolled distance from the original point of
 * impact in the rolled direction, never more than the cap (its exact value, EX66), pulled back onto the table's edge
 * when it would land off the table. Terrain and models never stop it. Direction 1 is "long" (away from the point of
 * origin along the line to the target), 4 "short", and the six run clockwise 60° apart, as the throw example's 2 lands
 * just right of its target (inventory §3.7).
 */
public final class Deviation {

    private Deviation() {
    }

    /**
     * @param from      the original point of impact: the intended target's centre, or the point at RNG (see {@link #shortOf})
     * @param longWay   the direction of a roll of 1: from the point of origin toward the target
     * @param direction the d6 rolled for direction
     * @param rolled    the distance rolled, in inches
     * @param cap       the most it may deviate: half the distance to the target, or half the RNG
     */
    public static Point impact(Point from, Vector2D longWay, int direction, double rolled, double cap, Table table) {
        if (direction < 1 || direction > 6) {
            throw new IllegalArgumentException("a deviation direction is a d6: " + direction);
        }
        if (longWay.length() == 0) {
            throw new IllegalArgumentException("a deviation needs the line from the point of origin to the target");
        }
        Vector2D way = longWay.normalize().rotate(-Math.toRadians(60.0 * (direction - 1)));
        return onTable(from, way, Math.max(0, Math.min(rolled, cap)), table);
    }

    /**
     * The point an out-of-range AOE deviates from: on the line from the point of origin to the declared target, RNG
     * from the point of origin. RNG is measured from the edge of the origin's base (B07), so that is where it starts.
     */
    public static Point shortOf(Point originCentre, double originRadius, Point target, double range) {
        Vector2D way = originCentre.to(target).normalize();
        return originCentre.plus(way.multiply(originRadius + range));
    }

    /** The distance reduced so the point lies on the table, its edge included. */
    private static Point onTable(Point from, Vector2D way, double distance, Table table) {
        double t = distance;
        t = Math.min(t, limit(from.x(), way.getX(), table.width()));
        t = Math.min(t, limit(from.y(), way.getY(), table.depth()));
        return from.plus(way.multiply(Math.max(0, t)));
    }

    private static double limit(double start, double speed, double size) {
        if (speed > 1e-12) {
            return (size - start) / speed;
        }
        if (speed < -1e-12) {
            return -start / speed;
        }
        return Double.POSITIVE_INFINITY;
    }
}
