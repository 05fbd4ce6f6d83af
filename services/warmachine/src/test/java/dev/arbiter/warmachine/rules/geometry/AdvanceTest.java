package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.at;
import static dev.arbiter.warmachine.rules.geometry.Models.field;
import static dev.arbiter.warmachine.rules.geometry.Models.medium;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/**
 * Advancing (warmachine-prime.md, "Normal Movement & Advancing", "Full Advance", "Run",
 * "Base-to-Base & Contact", "Rough Terrain", "Obstacles", "Obstructions", "Impassable Terrain";
 * inventory E02, E04, E05, E13, E24-E26, O03-O05, O13, O14).
 */
class AdvanceTest {

    private static final double R = BaseSize.SMALL.radius();
    private static final OptionalDouble KEEP_FACING = OptionalDouble.empty();

    private final Figure trooper = small("trooper", RED, 10, 24, 90);

    @Test
    void ex31AnAdvancingModelFacesTheWayItMoves() {
        // "ADVANCING: During Normal Movement the model changes its facing to point in the direction it moves."
        Movement m = Advance.full(field(trooper), trooper, 6, List.of(at(14, 24), at(14, 26)), KEEP_FACING);
        assertEquals(Stop.COMPLETED, m.stop());
        assertEquals(90, m.moved().pose().facing(), 1e-9);
        assertEquals(6, m.distance(), 1e-9);
        assertEquals(List.of(at(10, 24), at(14, 24), at(14, 26)), m.path());
    }

    @Test
    void itMayChangeItsFacingWhereItStops() {
        // E02: "A model can change its facing at any time during its advance"
        Movement m = Advance.full(field(trooper), trooper, 6, List.of(at(13, 24)), OptionalDouble.of(200));
        assertEquals(200, m.moved().pose().facing(), 1e-9);
    }

    @Test
    void aFullAdvanceGoesUpToSpeedAndARunTwiceThat() {
        // E04 "up to its current speed (SPD) in inches"; E05 "up to twice its current SPD"
        List<Point> far = List.of(at(30, 24));
        Movement full = Advance.full(field(trooper), trooper, 5, far, KEEP_FACING);
        Movement run = Advance.run(field(trooper), trooper, 5, far, KEEP_FACING);
        assertEquals(5, full.distance(), 1e-9);
        assertEquals(Stop.OUT_OF_MOVEMENT, full.stop());
        assertEquals(at(15, 24), full.moved().centre());
        assertEquals(10, run.distance(), 1e-9);
    }

    @Test
    void aBaseStopsWhenItContactsAnotherAndIsThenBaseToBase() {
        // E02 "A model's base cannot pass over another model's base while advancing"; E13 base-to-base
        Figure blocker = medium("blocker", BLUE, 14, 24, 180);
        Movement m = Advance.full(field(trooper, blocker), trooper, 6, List.of(at(20, 24)), KEEP_FACING);
        assertEquals(Stop.MODEL, m.stop());
        assertEquals(4 - R - BaseSize.MEDIUM.radius(), m.distance(), 1e-9);
        assertEquals(List.of("blocker"), m.contacts());
    }

    @Test
    void aGapNarrowerThanTheBaseCannotBePassed() {
        // E02 "if a gap between the bases of two models is too small for another model's base to fit between them, the third model cannot move through"
        Figure left = small("left", BLUE, 14, 23, 0);
        Figure right = small("right", BLUE, 14, 25.1, 0);
        Movement narrow = Advance.full(field(trooper, left, right), trooper, 8, List.of(at(18, 24)), KEEP_FACING);
        assertEquals(Stop.MODEL, narrow.stop());
        Figure wideRight = small("right", BLUE, 14, 25.4, 0);
        Movement wide = Advance.full(field(trooper, left, wideRight), trooper, 9, List.of(at(18, 24.4)), KEEP_FACING);
        assertEquals(Stop.COMPLETED, wide.stop());
    }

    @Test
    void roughTerrainCostsDoubleWhileAnyPartOfTheBaseIsInIt() {
        // E24, O03: "As long as any part of its base is in rough terrain, a model moves at half rate."
        var bog = TerrainFeature.rough("bog", Shapes.rectangle(14, 0, 16, 48));
        Movement m = Advance.full(field(List.of(trooper), bog), trooper, 6, List.of(at(30, 24)), KEEP_FACING);
        double overlapping = R - Tolerance.EPSILON / 2; // "in" it once the base overlaps it by more than touching does
        double open = 4 - overlapping;
        assertEquals(open + (6 - open) / 2, m.distance(), 1e-6);
        assertEquals(Stop.OUT_OF_MOVEMENT, m.stop());
        Movement through = Advance.full(field(List.of(trooper), bog), trooper, 10, List.of(at(30, 24)), KEEP_FACING);
        double inBog = 2 + 2 * overlapping;
        assertEquals(open + inBog + (10 - open - 2 * inBog), through.distance(), 1e-6);
        assertEquals(6, m.spent(), 1e-6, "the whole allowance, the inches in the bog counted twice");
        Movement intoBog = Advance.full(field(List.of(trooper), bog), trooper, 10, List.of(at(15, 24)), KEEP_FACING);
        assertEquals(5 + (5 - open), intoBog.spent(), 1e-6, "5\" moved, the inches past the bog's edge counted twice");
    }

    @Test
    void pathfinderTreatsRoughTerrainAsOpen() {
        // C12: "treats rough terrain as open terrain while advancing"
        var water = TerrainFeature.shallowWater("water", Shapes.rectangle(14, 0, 16, 48));
        Figure scout = small("scout", RED, 10, 24, 0, Trait.PATHFINDER);
        assertEquals(6, Advance.full(field(List.of(scout), water), scout, 6, List.of(at(30, 24)), KEEP_FACING).distance(), 1e-9);
    }

    @Test
    void anObstacleIsCrossedOnlyWithTheMovementToGetCompletelyPast() {
        // E25, O13: "A non-charging advancing model can cross an obstacle if it has enough movement to move completely past"
        var wall = TerrainFeature.obstacle("wall", Shapes.rectangle(14, 0, 14.5, 48), 0.8, Protection.COVER);
        Battlefield f = field(List.of(trooper), wall);
        double past = 4.5 + R - 10 + 10; // the centre once the base has cleared the far side, from x = 10
        Movement crossed = Advance.full(f, trooper, past + 0.2, List.of(at(30, 24)), KEEP_FACING);
        assertEquals(past + 0.2, crossed.distance(), 1e-3);
        Movement stopped = Advance.full(f, trooper, past - 0.2, List.of(at(30, 24)), KEEP_FACING);
        assertEquals(Stop.TERRAIN, stopped.stop());
        assertEquals(4 - R, stopped.distance(), 1e-3);
        Movement atop = Advance.full(f, trooper, 10, List.of(at(14.2, 24)), KEEP_FACING);
        assertEquals(4 - R, atop.distance(), 1e-3, "a model cannot stand atop an obstacle");
    }

    @Test
    void obstructionsAndImpassableTerrainStopTheBaseWhereItTouchesThem() {
        // E26, O05, O14: only Flight and Incorporeal pass obstructions; nobody enters impassable terrain
        var house = TerrainFeature.obstruction("house", Shapes.rectangle(14, 0, 18, 48), 3, Protection.COVER);
        var cliff = TerrainFeature.impassable("cliff", Shapes.rectangle(14, 0, 18, 48), 6);
        for (TerrainFeature feature : List.of(house, cliff)) {
            Movement m = Advance.run(field(List.of(trooper), feature), trooper, 6, List.of(at(30, 24)), KEEP_FACING);
            assertEquals(Stop.TERRAIN, m.stop());
            assertEquals(4 - R, m.distance(), 1e-3);
        }
    }

    @Test
    void aModelNeverLeavesTheTable() {
        // E19 "Beyond the Play Area": it stops at the edge and stays in play
        Figure nearTheEdge = small("trooper", RED, 10, 40, 90);
        Movement m = Advance.run(field(nearTheEdge), nearTheEdge, 6, List.of(at(10, 60)), KEEP_FACING);
        assertEquals(Stop.TABLE_EDGE, m.stop());
        assertEquals(48 - R, m.moved().centre().y(), 1e-9);
        assertTrue(Table.STANDARD.holds(m.moved().centre(), R));
    }
}
