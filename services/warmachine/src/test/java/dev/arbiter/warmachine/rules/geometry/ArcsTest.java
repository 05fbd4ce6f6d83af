package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.large;
import static dev.arbiter.warmachine.rules.geometry.Models.medium;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Facing and arcs (warmachine-prime.md, "Facing", "FACING & DIRECTLY FACING", "Back Strikes"; inventory B16, D12). */
class ArcsTest {

    @Test
    void ex18FacingAndDirectlyFacing() {
        // "The Crusader is facing both Commander Coleman Stryker and the Defender. The Crusader is
        // directly facing the Defender. ... the Defender is not directly facing the Crusader."
        Figure crusader = large("crusader", RED, 20, 20, 0);
        Figure defender = medium("defender", BLUE, 25, 20, 160);
        Figure stryker = small("stryker", BLUE, 23, 23, 0);
        assertTrue(Arcs.facing(crusader, stryker));
        assertTrue(Arcs.facing(crusader, defender));
        assertTrue(Arcs.directlyFacing(crusader, defender));
        assertFalse(Arcs.directlyFacing(crusader, stryker));
        assertTrue(Arcs.facing(defender, crusader));
        assertFalse(Arcs.directlyFacing(defender, crusader));
    }

    @Test
    void aBaseWithAnyPartInTheFrontArcIsNotInTheBackArc() {
        // "A model that has any part of its base within another model's front arc does not count as being in that model's back arc."
        Figure model = medium("m", RED, 20, 20, 90); // faces +y: its dividing line is y = 20
        double r = BaseSize.SMALL.radius();
        Figure straddling = small("s", BLUE, 25, 20 - r + 0.01, 0);
        Figure touchingTheLine = small("t", BLUE, 25, 20 - r, 0);
        assertTrue(Arcs.inFrontArc(model, straddling));
        assertFalse(Arcs.completelyInBackArc(model, straddling));
        assertTrue(Arcs.completelyInBackArc(model, touchingTheLine), "the dividing line itself belongs to the back arc");
    }

    @Test
    void ex50BackStrikeOnlyFromCompletelyInTheBackArc() {
        // "MAKING A BACK STRIKE": Mechanithrall A is partly in the Charger's front arc, B completely in its back arc
        Figure charger = medium("charger", RED, 20, 20, 0);
        Figure thrallA = small("A", BLUE, 20.3, 21.6, 270);
        Figure thrallB = small("B", BLUE, 18.4, 20.4, 0);
        assertFalse(Arcs.backStrike(thrallA, charger));
        assertTrue(Arcs.backStrike(thrallB, charger));
    }

    @Test
    void turningToFaceAPointSetsTheFacingExactly() {
        // E07: "At the end of the charge movement, the charging model turns to directly face its target."
        Figure model = small("m", RED, 10, 10, 0);
        Figure target = large("t", BLUE, 13, 14, 0);
        Figure turned = Arcs.turnedToFace(model, target.centre());
        assertTrue(Arcs.directlyFacing(turned, target));
        assertEquals(Math.toDegrees(Math.atan2(4, 3)), turned.pose().facing(), 1e-9);
    }
}
