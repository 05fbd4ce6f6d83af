package dev.arbiter.warmachine.rules.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.warmachine.rules.geometry.BaseSize;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Shapes;
import dev.arbiter.warmachine.rules.geometry.Table;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.math.Vector2D;

/**
 * AOE, deviation and spray (warmachine-prime.md, "Area-of-Effect (AOE) Attacks", "Deviation", "DEVIATION EXAMPLE",
 * "Spray Attacks", "EXAMPLES OF SPRAY ATTACKS"; inventory H08, H09, H11, EX66, EX67, EX69, EX70).
 */
class TemplateTest {

    private static final double SMALL = BaseSize.SMALL.radius();
    private static final Vector2D EAST = new Vector2D(1, 0);

    private static Figure small(String id, double x, double y) {
        return Figure.of(id, "blue", BaseSize.SMALL, Pose.at(x, y, 0));
    }

    /** EX66: a target 5" away deviates at most 2.5", whatever the die says above it. */
    @Test
    void ex66TheDeviationIsCappedAtHalfTheDistanceExactly() {
        Point target = new Point(20, 24);
        for (int rolled = 3; rolled <= 6; rolled++) {
            assertEquals(2.5, Deviation.impact(target, EAST, 1, rolled, 5 / 2.0, Table.STANDARD).distance(target), 1e-9);
        }
        assertEquals(2, Deviation.impact(target, EAST, 1, 2, 2.5, Table.STANDARD).distance(target), 1e-9);
    }

    /** 1 goes long, 4 short, and the numbers run clockwise (2 lands right of the line, looking along it). */
    @Test
    void theSixDirectionsRunClockwiseFromLong() {
        Point from = new Point(20, 24);
        assertEquals(new Point(23, 24).x(), Deviation.impact(from, EAST, 1, 3, 6, Table.STANDARD).x(), 1e-9);
        assertEquals(17, Deviation.impact(from, EAST, 4, 3, 6, Table.STANDARD).x(), 1e-9);
        assertEquals(24 - 3 * Math.sqrt(3) / 2, Deviation.impact(from, EAST, 2, 3, 6, Table.STANDARD).y(), 1e-9);
        assertEquals(24 + 3 * Math.sqrt(3) / 2, Deviation.impact(from, EAST, 6, 3, 6, Table.STANDARD).y(), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> Deviation.impact(from, EAST, 7, 3, 6, Table.STANDARD));
    }

    /**
     * EX67: the Skyhammer (AOE 4 here) misses the Mechanithrall 12" away; direction 5, distance 4 (under the 6" cap)
     * puts the point of impact 4" from it, and one Mechanithrall is under the template, not directly hit.
     */
    @Test
    void ex67TheRedeemersMissedSkyhammerLandsFourInchesAwayAndCatchesOneThrall() {
        Point redeemer = new Point(10, 24);
        Figure target = small("thrall-2", 22 + SMALL, 24);
        Point impact = Deviation.impact(target.centre(), redeemer.to(target.centre()), 5, 4, 12 / 2.0, Table.STANDARD);
        assertEquals(4, impact.distance(target.centre()), 1e-9);
        assertEquals(target.centre().x() - 2, impact.x(), 1e-9, "direction 5 is short and to the left");
        Figure caught = small("thrall-4", impact.x() + 2 + SMALL - 0.2, impact.y());
        Battlefield f = Battlefield.of(List.of(target, small("thrall-1", target.centre().x(), 22.5), small("thrall-3", target.centre().x() + 1.5, 24), caught), List.of());
        assertEquals(List.of(caught), Aoe.under(f, impact, 4));
    }

    @Test
    void aPointOfImpactOffTheTableIsPulledBackToTheEdge() {
        Point impact = Deviation.impact(new Point(46, 24), EAST, 1, 6, 6, Table.STANDARD);
        assertEquals(48, impact.x(), 1e-9);
        assertEquals(24, impact.y(), 1e-9);
    }

    @Test
    void anOutOfRangeAoeDeviatesFromThePointAtItsRangeFromTheBaseEdge() {
        Point from = Deviation.shortOf(new Point(10, 24), SMALL, new Point(30, 24), 10);
        assertEquals(10 + SMALL + 10, from.x(), 1e-9);
    }

    @Test
    void aBaseTouchingTheRimIsUnderTheAoe() {
        Figure touching = small("touching", 20 + 1.5 + SMALL, 24);
        Figure clear = small("clear", 20 - 1.5 - SMALL - 0.01, 24);
        assertEquals(List.of(touching), Aoe.under(Battlefield.of(List.of(touching, clear), List.of()), new Point(20, 24), 3));
    }

    /**
     * EX69/EX70 with a test template (the rulebook's is a picture): narrow end 0.5" wide at the origin's base, 3" wide
     * at 10". SP 8 covers the models up to 8" along it; the target itself need not be under it (EX70: a target out
     * of range lays the template over the models in front of it).
     */
    @Test
    void ex70TheSprayIsLaidTowardTheTargetFromTheOriginsBaseEdgeAndCutAtItsSection() {
        Polygon template = Shapes.polygon(0, -0.25, 10, -1.5, 10, 1.5, 0, 0.25);
        Figure repenter = Figure.of("repenter", "red", BaseSize.MEDIUM, Pose.at(10, 24, 0));
        Figure thrallNear = small("thrall-near", 14, 24.5);
        Figure thrallAside = small("thrall-aside", 14, 27);
        Figure deathripper = small("deathripper", 10 + BaseSize.MEDIUM.radius() + 9.5, 24);
        Battlefield f = Battlefield.of(List.of(repenter, thrallNear, thrallAside, deathripper), List.of());
        var laid = Spray.laid(template, 8, repenter, deathripper.centre());
        assertEquals(List.of(thrallNear), Spray.under(f, laid, repenter));
        var sp10 = Spray.laid(template, 10, repenter, deathripper.centre());
        assertEquals(List.of(thrallNear, deathripper), Spray.under(f, sp10, repenter));
    }
}
