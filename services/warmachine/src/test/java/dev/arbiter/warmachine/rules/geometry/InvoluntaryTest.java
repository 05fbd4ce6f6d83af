package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.at;
import static dev.arbiter.warmachine.rules.geometry.Models.field;
import static dev.arbiter.warmachine.rules.geometry.Models.large;
import static dev.arbiter.warmachine.rules.geometry.Models.medium;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Pushes, slams and throws as geometry (warmachine-prime.md, "Unintentional Movement", "Pushed", "Slammed",
 * "Thrown", "Table Edge", "SLAM POWER ATTACK MOVEMENT & COLLATERAL DAMAGE", "EXAMPLE OF A THROW POWER ATTACK";
 * inventory E15-E19, EX37, EX57, EX59).
 */
class InvoluntaryTest {

    private static final double SMALL = BaseSize.SMALL.radius();
    private static final double MEDIUM = BaseSize.MEDIUM.radius();
    private static final double LARGE = BaseSize.LARGE.radius();

    /** EX37: the Crusader rolls 4 for its slam; the Ironclad moves 4" directly away, its facing unchanged (E15). */
    @Test
    void ex37TheSlammedIroncladMovesTheRolledDistanceDirectlyAway() {
        Figure crusader = large("crusader", RED, 10, 24, 0);
        Figure ironclad = large("ironclad", BLUE, 10 + 2 * LARGE, 24, 200);
        Displaced d = Involuntary.slam(field(crusader, ironclad), ironclad, crusader.centre(), 4);
        assertEquals(Stop.COMPLETED, d.stop());
        assertEquals(4, d.distance(), 1e-9);
        assertEquals(10 + 2 * LARGE + 4, d.moved().centre().x(), 1e-9);
        assertEquals(24, d.moved().centre().y(), 1e-9);
        assertEquals(200, d.moved().pose().facing(), 1e-9, "facing does not change");
        assertFalse(d.collided());
    }

    /**
     * EX57: the Juggernaut's slam rolls 6, but the wall 4" behind the Crusader stops it at 4"; the Flameguard it
     * passes over (a smaller base) does not stop it; the wall is a collision (the extra die).
     */
    @Test
    void ex57TheWallStopsTheSlamAndTheFlameguardPassedOverIsContacted() {
        Figure juggernaut = large("juggernaut", BLUE, 10, 24, 0);
        Figure crusader = large("crusader", RED, 10 + 2 * LARGE, 24, 180);
        Figure flameguard = small("flameguard", RED, crusader.centre().x() + 2, 24.3, 0);
        double wallFace = crusader.centre().x() + 4 + LARGE;
        TerrainFeature wall = TerrainFeature.obstruction("wall", Shapes.rectangle(wallFace, 18, wallFace + 0.5, 30), 2, Protection.COVER);
        Battlefield f = field(List.of(juggernaut, crusader, flameguard), wall);
        Displaced d = Involuntary.slam(f, crusader, juggernaut.centre(), 6);
        assertEquals(Stop.TERRAIN, d.stop());
        assertEquals(4, d.distance(), Tolerance.EPSILON);
        assertEquals(Optional.of("wall"), d.stoppedBy());
        assertTrue(d.collided());
        assertEquals(List.of("flameguard"), d.passedThrough());
    }

    @Test
    void aSlamStopsAtAnEqualBaseAndCollides() {
        Figure slammer = large("slammer", BLUE, 10, 24, 0);
        Figure target = large("target", RED, 10 + 2 * LARGE, 24, 0);
        Figure behind = large("behind", RED, target.centre().x() + 2 * LARGE + 1.5, 24, 0);
        Displaced d = Involuntary.slam(field(slammer, target, behind), target, slammer.centre(), 5);
        assertEquals(Stop.MODEL, d.stop());
        assertEquals(1.5, d.distance(), 1e-9);
        assertEquals(Optional.of("behind"), d.stoppedBy());
        assertTrue(d.collided());
        assertEquals(List.of("behind"), d.touching());
    }

    /** E16: a push stops at any model, a smaller base too, and that is no slam's collision. */
    @Test
    void aPushStopsAtASmallerBase() {
        Figure target = large("target", RED, 20, 24, 0);
        Figure trooper = small("trooper", RED, 20 + LARGE + SMALL + 1, 24, 0);
        Displaced d = Involuntary.push(field(target, trooper), target, at(15, 24), 3);
        assertEquals(Stop.MODEL, d.stop());
        assertEquals(1, d.distance(), 1e-9);
        assertEquals(List.of(), d.passedThrough());
    }

    /** E16, E17: half rate through rough terrain; E18: a throw ignores it. */
    @Test
    void roughTerrainHalvesASlamButNotAThrow() {
        Figure target = medium("target", RED, 20, 24, 0);
        TerrainFeature bog = TerrainFeature.rough("bog", Shapes.rectangle(10, 10, 40, 40));
        Battlefield f = field(List.of(target), bog);
        assertEquals(2, Involuntary.slam(f, target, at(15, 24), 4).distance(), 1e-6);
        assertEquals(Stop.OUT_OF_MOVEMENT, Involuntary.slam(f, target, at(15, 24), 4).stop());
        assertEquals(4, Involuntary.thrown(f, target, at(24, 24), Set.of()).distance(), 1e-9);
    }

    /** E19: the table's edge stops it, it stays in play, and the edge is no collision. */
    @Test
    void theTableEdgeStopsASlamWithoutACollision() {
        Figure target = medium("target", RED, 46, 24, 0);
        Displaced d = Involuntary.slam(field(target), target, at(40, 24), 6);
        assertEquals(Stop.TABLE_EDGE, d.stop());
        assertEquals(48 - MEDIUM, d.moved().centre().x(), 1e-9);
        assertFalse(d.collided());
    }

    /**
     * EX59 (positions as the diagram has them, in inches): the Charger, thrown toward the deviated point of impact
     * just right of the Defender, moves through the Mechanik Chief without contact, stops on the Defender's larger
     * base, and lands overlapping the Bodger. The Crusader it is thrown by is moved through.
     */
    @Test
    void ex59TheThrownChargerCrossesTheChiefStopsAtTheDefenderAndOverlapsTheBodger() {
        Figure crusader = large("crusader", RED, 20 - MEDIUM - LARGE, 24, 0);
        Figure charger = medium("charger", BLUE, 20, 24, 180);
        Figure defender = large("defender", BLUE, 20 + MEDIUM + 4 + LARGE, 24, 180);
        Figure chief = small("chief", BLUE, 21.9, 23.5, 180);
        Figure bodger = small("bodger", BLUE, 24.2, 22.1, 180);
        Battlefield f = field(crusader, charger, defender, chief, bodger);
        Point impact = at(26.7717, 22.2679);
        Displaced d = Involuntary.thrown(f, charger, impact, Set.of("crusader"));
        assertEquals(Stop.MODEL, d.stop());
        assertEquals(Optional.of("defender"), d.stoppedBy());
        assertTrue(d.collided());
        assertEquals(4.546, d.distance(), 0.01);
        assertTrue(d.passedThrough().contains("chief"));
        assertFalse(d.touching().contains("chief") || d.overlapping().contains("chief"), "the chief is not contacted");
        assertEquals(List.of("defender"), d.touching());
        assertEquals(List.of("bodger"), d.overlapping());
    }
}
