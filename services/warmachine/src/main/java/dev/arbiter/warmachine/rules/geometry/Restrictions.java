package dev.arbiter.warmachine.rules.geometry;

import java.util.List;
import org.locationtech.jts.math.Vector2D;

/**
 * Movement restrictions (E11; rulebook "Movement Restrictions"): toward, directly toward, away
 * and directly away from another model. A path of straight legs is checked exactly: along a
 * straight leg the distance to a fixed point is a convex function, so it never increases on the
 * leg when it does not increase at the leg's end, and never decreases when it does not decrease
 * at its start. A model under several restrictions must satisfy all of them or not move.
 */
public final class Restrictions {

    private Restrictions() {
    }

    public enum Kind { TOWARD, DIRECTLY_TOWARD, AWAY, DIRECTLY_AWAY }

    public record Restriction(Kind kind, Point other) {
    }

    /** True when the path (the mover's centre, start first) satisfies every restriction. */
    public static boolean allow(List<Point> path, List<Restriction> restrictions) {
        return restrictions.stream().allMatch(r -> allows(path, r));
    }

    private static boolean allows(List<Point> path, Restriction r) {
        for (int i = 1; i < path.size(); i++) {
            Point a = path.get(i - 1);
            Point b = path.get(i);
            if (a.distance(b) <= Tolerance.EPSILON) {
                continue;
            }
            Vector2D leg = a.to(b).normalize();
            boolean ok = switch (r.kind()) {
                case TOWARD -> b.to(r.other()).dot(leg) >= -Tolerance.EPSILON || b.distance(r.other()) <= Tolerance.EPSILON;
                case AWAY -> a.to(r.other()).dot(leg) <= Tolerance.EPSILON;
                case DIRECTLY_TOWARD -> onCentreLine(path.get(0), r.other(), b) && b.distance(r.other()) < a.distance(r.other());
                case DIRECTLY_AWAY -> onCentreLine(path.get(0), r.other(), b) && b.distance(r.other()) > a.distance(r.other());
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** On the straight line through the two centres where the movement began (EX33). */
    private static boolean onCentreLine(Point start, Point other, Point p) {
        Vector2D line = start.to(other).normalize();
        Vector2D v = start.to(p);
        return Math.abs(line.getX() * v.getY() - line.getY() * v.getX()) <= Tolerance.EPSILON;
    }
}
