package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.locationtech.jts.math.Vector2D;

/**
 * The rule of least disturbance (E21): once a moved model has stopped, the models its base overlaps are moved out of
 * its way, each the least distance that leaves it room ({@link Placement}), facings unchanged. The inventory allows a
 * heuristic (§3.5); this one moves every overlapped model (each must move, so that is the fewest) and only those,
 * one after the other in the order given, each to the nearest spot found among 360 directions a degree apart and
 * directly away from the mover, scanning outward in steps of {@link #STEP}. A model that finds no room within
 * {@link #SEARCH} cannot be moved; then the mover itself is moved instead, by the same search.
 */
public final class LeastDisturbance {

    /** How finely each direction is scanned for room once the base clears the mover: well below a tape measure's say. */
    static final double STEP = 0.01;
    /** How far a model is looked for room before it counts as unmovable: a quarter of the standard table. */
    static final double SEARCH = 12;
    private static final int DIRECTIONS = 360;

    private LeastDisturbance() {
    }

    /** One model moved out of the way, from where to where. */
    public record Shift(String id, Point from, Point to) {
        public double distance() {
            return from.distance(to);
        }
    }

    /** The table after the rule, and the shifts it made (the mover's own shift when it had to give way). */
    public record Settled(Battlefield field, List<Shift> shifts) {
        public Settled {
            shifts = List.copyOf(shifts);
        }
    }

    /**
     * Clears the mover's base of the named models it overlaps. Ties between equally short shifts are broken by
     * {@code pick}, given how many there are and answering an index below it: the rules roll for them.
     */
    public static Settled settle(Battlefield field, String moverId, List<String> overlapping, IntUnaryOperator pick) {
        Battlefield now = field;
        List<Shift> shifts = new ArrayList<>();
        for (String id : overlapping) {
            Figure mover = now.figure(moverId);
            Figure other = now.figure(id);
            Shift shift = nearestRoom(now, other, mover, pick);
            if (shift == null) {
                shift = nearestRoom(now, mover, other, pick);
                if (shift == null) {
                    throw new IllegalStateException("no room within " + SEARCH + "\" for " + id + " or " + moverId);
                }
            }
            Point to = shift.to();
            now = now.with(shift.id(), f -> f.at(f.pose().movedTo(to)));
            shifts.add(shift);
        }
        return new Settled(now, shifts);
    }

    /** The shortest shift of the model clear of the one it must make way for; null when there is none within SEARCH. */
    private static Shift nearestRoom(Battlefield field, Figure model, Figure stays, IntUnaryOperator pick) {
        List<Vector2D> directions = new ArrayList<>();
        Vector2D away = stays.centre().to(model.centre());
        if (away.length() > 1e-9) {
            directions.add(away.normalize());
        }
        for (int k = 0; k < DIRECTIONS; k++) {
            double a = 2 * Math.PI * k / DIRECTIONS;
            directions.add(new Vector2D(Math.cos(a), Math.sin(a)));
        }
        double best = Double.POSITIVE_INFINITY;
        List<Point> ties = new ArrayList<>();
        for (Vector2D d : directions) {
            for (double t = clearance(model, stays, d); t <= Math.min(SEARCH, best + 1e-9); t += STEP) {
                Point p = model.centre().plus(d.multiply(t));
                if (Placement.hasRoom(field, model, p)) {
                    if (t < best - 1e-9) {
                        best = t;
                        ties.clear();
                    }
                    if (ties.stream().noneMatch(q -> q.distance(p) < 1e-9)) {
                        ties.add(p);
                    }
                    break;
                }
            }
        }
        if (ties.isEmpty()) {
            return null;
        }
        Point to = ties.size() == 1 ? ties.get(0) : ties.get(pick.applyAsInt(ties.size()));
        return new Shift(model.id(), model.centre(), to);
    }

    /** How far the model must go along d before its base no longer overlaps the one that stays. */
    private static double clearance(Figure model, Figure stays, Vector2D d) {
        double reach = model.radius() + stays.radius();
        Vector2D toModel = stays.centre().to(model.centre());
        double along = toModel.dot(d);
        double across = toModel.lengthSquared() - along * along;
        return Math.max(0, -along + Math.sqrt(Math.max(0, reach * reach - across)));
    }
}
