package dev.arbiter.warmachine.rules.geometry;

/**
 * The four bases (B15, rulebook "Base Size") and the volume standing on each (B18, "Determining
 * Model Volume"): whatever the sculpt, a model is a cylinder of its base's radius and this height.
 */
public enum BaseSize {
    SMALL(30, 1.75),
    MEDIUM(40, 2.25),
    LARGE(50, 2.75),
    HUGE(120, 5.0);

    private static final double MILLIMETRES_PER_INCH = 25.4;

    private final int millimetres;
    private final double volumeHeight;

    BaseSize(int millimetres, double volumeHeight) {
        this.millimetres = millimetres;
        this.volumeHeight = volumeHeight;
    }

    /** The base whose icon on a stat bar reads this diameter (30, 40, 50 or 120; EX113). */
    public static BaseSize ofMillimetres(int diameter) {
        for (BaseSize size : values()) {
            if (size.millimetres == diameter) {
                return size;
            }
        }
        throw new IllegalArgumentException("no base of " + diameter + " mm: bases are 30, 40, 50 and 120 mm");
    }

    public int millimetres() {
        return millimetres;
    }

    /** In inches: the rules measure in inches, bases are sold in millimetres. */
    public double radius() {
        return millimetres / MILLIMETRES_PER_INCH / 2;
    }

    /** In inches, from the bottom of the base. */
    public double volumeHeight() {
        return volumeHeight;
    }

    /** Compared by diameter; "equal to or larger than" in LOS step 3 is {@code compareTo >= 0}. */
    public boolean atLeast(BaseSize other) {
        return millimetres >= other.millimetres;
    }
}
