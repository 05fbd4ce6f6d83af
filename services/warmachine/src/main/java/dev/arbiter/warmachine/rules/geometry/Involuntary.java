package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.locationtech.jts.math.Vector2D;

/**
 * Movement that is not advancing (E15): pushes (E16), slams (E17) and throws (E18), each a straight line measured by
 * the centre's travel, the facing unchanged, stopped at the table's edge without leaving play (E19). Terrain and the
 * edge are found by the same {@link Sweep} as an advance, for a mover without Pathfinder and that never crosses an
 * obstacle; models are handled here, as which bases stop the mover depends on the kind of movement.
 */
public final class Involuntary {

    private enum Kind {
        /** Stops at any model; rough terrain costs double. */
        PUSH(false, true),
        /** Moves through smaller bases; rough terrain costs double. */
        SLAM(true, true),
        /** Moves through smaller bases; rough terrain does not slow it. */
        THROW(true, false);

        final boolean throughSmaller;
        final boolean slowedByRough;

        Kind(boolean throughSmaller, boolean slowedByRough) {
            this.throughSmaller = throughSmaller;
            this.slowedByRough = slowedByRough;
        }
    }

    private Involuntary() {
    }

    /** Pushed up to the distance directly away from a point (E16). */
    public static Displaced push(Battlefield field, Figure mover, Point awayFrom, double distance) {
        return move(field, mover, awayFrom(mover, awayFrom), distance, Kind.PUSH, Set.of());
    }

    /** Slammed up to the distance directly away from the slam's point of origin (E17). */
    public static Displaced slam(Battlefield field, Figure mover, Point origin, double distance) {
        return move(field, mover, awayFrom(mover, origin), distance, Kind.SLAM, Set.of());
    }

    /**
     * Thrown in a straight line toward the point of impact (E18). The models named move aside for it: the thrower
     * itself, which the thrown model moves through without contacting it (G18).
     */
    public static Displaced thrown(Battlefield field, Figure mover, Point impact, Set<String> movesThrough) {
        double distance = mover.centre().distance(impact);
        Vector2D direction = distance > 0 ? mover.centre().to(impact).normalize() : new Vector2D(1, 0);
        return move(field, mover, direction, distance, Kind.THROW, movesThrough);
    }

    private static Vector2D awayFrom(Figure mover, Point origin) {
        Vector2D away = origin.to(mover.centre());
        if (away.length() < Tolerance.EPSILON) {
            throw new IllegalArgumentException(mover.id() + " stands on the point it is moved away from: no direction");
        }
        return away.normalize();
    }

    private static Displaced move(Battlefield field, Figure mover, Vector2D direction, double distance, Kind kind,
                                  Set<String> movesThrough) {
        Point from = mover.centre();
        Point furthest = from.plus(direction.multiply(distance));
        Figure plain = new Figure(mover.id(), mover.side(), mover.base(), mover.pose(), Set.of());
        Sweep terrain = new Sweep(new Battlefield(field.table(), List.of(), field.terrain()), plain, from, furthest, true);

        double end = kind.slowedByRough ? terrain.reach(distance) : distance;
        Stop stop = end < distance - Tolerance.EPSILON / 10 ? Stop.OUT_OF_MOVEMENT : Stop.COMPLETED;
        if (terrain.blockedAt() <= end && terrain.blockedBy() != Stop.COMPLETED) {
            end = terrain.blockedAt();
            stop = terrain.blockedBy();
        }
        Optional<Figure> blocker = Optional.empty();
        List<Met> met = new ArrayList<>();
        for (Figure other : field.others(mover)) {
            if (movesThrough.contains(other.id())) {
                continue;
            }
            Sweep.contactAlong(mover, other, from, direction).ifPresent(at -> met.add(new Met(other, at)));
        }
        met.sort(Comparator.comparingDouble(Met::at));
        for (Met m : met) {
            boolean stops = !kind.throughSmaller || m.figure().base().atLeast(mover.base());
            if (stops && m.at() <= end + Tolerance.EPSILON / 10) {
                end = m.at();
                stop = Stop.MODEL;
                blocker = Optional.of(m.figure());
                break;
            }
        }
        Figure moved = mover.at(mover.pose().movedTo(from.plus(direction.multiply(end))));
        double travelled = end;
        List<String> passed = met.stream()
                .filter(m -> !m.figure().base().atLeast(mover.base()) && m.at() < travelled - Tolerance.EPSILON / 10)
                .map(m -> m.figure().id()).toList();
        Optional<TerrainFeature> wall = stop == Stop.TERRAIN ? touchedTerrain(field, moved) : Optional.empty();
        Optional<String> stoppedBy = blocker.map(Figure::id).or(() -> wall.map(TerrainFeature::id));
        boolean collided = blocker.isPresent() || wall.filter(f -> f.ground() != Ground.IMPASSABLE).isPresent();
        List<String> touching = new ArrayList<>();
        List<String> overlapping = new ArrayList<>();
        for (Figure other : field.others(mover)) {
            double gap = moved.centre().distance(other.centre()) - moved.radius() - other.radius();
            if (gap < -Tolerance.EPSILON) {
                overlapping.add(other.id());
            } else if (gap <= Tolerance.EPSILON) {
                touching.add(other.id());
            }
        }
        return new Displaced(moved, from, end, stop, stoppedBy, collided, passed, touching, overlapping);
    }

    private record Met(Figure figure, double at) {
    }

    /** The excluding feature the stopped base touches: the nearest, as the sweep stopped at the first it met. */
    private static Optional<TerrainFeature> touchedTerrain(Battlefield field, Figure moved) {
        return field.terrain().stream().filter(f -> f.ground().excludesBases())
                .min(Comparator.comparingDouble(f -> f.outline().distance(Shapes.FACTORY.createPoint(moved.centre().coordinate()))));
    }
}
