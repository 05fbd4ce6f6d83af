package dev.arbiter.warmachine.rules.template;

import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Shapes;
import dev.arbiter.warmachine.rules.geometry.Tolerance;
import java.util.List;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.util.AffineTransformation;

/**
 * The spray template laid for an attack (H11, rulebook "Spray Attacks"). The rulebook shows the template only as a
 * picture, so its outline is data: a polygon in the template's own inches, the narrow end at the origin (0, 0), its
 * axis along +x. It is laid with the narrow end touching the edge of the point of origin's base nearest the target,
 * the axis through the target's centre, and cut at the section the attack's SP names (6, 8 or 10).
 */
public final class Spray {

    private Spray() {
    }

    /** The part of the template an SP section covers, laid on the table. */
    public static Geometry laid(Polygon template, double section, Figure origin, Point target) {
        if (origin.centre().distance(target) < Tolerance.EPSILON) {
            throw new IllegalArgumentException("a spray needs a target away from its point of origin");
        }
        double bounds = template.getEnvelopeInternal().maxExtent() + 1;
        Geometry cut = template.intersection(Shapes.rectangle(0, -bounds, section, bounds));
        double heading = Math.toRadians(Pose.heading(origin.centre(), target));
        Point narrowEnd = origin.centre().plus(origin.centre().to(target).normalize().multiply(origin.radius()));
        AffineTransformation lay = AffineTransformation.rotationInstance(heading).translate(narrowEnd.x(), narrowEnd.y());
        return lay.transform(cut);
    }

    /**
     * The models other than the origin with any part of their base under the laid section: each gets its own attack
     * roll. Whether terrain completely blocks the attacker's sight of one is line of sight's question, not this one's.
     */
    public static List<Figure> under(Battlefield field, Geometry laid, Figure origin) {
        return field.others(origin).stream()
                .filter(f -> Tolerance.atMost(Measure.gap(f, laid), 0)).toList();
    }
}
