package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;

import java.util.List;

/**
 * Lengths and angles as events carry them: whole ten-thousandths of an inch and of a degree, because the hash chain's
 * canonical JSON holds integers only (docs/events.md). A ten-thousandth is a tenth of the geometry's tolerance, so the
 * rounding never turns a legal position into an overlap beyond it (clarification 13).
 */
public final class Wire {

    public static final double SCALE = 10_000;

    private Wire() {
    }

    public static long of(double value) {
        return Math.round(value * SCALE);
    }

    public static double value(long wire) {
        return wire / SCALE;
    }

    /** A point of a path. */
    public record Spot(long x, long y) {

        static Spot of(Point p) {
            return new Spot(Wire.of(p.x()), Wire.of(p.y()));
        }

        static List<Spot> path(List<Point> points) {
            return points.stream().map(Spot::of).toList();
        }

        public Point point() {
            return new Point(value(x), value(y));
        }
    }

    /** Where a model stands and faces. */
    public record Stance(long x, long y, long facing) {

        static Stance of(Pose pose) {
            return new Stance(Wire.of(pose.centre().x()), Wire.of(pose.centre().y()), Wire.of(pose.facing()));
        }

        public Pose pose() {
            return Pose.at(value(x), value(y), value(facing));
        }
    }
}
