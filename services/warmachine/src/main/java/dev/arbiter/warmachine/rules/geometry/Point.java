package dev.arbiter.warmachine.rules.geometry;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.math.Vector2D;

/** A point of the table in inches, from the corner at (0, 0) (inventory §3.1). Immutable, unlike JTS's Coordinate. */
public record Point(double x, double y) {

    public Point {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("a point needs finite coordinates: " + x + ", " + y);
        }
    }

    public double distance(Point other) {
        return Math.hypot(other.x - x, other.y - y);
    }

    /** From this point to the other. */
    public Vector2D to(Point other) {
        return new Vector2D(other.x - x, other.y - y);
    }

    public Point plus(Vector2D v) {
        return new Point(x + v.getX(), y + v.getY());
    }

    /** The point a fraction t of the way to the other. */
    public Point towards(Point other, double t) {
        return new Point(x + (other.x - x) * t, y + (other.y - y) * t);
    }

    public Coordinate coordinate() {
        return new Coordinate(x, y);
    }

    public static Point of(Coordinate c) {
        return new Point(c.x, c.y);
    }
}
