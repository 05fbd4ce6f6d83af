package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.math.Vector2D;

/**
 * One straight leg of a moving base: the capsule its disc sweeps (inventory §3.5). It finds the
 * first contact with a model, with terrain a base may not enter, or with the table's edge, and
 * what each inch costs in rough terrain. Distances are inches along the leg from its start.
 */
final class Sweep {

    private final Battlefield field;
    private final Figure mover;
    private final Point from;
    private final Vector2D direction;
    private final double length;
    private final boolean charging;
    private final List<double[]> roughStretches;

    private double blockedAt;
    private Stop blockedBy = Stop.COMPLETED;
    private final List<double[]> obstacles = new ArrayList<>();

    Sweep(Battlefield field, Figure mover, Point from, Point to, boolean charging) {
        this.field = field;
        this.mover = mover;
        this.from = from;
        this.length = from.distance(to);
        this.direction = length > 0 ? from.to(to).normalize() : new Vector2D(0, 0);
        this.charging = charging;
        this.blockedAt = length;
        this.roughStretches = mover.has(Trait.PATHFINDER) ? List.of() : merged(stretchesIn(Ground.ROUGH));
        findModelContacts();
        findTerrainContacts();
        findTableEdge();
    }

    double blockedAt() {
        return blockedAt;
    }

    Stop blockedBy() {
        return blockedBy;
    }

    Point at(double t) {
        return from.plus(direction.multiply(t));
    }

    /** What moving from the leg's start to t costs: the distance, plus again any part of it with the base in rough terrain (E24). */
    double costTo(double t) {
        double extra = 0;
        for (double[] s : roughStretches) {
            extra += Math.max(0, Math.min(t, s[1]) - s[0]);
        }
        return t + extra;
    }

    /** How far along the leg a budget of movement reaches, rough terrain costing double. */
    double reach(double budget) {
        double t = 0;
        double left = budget;
        for (double[] s : roughStretches) {
            double open = Math.max(0, s[0] - t);
            if (left <= open) {
                return Math.min(length, t + left);
            }
            left -= open;
            t = Math.max(t, s[0]);
            double rough = s[1] - t;
            if (left <= 2 * rough) {
                return Math.min(length, t + left / 2);
            }
            left -= 2 * rough;
            t = s[1];
        }
        return Math.min(length, t + left);
    }

    private void blockAt(double t, Stop why) {
        if (t < blockedAt - Tolerance.EPSILON / 10) {
            blockedAt = Math.max(0, t);
            blockedBy = why;
        }
    }

    /** A base cannot pass over another (E02): the leg ends where the two bases touch. */
    private void findModelContacts() {
        if (length == 0) {
            return;
        }
        for (Figure other : field.others(mover)) {
            contactAlong(mover, other, from, direction).ifPresent(contact -> {
                if (contact <= length + Tolerance.EPSILON / 10) {
                    blockAt(contact, Stop.MODEL);
                }
            });
        }
    }

    /** How far along a line from a point the mover's base first touches the other's; none when moving away from it or passing clear. */
    static Optional<Double> contactAlong(Figure mover, Figure other, Point from, Vector2D direction) {
        double reach = mover.radius() + other.radius();
        Vector2D toOther = from.to(other.centre());
        double along = toOther.dot(direction);
        double touching = reach * reach - (toOther.lengthSquared() - along * along);
        if (along <= 0 || touching <= 0) {
            return Optional.empty();
        }
        return Optional.of(Math.max(0, along - Math.sqrt(touching)));
    }

    /**
     * Obstructions and impassable terrain stop the base where it touches them (E26). An obstacle
     * stops it too unless it can get completely past within its movement (E25); a charge stops at
     * the first obstacle it contacts unless it has Pathfinder (E07, C12).
     */
    private void findTerrainContacts() {
        for (TerrainFeature feature : field.terrain()) {
            if (!feature.ground().excludesBases()) {
                continue;
            }
            for (double[] s : stretchesOf(feature)) {
                boolean crossable = feature.ground() == Ground.OBSTACLE && (!charging || mover.has(Trait.PATHFINDER))
                        && s[1] < length - Tolerance.EPSILON / 10;
                if (!crossable) {
                    blockAt(s[0], Stop.TERRAIN);
                } else if (s[0] < blockedAt) {
                    obstacles.add(s);
                }
            }
        }
    }

    /**
     * Where the base may end when it would end at t: short of an obstacle it would otherwise end
     * on top of, as it cannot get completely past it (E25: "cannot partially cross, climb on, or
     * stand atop an obstacle"). Never beyond where the leg is blocked.
     */
    double shortOfObstacles(double t) {
        double end = Math.min(blockedAt, t);
        for (double[] s : obstacles.stream().sorted(Comparator.comparingDouble(s -> s[0])).toList()) {
            if (s[0] < end && s[1] > end) {
                return s[0];
            }
        }
        return end;
    }

    private void findTableEdge() {
        Table table = field.table();
        double r = mover.radius();
        double[][] limits = {{r, table.width() - r, from.x(), direction.getX()}, {r, table.depth() - r, from.y(), direction.getY()}};
        for (double[] axis : limits) {
            double low = axis[0];
            double high = axis[1];
            double start = axis[2];
            double speed = axis[3];
            if (speed > 1e-12) {
                blockAtEdge((high - start) / speed);
            } else if (speed < -1e-12) {
                blockAtEdge((low - start) / speed);
            }
        }
    }

    private void blockAtEdge(double t) {
        if (t < length - Tolerance.EPSILON / 10) {
            blockAt(t, Stop.TABLE_EDGE);
        }
    }

    /** The stretches of the leg along which the base overlaps the feature's outline (touching it is not overlapping). */
    private List<double[]> stretchesOf(TerrainFeature feature) {
        if (length == 0) {
            return List.of();
        }
        Envelope near = new Envelope(from.coordinate(), at(length).coordinate());
        near.expandBy(mover.radius());
        if (!near.intersects(feature.outline().getEnvelopeInternal())) {
            return List.of(); // the base passes nowhere near it: no need to grow the outline
        }
        // grown by a little less than the radius: a base that comes within EPSILON of a feature touches it, as it would another base
        return Shapes.grown(feature.outline(), mover.radius() - Tolerance.EPSILON / 2).stretchesInside(from, direction, length).stream()
                .filter(s -> s[1] - s[0] > Tolerance.EPSILON / 10).toList();
    }

    private List<double[]> stretchesIn(Ground ground) {
        List<double[]> all = new ArrayList<>();
        for (TerrainFeature feature : field.terrain()) {
            if (feature.ground() == ground) {
                all.addAll(stretchesOf(feature));
            }
        }
        return all;
    }

    /** Overlapping stretches joined, in order: two rough features under one base still cost double, not triple. */
    private static List<double[]> merged(List<double[]> stretches) {
        List<double[]> sorted = new ArrayList<>(stretches);
        sorted.sort(Comparator.comparingDouble(s -> s[0]));
        List<double[]> out = new ArrayList<>();
        for (double[] s : sorted) {
            if (!out.isEmpty() && s[0] <= out.get(out.size() - 1)[1]) {
                out.get(out.size() - 1)[1] = Math.max(out.get(out.size() - 1)[1], s[1]);
            } else {
                out.add(new double[] {s[0], s[1]});
            }
        }
        return out;
    }
}
