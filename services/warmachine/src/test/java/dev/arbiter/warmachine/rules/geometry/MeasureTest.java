package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.at;
import static dev.arbiter.warmachine.rules.geometry.Models.large;
import static dev.arbiter.warmachine.rules.geometry.Models.medium;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Measuring (warmachine-prime.md, "Measuring Distances", "Measuring Range"; inventory A08-A10, B06, B15, F09, L05, P03, P08). */
class MeasureTest {

    private static final double R_SMALL = BaseSize.SMALL.radius();

    @Test
    void basesAreMeasuredInInchesFromTheirMillimetres() {
        // B15, EX113: Eiryss's stat bar reads 30: a small base, 30 mm across
        assertEquals(BaseSize.SMALL, BaseSize.ofMillimetres(30));
        assertEquals(30 / 25.4 / 2, BaseSize.SMALL.radius(), 1e-12);
        assertEquals(2.75, BaseSize.LARGE.volumeHeight());
        assertThrows(IllegalArgumentException.class, () -> BaseSize.ofMillimetres(32));
    }

    @Test
    void gapIsEdgeToEdgeAndZeroForOverlappingBases() {
        // A09: "If models' bases overlap, they are within 0\" of each other"
        Figure a = small("a", RED, 10, 10, 0);
        Figure b = medium("b", BLUE, 14, 10, 0);
        assertEquals(4 - R_SMALL - BaseSize.MEDIUM.radius(), Measure.gap(a, b), 1e-12);
        assertEquals(0, Measure.gap(a, small("c", BLUE, 10.5, 10, 0)));
    }

    @Test
    void ex12WithinAndCompletelyWithinTheAreaAroundAModel() {
        // warmachine-prime.md, "WITHIN VS. COMPLETELY WITHIN" (EX12): the shaded area reaches 3" from the centre model's base edge
        Figure centre = small("centre", RED, 24, 24, 0);
        double edge = R_SMALL + 3;
        Figure a = small("A", BLUE, 24 + edge + R_SMALL + 0.5, 24, 0); // its nearest edge half an inch beyond
        Figure b = small("B", BLUE, 24, 24 + edge + R_SMALL - 0.3, 0); // straddles the edge of the area
        Figure e = small("E", BLUE, 24 - edge - R_SMALL, 24, 0);      // exactly 3": exactly counts
        Figure c = small("C", BLUE, 24, 24 - edge + R_SMALL, 0);      // its far edge exactly on the area's edge
        Figure d = small("D", BLUE, 24 + 2 * R_SMALL, 24, 0);         // base to base with the centre model
        assertFalse(Measure.within(a, centre, 3));
        assertTrue(Measure.within(b, centre, 3));
        assertFalse(Measure.completelyWithin(b, centre, 3));
        assertTrue(Measure.within(e, centre, 3));
        assertFalse(Measure.completelyWithin(e, centre, 3));
        assertTrue(Measure.completelyWithin(c, centre, 3));
        assertTrue(Measure.completelyWithin(d, centre, 3));
    }

    @Test
    void aModelIsCompletelyWithinItsOwnCommandRange() {
        // A09 and B06: "that model is considered to be completely within the area described"
        Figure leader = small("leader", RED, 20, 20, 0);
        assertTrue(Measure.completelyWithin(leader, leader, 0));
        assertTrue(Measure.inRange(leader, leader, 0), "A10: a model that can target itself is always in range");
    }

    @Test
    void rangeRunsFromTheOriginsNearestEdgeToTheTargetsNearestEdge() {
        // F09, "Measuring Range": RNG 10 reaches a target whose nearest edge is 10" from the origin's
        Figure gunner = small("gunner", RED, 10, 10, 0);
        Figure target = large("target", BLUE, 10 + R_SMALL + 10 + BaseSize.LARGE.radius(), 10, 180);
        assertTrue(Measure.inRange(gunner, target, 10));
        assertFalse(Measure.inRange(gunner, target, 9.99));
    }

    @Test
    void ex87TroopersWithinTheCommandersCommandRangeAreInFormation() {
        // warmachine-prime.md, "IN & OUT OF FORMATION" (EX87, L05): CMD 5 around the unit commander
        Figure commander = small("commander", RED, 20, 20, 0);
        double cmd = 5;
        List<Figure> troopers = List.of(
                small("A", RED, 20 + 2 * R_SMALL + 5.4, 20, 0),
                small("B", RED, 20, 20 + 2 * R_SMALL + 4.9, 0),
                small("C", RED, 20 - 2 * R_SMALL - 6, 20, 0),
                small("D", RED, 21.5, 21.5, 0),
                small("E", RED, 20, 20 - 2 * R_SMALL - 5, 0));
        List<String> inFormation = troopers.stream().filter(t -> Measure.within(t, commander, cmd)).map(Figure::id).toList();
        assertEquals(List.of("B", "D", "E"), inFormation);
    }

    @Test
    void aModelIsInAZoneWhenAnyPartOfItsBaseIs() {
        // P03, P08 Mosh Pit: one 12" zone at the table's centre; a model within it counts
        Point centre = at(24, 24);
        Figure inside = small("in", RED, 24 + 6 + R_SMALL - 0.1, 24, 0);
        Figure outside = small("out", BLUE, 24, 24 + 6 + R_SMALL + 0.1, 0);
        assertTrue(Measure.within(inside, centre, 6));
        assertFalse(Measure.completelyWithin(inside, centre, 6));
        assertFalse(Measure.within(outside, centre, 6));
    }

    @Test
    void completelyInAPolygonNeedsTheWholeBaseInside() {
        // deployment and rubble: "completely inside its perimeter" (O09); any part inside is "partly in"
        var zone = Shapes.rectangle(0, 0, 48, 7);
        assertTrue(Measure.completelyIn(small("a", RED, 10, 7 - R_SMALL, 0), zone));
        assertFalse(Measure.completelyIn(small("b", RED, 10, 7 - R_SMALL + 0.01, 0), zone));
        assertTrue(Measure.partlyIn(small("c", RED, 10, 7 + R_SMALL - 0.01, 0), zone));
        assertFalse(Measure.partlyIn(small("d", RED, 10, 7 + R_SMALL, 0), zone));
        assertEquals(3, Measure.gap(small("e", RED, 10, 10 + R_SMALL, 0), zone), 1e-9);
    }

    @Test
    void theNearestModelIsTheOneAtTheLeastGapAndTiesAreAllReturned() {
        // J11's "nearest eligible model": a tie is for the rules to settle with a logged roll
        Figure from = small("from", RED, 20, 20, 0);
        Figure near = large("near", BLUE, 25, 20, 0);
        Figure twin = large("twin", BLUE, 15, 20, 0);
        Figure far = small("far", BLUE, 20, 30, 0);
        assertEquals(List.of(near, twin), Measure.nearest(from, List.of(far, twin, near, from)));
        assertEquals(List.of(near), Measure.nearest(from, List.of(far, near)));
    }

    @Test
    void threatRangesAddTheMovementToTheReach() {
        // E07: a charge advances SPD + 3", then melee range; E04 then RNG for a gun
        assertEquals(6 + 3 + 2, Measure.meleeThreat(6, 2));
        assertEquals(5 + 10, Measure.rangedThreat(5, 10));
    }
}
