package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Advancing along waypoints (E02, E04, E05, E13, E24-E26; rulebook "Normal Movement &
 * Advancing"). The client sends the intention, the referee moves the base leg by leg: it faces
 * each leg's direction, pays double while any part of it is in rough terrain, crosses an obstacle
 * only when it can get completely past, and stops on contacting a model, an obstruction,
 * impassable terrain or the table's edge. A base therefore never ends overlapping another base
 * or off the table.
 */
public final class Advance {

    private Advance() {
    }

    /** A full advance: up to SPD inches (E04). */
    public static Movement full(Battlefield field, Figure mover, double speed, List<Point> waypoints, OptionalDouble finalFacing) {
        return along(field, mover, speed, waypoints, finalFacing);
    }

    /** A run: up to twice SPD (E05). */
    public static Movement run(Battlefield field, Figure mover, double speed, List<Point> waypoints, OptionalDouble finalFacing) {
        return along(field, mover, 2 * speed, waypoints, finalFacing);
    }

    /**
     * Advances through the waypoints in order with an allowance in inches. The model may change
     * its facing at any time during its advance (E02), so a final facing may be given for where it
     * stops; otherwise it keeps the direction of its last leg.
     */
    public static Movement along(Battlefield field, Figure mover, double allowance, List<Point> waypoints, OptionalDouble finalFacing) {
        if (!(allowance >= 0)) {
            throw new IllegalArgumentException("an allowance cannot be negative");
        }
        Figure at = mover;
        List<Point> path = new ArrayList<>(List.of(mover.centre()));
        double left = allowance;
        double travelled = 0;
        Stop stop = Stop.COMPLETED;
        for (Point waypoint : waypoints) {
            double legLength = at.centre().distance(waypoint);
            if (legLength <= Tolerance.EPSILON / 10) {
                continue;
            }
            // E02: it must move in the direction it faces, so it turns first (turning costs nothing)
            at = at.at(at.pose().facing(Pose.heading(at.centre(), waypoint)));
            Sweep leg = new Sweep(field, at, at.centre(), waypoint, false);
            double budgetReach = leg.reach(left);
            double end = leg.shortOfObstacles(budgetReach);
            if (end < legLength - Tolerance.EPSILON / 10) {
                stop = end >= leg.blockedAt() - Tolerance.EPSILON / 10 ? leg.blockedBy()
                        : end < budgetReach - Tolerance.EPSILON / 10 ? Stop.TERRAIN : Stop.OUT_OF_MOVEMENT;
            } else {
                end = legLength;
            }
            left -= leg.costTo(end);
            travelled += end;
            at = at.at(at.pose().movedTo(leg.at(end)));
            path.add(at.centre());
            if (stop != Stop.COMPLETED) {
                break;
            }
        }
        if (finalFacing.isPresent()) {
            at = at.at(at.pose().facing(finalFacing.getAsDouble()));
        }
        return new Movement(at, path, travelled, stop, touching(field, at), allowance - left);
    }

    /** The models base to base with it (E13). */
    public static List<String> touching(Battlefield field, Figure model) {
        return field.others(model).stream().filter(o -> Measure.gap(model, o) <= Tolerance.EPSILON)
                .map(Figure::id).sorted().toList();
    }
}
