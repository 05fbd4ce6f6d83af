package dev.arbiter.warmachine.rules.geometry;

/**
 * Lengths are inches as doubles (rulebook, "What You Need": measurements in inches); two lengths
 * closer than {@link #EPSILON} are equal. "Exactly X apart counts as within X" (Measuring
 * Distances) becomes {@code d <= X + EPSILON}, bases closer than it are touching (inventory §3.1).
 */
public final class Tolerance {

    /** A thousandth of an inch: far below what a tape measure tells apart, far above double rounding at 48". */
    public static final double EPSILON = 1e-3;

    private Tolerance() {
    }

    public static boolean atMost(double length, double limit) {
        return length <= limit + EPSILON;
    }

    public static boolean positive(double length) {
        return length > EPSILON;
    }
}
