package dev.arbiter.warmachine.rules.power;

/**
 * The damage roll of a fall (E20, rulebook "Falling"; EX40): POW 12 on 2d6 for up to 2", a die more for every further
 * 2" or part of 2". Whether a model falls needs elevation (O06), which the geometry does not have yet.
 */
public final class Falling {

    public static final int POW = 12;
    private static final int BASE_DICE = 2;
    private static final double INCHES_PER_DIE = 2;

    private Falling() {
    }

    /** The dice of the damage roll for a fall of this height in inches. */
    public static int dice(double inches) {
        if (!(inches > 0)) {
            throw new IllegalArgumentException("a fall has a height: " + inches);
        }
        double beyondFirst = Math.max(0, inches - INCHES_PER_DIE);
        return BASE_DICE + (int) Math.ceil(beyondFirst / INCHES_PER_DIE - 1e-9);
    }
}
