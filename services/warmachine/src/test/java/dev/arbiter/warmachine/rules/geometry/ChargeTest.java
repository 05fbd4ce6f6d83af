package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.field;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** Charging (warmachine-prime.md, "Charge", "A MODEL CAN CHARGE WHAT IT SEES", "CHARGE EXAMPLES"; inventory E07, E08, EX32). */
class ChargeTest {

    private static final double R = BaseSize.SMALL.radius();
    private static final double SPD = 6;
    private static final double BAYONET = 0.5;
    private static final OptionalDouble AS_FAR_AS_ALLOWED = OptionalDouble.empty();

    private final Figure trencher = small("trencher", RED, 10, 24, 0);

    /** The Skarlock Thrall with its nearest edge this far from the Trencher's, straight ahead. */
    private static Figure skarlockAt(double gap) {
        return small("skarlock", BLUE, 10 + 2 * R + gap, 24, 180);
    }

    @Test
    void ex32aTheBaseCannotFitBetweenTheTwoBileThralls() {
        Figure skarlock = skarlockAt(6);
        Figure thrallA = small("thrallA", BLUE, 14, 23, 90);
        Figure thrallB = small("thrallB", BLUE, 14, 25, 270);
        Battlefield f = field(trencher, thrallA, thrallB, skarlock);
        assertEquals(Optional.empty(), Charge.refusal(f, trencher, skarlock, 0, BAYONET), "a legal charge: only LOS is needed");
        Charge.Result r = Charge.move(f, trencher, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertEquals(Stop.MODEL, r.movement().stop());
        assertFalse(r.successful());
    }

    @Test
    void ex32bRoughTerrainHalvesTheRateAndTheChargeEndsShort() {
        Figure skarlock = skarlockAt(8);
        var brush = TerrainFeature.rough("brush", Shapes.rectangle(12, 0, 18, 48));
        Battlefield f = field(List.of(trencher, skarlock), brush);
        Charge.Result r = Charge.move(f, trencher, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertEquals(Stop.OUT_OF_MOVEMENT, r.movement().stop());
        assertFalse(r.successful());
        assertTrue(Charge.move(field(trencher, skarlock), trencher, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED).successful(),
                "on open ground the same charge reaches");
    }

    @Test
    void ex32cATargetBeyondSpeedPlusThreePlusMeleeRangeIsOutOfReach() {
        Figure skarlock = skarlockAt(SPD + 3 + BAYONET + 0.1);
        Battlefield f = field(trencher, skarlock);
        assertEquals(Optional.empty(), Charge.refusal(f, trencher, skarlock, 0, BAYONET));
        Charge.Result r = Charge.move(f, trencher, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertEquals(SPD + 3, r.movement().distance(), 1e-9);
        assertFalse(r.successful());
    }

    @Test
    void aChargeOfAtLeastThreeInchesEndsBaseToBaseFacingItsTargetWithAChargeAttack() {
        // E07, E08: it may go on while the target stays in melee range; it stops on contacting it
        Figure skarlock = small("skarlock", BLUE, 10 + 2 * R + 5, 24.4, 180);
        Battlefield f = field(trencher, skarlock);
        double heading = 2;
        Charge.Result r = Charge.move(f, trencher, skarlock, heading, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertTrue(r.successful());
        assertTrue(r.chargeAttack());
        assertEquals(List.of("skarlock"), r.movement().contacts());
        assertTrue(Arcs.directlyFacing(r.movement().moved(), skarlock));
    }

    @Test
    void underThreeInchesItIsStillSuccessfulButNoChargeAttack() {
        // E08: "If a charging model moved less than 3\", its first attack with a melee weapon is not a charge attack."
        Figure skarlock = skarlockAt(2);
        Charge.Result r = Charge.move(field(trencher, skarlock), trencher, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertTrue(r.successful());
        assertFalse(r.chargeAttack());
    }

    @Test
    void itCannotStopBeforeItsTargetIsInMeleeRangeButMayStopAfter() {
        // E07: "cannot voluntarily stop its movement until its target is in its melee range, but after that point it can end this movement at any time"
        Figure skarlock = skarlockAt(5);
        Battlefield f = field(trencher, skarlock);
        Charge.Result early = Charge.move(f, trencher, skarlock, 0, SPD, BAYONET, OptionalDouble.of(1));
        assertEquals(5 - BAYONET, early.movement().distance(), 2 * Tolerance.EPSILON);
        assertTrue(early.successful());
        assertEquals(Stop.CHOSEN, early.movement().stop());
        Charge.Result chosen = Charge.move(f, trencher, skarlock, 0, SPD, BAYONET, OptionalDouble.of(4.8));
        assertEquals(4.8, chosen.movement().distance(), 1e-9);
        assertTrue(chosen.successful());
    }

    @Test
    void itMustKeepItsTargetInMeleeRangeOnceItIsThere() {
        // E07: a heading that passes the target beside it stops while the target is still in reach
        Figure skarlock = small("skarlock", BLUE, 14, 24 + 2 * R + 0.3, 180);
        Battlefield f = field(trencher, skarlock);
        Charge.Result r = Charge.move(f, trencher, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertEquals(Stop.CHOSEN, r.movement().stop());
        assertTrue(r.successful());
        assertTrue(Melee.reaches(r.movement().moved(), BAYONET, skarlock));
    }

    @Test
    void theHeadingMustBringTheTargetIntoMeleeRangeAndTheTargetMustBeSeen() {
        // E07: "turns to face any direction that will bring its target into its melee range"; "requires line of sight"
        Figure skarlock = skarlockAt(5);
        Battlefield f = field(trencher, skarlock);
        assertEquals(Optional.of("charge.heading"), Charge.refusal(f, trencher, skarlock, 90, BAYONET));
        assertEquals(Optional.of("charge.heading"), Charge.refusal(f, trencher, skarlock, 180, BAYONET));
        Figure lookingAway = trencher.at(trencher.pose().facing(180));
        assertEquals(Optional.of("charge.no-line-of-sight"), Charge.refusal(field(lookingAway, skarlock), lookingAway, skarlock, 0, BAYONET));
        assertEquals(Optional.of("charge.friendly-target"),
                Charge.refusal(f, trencher, small("friend", RED, 14, 24, 0), 0, BAYONET));
        assertEquals(Optional.of("charge.no-melee-range"), Charge.refusal(f, trencher, skarlock, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Charge.move(f, trencher, skarlock, 90, SPD, BAYONET, AS_FAR_AS_ALLOWED));
    }

    @Test
    void aChargeStopsAtAnObstacleUnlessTheChargerHasPathfinder() {
        // E07 "stops if it contacts ... an obstacle"; C12 Pathfinder "charges ... do not stop on contacting an obstacle"
        Figure skarlock = skarlockAt(6);
        var hedge = TerrainFeature.obstacle("hedge", Shapes.rectangle(13, 0, 13.4, 48), 0.8, Protection.CONCEALMENT);
        Charge.Result stopped = Charge.move(field(List.of(trencher, skarlock), hedge), trencher, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertEquals(Stop.TERRAIN, stopped.movement().stop());
        assertFalse(stopped.successful());
        Figure pathfinder = small("trencher", RED, 10, 24, 0, Trait.PATHFINDER);
        Charge.Result crossed = Charge.move(field(List.of(pathfinder, skarlock), hedge), pathfinder, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertTrue(crossed.successful());
    }

    @Test
    void aPathfinderChargeStillCannotEndOnTopOfAnObstacle() {
        // E25: "A model cannot partially cross, climb on, or stand atop an obstacle", Pathfinder or not
        var hedge = TerrainFeature.obstacle("hedge", Shapes.rectangle(13, 0, 13.4, 48), 0.8, Protection.CONCEALMENT);
        Figure skarlock = small("skarlock", BLUE, 13.4 + R, 24, 180);
        Figure pathfinder = small("trencher", RED, 10, 24, 0, Trait.PATHFINDER);
        Charge.Result r = Charge.move(field(List.of(pathfinder, skarlock), hedge), pathfinder, skarlock, 0, SPD, BAYONET, AS_FAR_AS_ALLOWED);
        assertEquals(Stop.TERRAIN, r.movement().stop());
        assertFalse(Measure.partlyIn(r.movement().moved(), hedge.outline()));
        assertTrue(r.successful(), "the Skarlock is 0.4\" away across the hedge, within the bayonet's 0.5\"");
    }
}
