package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.locationtech.jts.algorithm.Distance;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
import org.locationtech.jts.math.Vector2D;

/**
 * Line of sight from one model to another (F01-F05, F07; rulebook "Line of Sight & Targeting",
 * p. 39's four steps). LOS exists when any straight line passes every step; the referee tries a
 * fixed set of lines between the two bases and returns the first that passes as the witness
 * (inventory §3.6; the set is in docs/rules/warmachine.md, "Line of sight").
 */
public final class LineOfSight {

    /** Points tried on each base's edge, besides its centre and the tangents common to both bases. */
    static final int EDGE_SAMPLES = 32;
    /** Stealth hides nothing from a viewer within this distance (C14). */
    static final double STEALTH_RANGE = 5.0;

    private LineOfSight() {
    }

    public static boolean exists(Battlefield field, Figure viewer, Figure target) {
        return witness(field, viewer, target).isPresent();
    }

    /** The first line that passes every step, or empty when none does (no LOS). */
    public static Optional<Sightline> witness(Battlefield field, Figure viewer, Figure target) {
        if (viewer.id().equals(target.id())) {
            return Optional.of(new Sightline(viewer.centre(), viewer.centre()));
        }
        if (!Arcs.inFrontArc(viewer, target)) {
            return Optional.empty();
        }
        List<Figure> blockers = blockers(field, viewer, target);
        List<Screen> screens = Screen.of(field);
        List<Point> ends = new ArrayList<>(candidates(target, viewer));
        ends.addAll(justInFront(viewer, target));
        ends.removeIf(p -> !Arcs.inFrontArc(viewer, p, 0));
        for (Point from : candidates(viewer, target)) {
            for (Point to : ends) {
                if (clearOfModels(from, to, blockers) && clearOfTerrain(screens, from, to, viewer, target)) {
                    return Optional.of(new Sightline(from, to));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Intervening models (F02): those whose base some straight line between the two bases
     * crosses, whatever their size.
     */
    public static List<Figure> intervening(Battlefield field, Figure a, Figure b) {
        Geometry hull = Shapes.hullOf(a.centre(), a.radius(), b.centre(), b.radius());
        return field.others(a, b).stream().filter(c -> Measure.partlyIn(c, hull)).toList();
    }

    /**
     * Step 3 (F03): intervening models with a base equal to or larger than the target's block,
     * except those that never block (F07): knocked down, or Stealth seen from more than 5".
     */
    private static List<Figure> blockers(Battlefield field, Figure viewer, Figure target) {
        return field.others(viewer, target).stream()
                .filter(c -> c.base().atLeast(target.base()))
                .filter(c -> !c.has(Trait.KNOCKED_DOWN))
                .filter(c -> !(c.has(Trait.STEALTH) && Measure.gap(viewer, c) > STEALTH_RANGE + Tolerance.EPSILON))
                .toList();
    }

    /** A line "passes over" a base when it runs through its inside; grazing its edge does not count. */
    static boolean clearOfModels(Point from, Point to, List<Figure> blockers) {
        for (Figure c : blockers) {
            double d = Distance.pointToSegment(c.centre().coordinate(), from.coordinate(), to.coordinate());
            if (d < c.radius() - Tolerance.EPSILON) {
                return false;
            }
        }
        return true;
    }

    /** Steps 2 and 4 (F03, F04, O08) against every feature that can block. */
    private static boolean clearOfTerrain(List<Screen> screens, Point from, Point to, Figure viewer, Figure target) {
        if (screens.isEmpty()) {
            return true;
        }
        LineString line = Shapes.segment(from, to);
        for (Screen screen : screens) {
            boolean blocked = screen.feature().sight() == Sight.SOLID
                    ? solidBlocks(screen, from, to, viewer.base().volumeHeight(), target.base().volumeHeight())
                    : forestBlocks(screen, line, target);
            if (blocked) {
                return false;
            }
        }
        return true;
    }

    /**
     * A feature that may block sight, prepared for the many lines one question tries: its
     * outline shrunk by EPSILON, so that a line meeting it runs through the inside rather than
     * along an edge or through a corner.
     */
    private record Screen(TerrainFeature feature, PreparedGeometry inside, PreparedGeometry whole) {

        static List<Screen> of(Battlefield field) {
            return field.terrain().stream().filter(f -> f.sight() != Sight.CLEAR)
                    .map(f -> new Screen(f, PreparedGeometryFactory.prepare(f.outline().buffer(-Tolerance.EPSILON)),
                            PreparedGeometryFactory.prepare(f.outline())))
                    .toList();
        }

        boolean crossedBy(LineString line) {
            return inside.intersects(line);
        }
    }

    /**
     * A solid feature is a prism from the ground to its height. Of all lines between two vertical
     * edges of the volumes, the top-to-top one is the highest at every point, so it is the one to
     * try (F04, F05's reference objects). It is blocked where it runs below the feature's top
     * inside the outline; at exactly the feature's height it clears it.
     */
    private static boolean solidBlocks(Screen screen, Point from, Point to, double fromHeight, double toHeight) {
        double top = screen.feature().height() - Tolerance.EPSILON;
        if (fromHeight >= top && toHeight >= top) {
            return false;
        }
        Point lowFrom = from;
        Point lowTo = to;
        if (fromHeight >= top) {
            lowFrom = from.towards(to, (fromHeight - top) / (fromHeight - toHeight));
        } else if (toHeight >= top) {
            lowTo = from.towards(to, (fromHeight - top) / (fromHeight - toHeight));
        }
        return screen.crossedBy(Shapes.segment(lowFrom, lowTo));
    }

    /**
     * A forest (O08): a line from or to a point inside it sees through up to 3" of it; a line
     * between two points outside it is blocked by any of it. Never blocks LOS to a huge base.
     * The 3" counts per forest (inventory §6.6).
     */
    private static boolean forestBlocks(Screen screen, LineString line, Figure target) {
        if (target.base() == BaseSize.HUGE || !screen.crossedBy(line)) {
            return false;
        }
        boolean endsInside = screen.whole().covers(line.getStartPoint()) || screen.whole().covers(line.getEndPoint());
        return !endsInside || screen.feature().outline().intersection(line).getLength()
                > TerrainFeature.FOREST_SIGHT_DEPTH + Tolerance.EPSILON;
    }

    /** The line runs through the inside of the outline, not just along its edge or through a corner. */
    static boolean throughInside(Geometry outline, LineString line) {
        return outline.buffer(-Tolerance.EPSILON).intersects(line);
    }

    /** The points of a base tried as ends of lines toward the other base, in a fixed order. */
    private static List<Point> candidates(Figure base, Figure other) {
        List<Point> points = new ArrayList<>();
        points.add(base.centre());
        Vector2D toOther = base.centre().to(other.centre());
        double towards = Math.atan2(toOther.getY(), toOther.getX());
        double d = toOther.length();
        if (d > Tolerance.EPSILON) {
            // the touching points of the lines tangent to both bases: the edges of everything between them
            double outer = Math.acos(Math.max(-1, Math.min(1, (base.radius() - other.radius()) / d)));
            double inner = Math.acos(Math.max(-1, Math.min(1, (base.radius() + other.radius()) / d)));
            for (double angle : new double[] {outer, -outer, inner, -inner}) {
                points.add(onEdge(base, towards + angle));
            }
        }
        for (int i = 0; i < EDGE_SAMPLES; i++) {
            points.add(onEdge(base, towards + 2 * Math.PI * i / EDGE_SAMPLES));
        }
        return points;
    }

    /**
     * The two points of the target's edge just ahead of the viewer's dividing line: a target only
     * a sliver of which is in the front arc is seen through that sliver or not at all.
     */
    private static List<Point> justInFront(Figure viewer, Figure target) {
        Vector2D f = viewer.pose().direction();
        double ahead = viewer.centre().to(target.centre()).dot(f);
        double cosine = (2 * Tolerance.EPSILON - ahead) / target.radius();
        if (Math.abs(cosine) > 1) {
            return List.of();
        }
        double facing = Math.atan2(f.getY(), f.getX());
        double turn = Math.acos(cosine);
        return List.of(onEdge(target, facing + turn), onEdge(target, facing - turn));
    }

    private static Point onEdge(Figure base, double angle) {
        return base.centre().plus(new Vector2D(Math.cos(angle), Math.sin(angle)).multiply(base.radius()));
    }
}
