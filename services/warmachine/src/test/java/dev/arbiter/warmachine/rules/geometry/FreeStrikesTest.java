package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.at;
import static dev.arbiter.warmachine.rules.geometry.Models.field;
import static dev.arbiter.warmachine.rules.geometry.Models.large;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Free strikes (warmachine-prime.md, "Free Strikes", "FREE STRIKE EXAMPLES"; inventory G07, EX56). */
class FreeStrikesTest {

    private static final double FLAIL = 2;
    private static final Map<String, Double> RANGES = Map.of("templar", FLAIL);
    private static final double REACH = BaseSize.LARGE.radius() + FLAIL + BaseSize.SMALL.radius();

    // the Templar faces +x; the Mechanithrall stands 1" from its base, engaged
    private final Figure templar = large("templar", RED, 20, 24, 0);
    private final Figure thrall = small("thrall", BLUE, 20 + BaseSize.LARGE.radius() + 1 + BaseSize.SMALL.radius(), 24, 180);
    private final Battlefield field = field(templar, thrall);

    @Test
    void ex56aLeavingTheMeleeRangeButNotTheLineOfSight() {
        List<FreeStrikes.Leaving> leaving = FreeStrikes.along(field, thrall, List.of(thrall.centre(), at(30, 24)), RANGES);
        assertEquals(1, leaving.size());
        assertEquals("templar", leaving.get(0).enemy());
        assertEquals(20 + REACH, leaving.get(0).at().x(), 2 * Tolerance.EPSILON);
        assertTrue(Melee.engagedBy(field.with("thrall", f -> f.at(f.pose().movedTo(leaving.get(0).at()))),
                thrall.at(thrall.pose().movedTo(leaving.get(0).at())), templar, FLAIL), "struck just before it leaves");
    }

    @Test
    void ex56bLeavingTheMeleeRangeAndTheLineOfSight() {
        // away and around behind the Templar, out of reach before it is out of the front arc
        List<Point> path = List.of(thrall.centre(), at(26, 30), at(16, 30));
        List<FreeStrikes.Leaving> leaving = FreeStrikes.along(field, thrall, path, RANGES);
        assertEquals(1, leaving.size());
        assertTrue(leaving.get(0).at().x() > 20, "it leaves the melee range while still in front");
    }

    @Test
    void ex56cLeavingTheLineOfSightButNotTheMeleeRange() {
        // around the Templar's side within 2" of its base, into its back arc
        double ring = BaseSize.LARGE.radius() + 1 + BaseSize.SMALL.radius();
        List<Point> path = new ArrayList<>();
        for (int degrees = 0; degrees <= 180; degrees += 15) {
            path.add(at(20 + ring * Math.cos(Math.toRadians(degrees)), 24 + ring * Math.sin(Math.toRadians(degrees))));
        }
        List<FreeStrikes.Leaving> leaving = FreeStrikes.along(field, thrall, path, RANGES);
        assertEquals(1, leaving.size());
        Point at = leaving.get(0).at();
        assertTrue(Measure.gap(thrall.at(thrall.pose().movedTo(at)), templar) < FLAIL, "still within reach where it leaves");
        assertEquals(20 - BaseSize.SMALL.radius(), at.x(), 2 * Tolerance.EPSILON);
    }

    @Test
    void noFreeStrikeForAModelThatStaysEngagedOrWasNeverEngaged() {
        List<Point> closer = List.of(thrall.centre(), at(thrall.centre().x() - 0.5, 24));
        assertEquals(List.of(), FreeStrikes.along(field, thrall, closer, RANGES));
        Figure far = small("thrall", BLUE, 30, 24, 180);
        assertEquals(List.of(), FreeStrikes.along(field(templar, far), far, List.of(far.centre(), at(40, 24)), RANGES));
    }
}
