package dev.arbiter.warmachine.rules.power;

import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Table;
import dev.arbiter.warmachine.rules.geometry.Tolerance;
import dev.arbiter.warmachine.rules.template.Deviation;
import org.locationtech.jts.math.Vector2D;

/**
 * Where a throw power attack sends the thrown model (G18, rulebook "Throw"): the point of impact the thrown model then
 * moves toward ({@code Involuntary.thrown}). The throw distance is half the thrower's current STR, exactly.
 */
public final class ThrowImpact {

    /** The deviation of a missed throw: d3" at most, and never more than half the way to the missed model. */
    public static final int DEVIATION_DIE = 3;

    private ThrowImpact() {
    }

    public static double throwDistance(int currentStrength) {
        return currentStrength / 2.0;
    }

    /** Thrown directly away from the thrower: the throw distance along the line from its centre through the thrown model's. */
    public static Point directlyAway(Figure thrower, Figure thrown, int currentStrength) {
        Vector2D away = thrower.centre().to(thrown.centre());
        if (away.length() < Tolerance.EPSILON) {
            throw new IllegalArgumentException("the thrown model stands on its thrower's centre: no direction");
        }
        return thrown.centre().plus(away.normalize().multiply(throwDistance(currentStrength)));
    }

    /** Whether the model thrown at is within the throw distance, so that an attack roll against it is made. */
    public static boolean inReach(Figure thrown, Figure at, int currentStrength) {
        return Measure.within(at, thrown, throwDistance(currentStrength));
    }

    /** Thrown at a model beyond the throw distance: the point at the throw distance on the line toward it, no roll. */
    public static Point shortOf(Figure thrown, Figure at, int currentStrength) {
        return thrown.centre().plus(toward(thrown, at).multiply(throwDistance(currentStrength)));
    }

    /** Thrown at a model in reach and hit: the thrown model moves until its base contacts the other's. */
    public static Point onto(Figure thrown, Figure at) {
        double contact = thrown.centre().distance(at.centre()) - thrown.radius() - at.radius();
        return thrown.centre().plus(toward(thrown, at).multiply(Math.max(0, contact)));
    }

    /**
     * Thrown at a model in reach and missed: deviation from the missed model's centre by the d6 direction and the d3
     * distance, capped at half the distance (base edge to base edge, as the rules measure) between the two models.
     * Direction 1 is long: on from the thrown model through the missed one.
     */
    public static Point deviated(Figure thrown, Figure missed, int direction, int distance, Table table) {
        double cap = Measure.gap(thrown, missed) / 2;
        return Deviation.impact(missed.centre(), toward(thrown, missed), direction, distance, cap, table);
    }

    private static Vector2D toward(Figure thrown, Figure at) {
        Vector2D way = thrown.centre().to(at.centre());
        if (way.length() < Tolerance.EPSILON) {
            throw new IllegalArgumentException("a model cannot be thrown at one it stands on");
        }
        return way.normalize();
    }
}
