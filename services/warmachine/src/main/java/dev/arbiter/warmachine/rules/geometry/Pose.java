package dev.arbiter.warmachine.rules.geometry;

import org.locationtech.jts.math.Vector2D;

/**
 * Where a model stands and where it faces (B16, rulebook "Facing"): the centre of its base and
 * the direction its front arc is centred on, in degrees counter-clockwise from the +x axis. The
 * shoulders of a sculpt become this explicit angle (inventory §3.2). All models stand at ground
 * level in milestone 1: elevation (O06) comes with hills in milestone 2.
 */
public record Pose(Point centre, double facing) {

    public Pose {
        if (!Double.isFinite(facing)) {
            throw new IllegalArgumentException("a facing needs a finite angle");
        }
        facing = normalised(facing);
    }

    public static Pose at(double x, double y, double facing) {
        return new Pose(new Point(x, y), facing);
    }

    /** A unit vector along the facing. */
    public Vector2D direction() {
        double radians = Math.toRadians(facing);
        return new Vector2D(Math.cos(radians), Math.sin(radians));
    }

    public Pose facing(double degrees) {
        return new Pose(centre, degrees);
    }

    public Pose movedTo(Point p) {
        return new Pose(p, facing);
    }

    /** The heading from one point to another, in degrees as a facing is given. */
    public static double heading(Point from, Point to) {
        return Math.toDegrees(Math.atan2(to.y() - from.y(), to.x() - from.x()));
    }

    private static double normalised(double degrees) {
        double d = degrees % 360;
        return d < 0 ? d + 360 : d;
    }
}
