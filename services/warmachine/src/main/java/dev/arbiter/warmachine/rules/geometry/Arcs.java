package dev.arbiter.warmachine.rules.geometry;

import org.locationtech.jts.math.Vector2D;

/**
 * Front and back arcs (B16, rulebook "Facing"): the front arc is the half-plane ahead of the line
 * through the base's centre across its facing. The dividing line belongs to the back arc, so "in
 * the front arc" and "completely in the back arc" are exact opposites, as the rulebook says
 * ("A model that has any part of its base within another model's front arc does not count as
 * being in that model's back arc").
 */
public final class Arcs {

    private Arcs() {
    }

    /** Any part of the other base more than EPSILON ahead of the dividing line: "facing" it (B16). */
    public static boolean inFrontArc(Figure of, Figure other) {
        return inFrontArc(of, other.centre(), other.radius());
    }

    /** Any part of a disc (radius 0 for a point) in the front arc. */
    public static boolean inFrontArc(Figure of, Point centre, double radius) {
        return Tolerance.positive(ahead(of, centre) + radius);
    }

    public static boolean completelyInBackArc(Figure of, Figure other) {
        return !inFrontArc(of, other);
    }

    /** The other model is in this one's front arc (B16; EX18). */
    public static boolean facing(Figure model, Figure other) {
        return inFrontArc(model, other);
    }

    /**
     * The centre of the front arc aligns with the other base's centre (B16): that centre lies on
     * the facing ray, within EPSILON of it. Rules that turn a model to face directly (the end of a
     * charge) set the facing exactly, so this needs no looser tolerance.
     */
    public static boolean directlyFacing(Figure model, Figure other) {
        Vector2D f = model.pose().direction();
        Vector2D v = model.centre().to(other.centre());
        double across = Math.abs(f.getX() * v.getY() - f.getY() * v.getX());
        return f.dot(v) > 0 && across <= Tolerance.EPSILON;
    }

    /** The model turned to face the point directly (the end of a charge, E07). */
    public static Figure turnedToFace(Figure model, Point target) {
        if (model.centre().distance(target) <= Tolerance.EPSILON) {
            return model;
        }
        return model.at(model.pose().facing(Pose.heading(model.centre(), target)));
    }

    /**
     * Back strike (D12): +2 when the attack's point of origin is completely in the target's back arc.
     * Free strikes never get it (G07): the caller leaves them out.
     */
    public static boolean backStrike(Figure pointOfOrigin, Figure target) {
        return completelyInBackArc(target, pointOfOrigin);
    }

    /** How far the point lies ahead of the model's dividing line, negative behind it. */
    static double ahead(Figure of, Point p) {
        return of.centre().to(p).dot(of.pose().direction());
    }
}
