package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Free strikes (G07; rulebook "Free Strikes"): when an engaged model advances out of an enemy's
 * melee range or LOS, that enemy may strike it just before it leaves. Given the path an advance
 * took, this finds where it leaves each enemy that engaged it, so the rules can pause the move
 * there and ask the enemy's player.
 */
public final class FreeStrikes {

    /** Step along the path between checks; a leave found between two steps is narrowed to EPSILON. */
    static final double STEP = 0.1;

    private FreeStrikes() {
    }

    /** Where along the path the mover is last engaged by an enemy before leaving it. */
    public record Leaving(String enemy, Point at, double distance) {
    }

    /**
     * The enemies the mover leaves along its advance, in the order it leaves them.
     *
     * @param meleeRanges each enemy's melee range by id (its longest melee weapon's RNG; G05)
     */
    public static List<Leaving> along(Battlefield field, Figure mover, List<Point> path, Map<String, Double> meleeRanges) {
        List<Leaving> leavings = new ArrayList<>();
        for (Figure enemy : field.others(mover)) {
            double range = meleeRanges.getOrDefault(enemy.id(), 0.0);
            if (!Melee.engagedBy(field, mover, enemy, range)) {
                continue;
            }
            Leaving leaving = firstLeave(field, mover, enemy, range, path);
            if (leaving != null) {
                leavings.add(leaving);
            }
        }
        leavings.sort((a, b) -> Double.compare(a.distance(), b.distance()));
        return leavings;
    }

    private static Leaving firstLeave(Battlefield field, Figure mover, Figure enemy, double range, List<Point> path) {
        double done = 0;
        for (int i = 1; i < path.size(); i++) {
            Point a = path.get(i - 1);
            Point b = path.get(i);
            double length = a.distance(b);
            if (length <= Tolerance.EPSILON / 10) {
                continue;
            }
            double facing = Pose.heading(a, b);
            double engagedUpTo = 0;
            for (double t = Math.min(STEP, length); ; t = Math.min(length, t + STEP)) {
                if (!engagedAt(field, mover, enemy, range, a, b, facing, t / length)) {
                    double last = narrow(field, mover, enemy, range, a, b, facing, engagedUpTo, t, length);
                    return new Leaving(enemy.id(), a.towards(b, last / length), done + last);
                }
                engagedUpTo = t;
                if (t >= length) {
                    break;
                }
            }
            done += length;
        }
        return null;
    }

    /** Bisects between a point still engaged and one that is not, down to EPSILON, and keeps the engaged end. */
    private static double narrow(Battlefield field, Figure mover, Figure enemy, double range,
                                 Point a, Point b, double facing, double engaged, double free, double length) {
        while (free - engaged > Tolerance.EPSILON) {
            double mid = (engaged + free) / 2;
            if (engagedAt(field, mover, enemy, range, a, b, facing, mid / length)) {
                engaged = mid;
            } else {
                free = mid;
            }
        }
        return engaged;
    }

    private static boolean engagedAt(Battlefield field, Figure mover, Figure enemy, double range,
                                     Point a, Point b, double facing, double fraction) {
        Figure there = mover.at(new Pose(a.towards(b, fraction), facing));
        Battlefield moved = field.with(mover.id(), f -> there);
        return Melee.engagedBy(moved, there, enemy, range);
    }
}
