package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.field;
import static dev.arbiter.warmachine.rules.geometry.Models.huge;
import static dev.arbiter.warmachine.rules.geometry.Models.large;
import static dev.arbiter.warmachine.rules.geometry.Models.medium;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.locationtech.jts.algorithm.Distance;
import org.junit.jupiter.api.Test;

/** Line of sight (warmachine-prime.md, "Line of Sight & Targeting", "LOS & TERRAIN", "Forests"; inventory F01-F05, F07, O08). */
class LineOfSightTest {

    // warmachine-prime.md, "LOS & TARGETING" (EX41), rebuilt: the Butcher looks along +x past the Revenger
    private final Figure butcher = large("butcher", RED, 10, 24, 0);
    private final Figure revenger = medium("revenger", BLUE, 16, 24, 180);
    private final Figure flameguardA = small("flameguardA", BLUE, 17.4, 24, 180);
    private final Figure flameguardB = small("flameguardB", BLUE, 17.4, 25.3, 180);
    private final Figure crusader = large("crusader", BLUE, 20.5, 25.5, 180);
    private final Figure kreoss = small("kreoss", BLUE, 19, 23, 180);
    private final Battlefield ex41 = field(butcher, revenger, flameguardA, flameguardB, crusader, kreoss);

    @Test
    void ex41TheRevengerBlocksSmallerAndEqualBasesButNotLargerOnes() {
        assertTrue(LineOfSight.exists(ex41, butcher, revenger));
        assertFalse(LineOfSight.exists(ex41, butcher, flameguardA), "no line to any part of A misses the Revenger's base");
        assertTrue(LineOfSight.exists(ex41, butcher, flameguardB), "a line reaches B's base edge past the Revenger");
        assertTrue(LineOfSight.exists(ex41, butcher, crusader), "smaller bases never block LOS to a larger one");
    }

    @Test
    void ex41KreossIsSeenBecauseHisBaseIsNotCompletelyObscured() {
        assertTrue(crosses(butcher.centre(), kreoss.centre(), revenger), "the line between centres runs over the Revenger");
        Sightline witness = LineOfSight.witness(ex41, butcher, kreoss).orElseThrow();
        assertFalse(crosses(witness.from(), witness.to(), revenger));
        assertTrue(Measure.gap(butcher, witness.from()) < 1e-9 && Measure.gap(kreoss, witness.to()) < 1e-9,
                "the witness runs from the viewer's base to the target's");
    }

    @Test
    void interveningModelsAreThoseAnyLineBetweenTheBasesCrosses() {
        // F02: whatever their size
        assertEquals(List.of("revenger", "flameguardA", "flameguardB"),
                LineOfSight.intervening(ex41, butcher, crusader).stream().map(Figure::id).toList());
    }

    @Test
    void aModelSeesOnlyWhatIsInItsFrontArc() {
        // F03 step 1: "within Model A's front arc"
        Figure lookingAway = butcher.at(butcher.pose().facing(180));
        assertFalse(LineOfSight.exists(field(lookingAway, revenger), lookingAway, revenger));
    }

    @Test
    void knockedDownAndFarStealthModelsDoNotBlock() {
        // F07: knocked-down models never block; a Stealth model does not for a viewer more than 5" away (C14)
        Figure down = Figure.of("revenger", BLUE, BaseSize.MEDIUM, revenger.pose(), Trait.KNOCKED_DOWN);
        assertTrue(LineOfSight.exists(field(butcher, down, flameguardA), butcher, flameguardA));
        Figure stealthy = Figure.of("revenger", BLUE, BaseSize.MEDIUM, revenger.pose(), Trait.STEALTH);
        Figure farViewer = large("butcher", RED, 8, 24, 0);
        assertTrue(Measure.gap(farViewer, stealthy) > 5);
        assertTrue(LineOfSight.exists(field(farViewer, stealthy, flameguardA), farViewer, flameguardA));
        Figure nearViewer = large("butcher", RED, 12, 24, 0);
        assertTrue(Measure.gap(nearViewer, stealthy) <= 5);
        assertFalse(LineOfSight.exists(field(nearViewer, stealthy, flameguardA), nearViewer, flameguardA));
    }

    @Test
    void ex42TheVanquisherSeesTheStormbladeOnlyWhenALineJoinsTheirVolumes() {
        // "LOS & TERRAIN": a building (an obstruction taller than both volumes) between them
        Figure vanquisher = large("vanquisher", RED, 10, 24, 0);
        Figure stormblade = small("stormblade", BLUE, 20, 24, 180);
        var whole = TerrainFeature.obstruction("building", Shapes.rectangle(14, 20, 16, 28), 4, Protection.COVER);
        var corner = TerrainFeature.obstruction("building", Shapes.rectangle(14, 20, 16, 24.3), 4, Protection.COVER);
        assertFalse(LineOfSight.exists(field(List.of(vanquisher, stormblade), whole), vanquisher, stormblade));
        Sightline witness = LineOfSight.witness(field(List.of(vanquisher, stormblade), corner), vanquisher, stormblade).orElseThrow();
        assertFalse(LineOfSight.throughInside(corner.outline(), Shapes.segment(witness.from(), witness.to())));
    }

    @Test
    void ex43AWallBlocksTheBasesWhoseVolumeIsLowerThanIt() {
        // "This wall is shorter than 1.75" ... taller than 2.75": viewer and target alike, the target just behind the wall
        Map<Double, List<BaseSize>> blockedBy = Map.of(
                1.5, List.of(),
                2.0, List.of(BaseSize.SMALL),
                2.5, List.of(BaseSize.SMALL, BaseSize.MEDIUM),
                3.0, List.of(BaseSize.SMALL, BaseSize.MEDIUM, BaseSize.LARGE));
        BiFunction<BaseSize, Double, Boolean> sees = (base, height) -> {
            Figure viewer = Figure.of("viewer", RED, base, Pose.at(6, 24, 0));
            Figure target = Figure.of("target", BLUE, base, Pose.at(20.1 + base.radius(), 24, 180));
            var wall = TerrainFeature.obstruction("wall", Shapes.rectangle(19.5, 10, 20, 38), height, Protection.COVER);
            return LineOfSight.exists(field(List.of(viewer, target), wall), viewer, target);
        };
        blockedBy.forEach((height, blocked) -> {
            for (BaseSize base : BaseSize.values()) {
                assertEquals(!blocked.contains(base), sees.apply(base, height), base + " behind a wall " + height + "\" tall");
            }
        });
    }

    @Test
    void ex44ThePosesOfTheSculptsDoNotMatterOnlyTheVolumes() {
        // "Although the Trencher Sniper's pose has it hidden below the stone wall ..." and the Guardian behind a taller wall
        Figure sniper = small("sniper", RED, 20, 23.6, 90);
        Figure repenter = medium("repenter", BLUE, 20, 34, 270);
        var stoneWall = TerrainFeature.obstruction("stone wall", Shapes.rectangle(10, 24.3, 30, 24.8), 1.5, Protection.COVER);
        Battlefield low = field(List.of(sniper, repenter), stoneWall);
        assertTrue(LineOfSight.exists(low, sniper, repenter));
        assertTrue(LineOfSight.exists(low, repenter, sniper));
        Figure trencher = small("trencher", RED, 20, 12, 90);
        Figure guardian = large("guardian", BLUE, 20, 25.9, 270);
        var highWall = TerrainFeature.obstruction("high wall", Shapes.rectangle(10, 24.3, 30, 24.8), 2.9, Protection.COVER);
        assertFalse(LineOfSight.exists(field(List.of(trencher, guardian), highWall), trencher, guardian));
    }

    @Test
    void aForestHidesWhatIsBeyondItButNotTheFirstThreeInches() {
        // O08, "Forests": 3" into or out of a forest, never through one; never blocks LOS to huge bases
        var forest = TerrainFeature.forest("forest", Shapes.rectangle(14, 14, 24, 34));
        Figure viewer = medium("viewer", RED, 10, 24, 0);
        Figure shallow = small("shallow", BLUE, 16, 24, 180);
        Figure deep = small("deep", BLUE, 19.5, 24, 180);
        Figure beyond = large("beyond", BLUE, 27, 24, 180);
        Figure colossal = huge("colossal", BLUE, 28, 24, 180);
        Battlefield f = field(List.of(viewer, shallow, deep, beyond, colossal), forest);
        assertTrue(LineOfSight.exists(f, viewer, shallow));
        assertFalse(LineOfSight.exists(f, viewer, deep));
        assertFalse(LineOfSight.exists(f, viewer, beyond));
        assertTrue(LineOfSight.exists(f, viewer, colossal));
        assertTrue(LineOfSight.exists(f, shallow.at(shallow.pose().facing(180)), viewer), "out of a forest as into it");
    }

    @Test
    void featuresThatBlockNothingLeaveTheLineAlone() {
        // rubble and shallow water are rough terrain (O09, O11) and have no sight rule of their own
        Figure viewer = small("viewer", RED, 10, 24, 0);
        Figure target = small("target", BLUE, 20, 24, 180);
        var rubble = TerrainFeature.rubble("rubble", Shapes.rectangle(13, 20, 17, 28));
        var water = TerrainFeature.shallowWater("water", Shapes.rectangle(17, 20, 18, 28));
        assertTrue(LineOfSight.exists(field(List.of(viewer, target), rubble, water), viewer, target));
    }

    private static boolean crosses(Point from, Point to, Figure base) {
        return Distance.pointToSegment(base.centre().coordinate(), from.coordinate(), to.coordinate()) < base.radius();
    }
}
