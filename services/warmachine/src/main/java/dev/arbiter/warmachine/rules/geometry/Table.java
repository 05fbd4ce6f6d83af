package dev.arbiter.warmachine.rules.geometry;

/** The play area, from the corner (0, 0) to (width, depth) in inches: 48" x 48" by default (rulebook "What You Need", P01). */
public record Table(double width, double depth) {

    public static final Table STANDARD = new Table(48, 48);

    public Table {
        if (!(width > 0) || !(depth > 0)) {
            throw new IllegalArgumentException("a table needs a positive width and depth");
        }
    }

    /** True when the whole base lies on the table (E19: a model never leaves the play area by moving). */
    public boolean holds(Point centre, double radius) {
        return Tolerance.atMost(radius, centre.x()) && Tolerance.atMost(centre.x(), width - radius)
                && Tolerance.atMost(radius, centre.y()) && Tolerance.atMost(centre.y(), depth - radius);
    }
}
