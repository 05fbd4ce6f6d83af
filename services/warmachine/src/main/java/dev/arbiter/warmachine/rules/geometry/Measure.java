package dev.arbiter.warmachine.rules.geometry;

import java.util.Comparator;
import java.util.List;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Polygon;

/**
 * Free measurement (A08): distances between bases, points and areas, and "within" and "completely
 * within" (A09, rulebook "Measuring Distances"). Read-only: nothing here changes the table.
 */
public final class Measure {

    private Measure() {
    }

    /** Edge to edge; overlapping bases are 0" apart (A09). */
    public static double gap(Figure a, Figure b) {
        return Math.max(0, a.centre().distance(b.centre()) - a.radius() - b.radius());
    }

    /** From the nearest edge of the base to a point; 0 when the point is under the base. */
    public static double gap(Figure a, Point p) {
        return Math.max(0, a.centre().distance(p) - a.radius());
    }

    /** From the nearest edge of the base to an area; 0 when they overlap. */
    public static double gap(Figure a, Geometry area) {
        return Math.max(0, area.distance(Shapes.FACTORY.createPoint(a.centre().coordinate())) - a.radius());
    }

    /**
     * Within X of another model (A09): the nearest edge of the base is within X of that model's
     * base edge, exactly X included. Command range (B06), control range 2 x FOCUS (K02) and
     * formation (L05) are this test with their own X.
     */
    public static boolean within(Figure b, Figure of, double x) {
        return Tolerance.atMost(gap(b, of), x);
    }

    /** The whole base within X of that model's base edge (A09; the area includes the ground under its base). */
    public static boolean completelyWithin(Figure b, Figure of, double x) {
        return Tolerance.atMost(b.centre().distance(of.centre()) + b.radius(), of.radius() + x);
    }

    /** Within X of a point: a circle of radius X, such as a 12" zone's (P03, P08) or a template's. */
    public static boolean within(Figure b, Point centre, double x) {
        return Tolerance.atMost(gap(b, centre), x);
    }

    public static boolean completelyWithin(Figure b, Point centre, double x) {
        return Tolerance.atMost(b.centre().distance(centre) + b.radius(), x);
    }

    /** Any part of the base in the area (touching its edge is not in it). */
    public static boolean partlyIn(Figure b, Geometry area) {
        return area.distance(Shapes.FACTORY.createPoint(b.centre().coordinate())) < b.radius() - Tolerance.EPSILON;
    }

    /** The whole base inside the polygon, its edge included (deployment zones, forest and rubble protection). */
    public static boolean completelyIn(Figure b, Polygon area) {
        var centre = Shapes.FACTORY.createPoint(b.centre().coordinate());
        return area.covers(centre) && Tolerance.atMost(b.radius(), area.getExteriorRing().distance(centre))
                && holesKeptClear(b, area);
    }

    private static boolean holesKeptClear(Figure b, Polygon area) {
        for (int i = 0; i < area.getNumInteriorRing(); i++) {
            if (!Tolerance.atMost(b.radius(), area.getInteriorRingN(i).distance(Shapes.FACTORY.createPoint(b.centre().coordinate())))) {
                return false;
            }
        }
        return true;
    }

    /**
     * In range (F09, A10, I06): from the edge of the point of origin's base nearest the target to
     * the nearest edge of the target's base, at most RNG. A model that targets itself is always in range.
     */
    public static boolean inRange(Figure origin, Figure target, double rng) {
        return origin.id().equals(target.id()) || Tolerance.atMost(gap(origin, target), rng);
    }

    /**
     * The candidates at the least gap from the model (J11 token claiming, S14 frenzy): one, or all
     * those tied within EPSILON, for the rules to settle with a logged roll.
     */
    public static List<Figure> nearest(Figure from, List<Figure> candidates) {
        List<Figure> others = candidates.stream().filter(c -> !c.id().equals(from.id())).toList();
        double least = others.stream().mapToDouble(c -> gap(from, c)).min().orElse(Double.NaN);
        return others.stream().filter(c -> Tolerance.atMost(gap(from, c), least))
                .sorted(Comparator.comparing(Figure::id)).toList();
    }

    /**
     * How far from its base edge a model can make melee attacks this activation if it charges
     * (E07: SPD + 3" of movement, then its melee range), on open ground with nothing in the way.
     * The referee answers "can it reach that model" with {@link Charge}; this is the figure players quote.
     */
    public static double meleeThreat(double speed, double meleeRange) {
        return speed + Charge.EXTRA_DISTANCE + meleeRange;
    }

    /** The same for a ranged weapon after a full advance (E04 then RNG). */
    public static double rangedThreat(double speed, double rng) {
        return speed + rng;
    }
}
