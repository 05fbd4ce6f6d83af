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
import org.junit.jupiter.api.Test;

/** Cover and concealment (warmachine-prime.md, "Concealment & Cover", "Forests", "Rubble", "Obstacles"; inventory H03, O08, O09, O13, G08). */
class ShelterTest {

    // warmachine-prime.md, "CONCEALMENT & COVER IN ACTION" (EX62), rebuilt: the Defender shoots along +x
    private final Figure defender = medium("defender", RED, 10, 24, 0);
    private final TerrainFeature forest = TerrainFeature.forest("forest", Shapes.rectangle(15, 26, 23, 34));
    private final TerrainFeature crates = TerrainFeature.obstacle("crates", Shapes.rectangle(20, 18, 21, 22), 1, Protection.COVER);
    private final Figure juggernaut = large("juggernaut", BLUE, 16.1, 27.1, 180);
    private final Figure butcher = large("butcher", BLUE, 25, 37, 180);
    private final Figure winterGuardA = small("winterGuardA", BLUE, 21.7, 19, 180);
    private final Figure winterGuardB = small("winterGuardB", BLUE, 22.3, 21, 180);
    private final Figure winterGuardC = small("winterGuardC", BLUE, 23.5, 20, 180);
    private final Battlefield ex62 = field(List.of(defender, juggernaut, butcher, winterGuardA, winterGuardB, winterGuardC), forest, crates);

    @Test
    void ex62TheForestConcealsTheJuggernautInsideIt() {
        assertTrue(LineOfSight.exists(ex62, defender, juggernaut));
        assertEquals(Protection.CONCEALMENT, Shelter.against(ex62, defender, juggernaut));
        assertEquals(2, Shelter.against(ex62, defender, juggernaut).defenceBonus());
    }

    @Test
    void ex62TheForestHidesTheButcherBehindIt() {
        assertFalse(LineOfSight.exists(ex62, defender, butcher));
        Battlefield noForest = field(List.of(defender, juggernaut, butcher), crates);
        assertTrue(LineOfSight.exists(noForest, defender, butcher), "it is the forest that hides him");
    }

    @Test
    void ex62TheCratesCoverWinterGuardWithinOneInchOfThemOnly() {
        assertTrue(LineOfSight.exists(ex62, defender, winterGuardA), "crates 1\" tall hide no volume");
        assertEquals(Protection.COVER, Shelter.against(ex62, defender, winterGuardA));
        assertEquals(Protection.COVER, Shelter.against(ex62, defender, winterGuardB));
        assertEquals(4, Shelter.against(ex62, defender, winterGuardB).defenceBonus());
        assertTrue(Measure.gap(winterGuardC, crates.outline()) > 1);
        assertEquals(Protection.NONE, Shelter.against(ex62, defender, winterGuardC));
    }

    @Test
    void aFeatureThatIsNotBetweenThemProtectsNobody() {
        // H03: "that terrain feature is intervening" only when a line between the volumes passes through it
        Figure shooter = medium("shooter", RED, 30, 20, 180);
        assertEquals(Protection.NONE, Shelter.against(ex62, shooter, winterGuardC));
        assertEquals(Protection.COVER, Shelter.against(ex62, shooter, small("behind", BLUE, 19.3, 20, 0)));
    }

    @Test
    void rubbleCoversAModelCompletelyInsideIt() {
        // O09: "provides cover to a model completely inside its perimeter"
        var rubble = TerrainFeature.rubble("rubble", Shapes.rectangle(20, 20, 24, 24));
        Figure inside = small("inside", BLUE, 22, 22, 0);
        Figure straddling = small("straddling", BLUE, 20.2, 22, 0);
        Battlefield f = field(List.of(defender, inside, straddling), rubble);
        assertEquals(Protection.COVER, Shelter.against(f, defender, inside));
        assertEquals(Protection.NONE, Shelter.against(f, defender, straddling));
    }

    @Test
    void coverAndConcealmentDoNotAddUpAndHugeBasesGetNeither() {
        // H03: "not cumulative with themselves or each other"; "huge-based models never gain the DEF bonuses"
        var hedge = TerrainFeature.obstacle("hedge", Shapes.rectangle(18, 26, 18.5, 30), 1, Protection.CONCEALMENT);
        var wall = TerrainFeature.obstacle("wall", Shapes.rectangle(17.5, 26, 17.9, 30), 1, Protection.COVER);
        Figure target = small("target", BLUE, 19.2, 28, 180);
        Figure colossal = huge("colossal", BLUE, 20.5, 32.2, 180);
        Battlefield f = field(List.of(defender, target, colossal), hedge, wall);
        assertEquals(Protection.CONCEALMENT, Shelter.against(field(List.of(defender, target), hedge), defender, target));
        assertEquals(Protection.COVER, Shelter.against(f, defender, target));
        assertTrue(Measure.gap(colossal, hedge.outline()) <= 1);
        assertEquals(Protection.NONE, Shelter.against(f, defender, colossal));
    }

    @Test
    void aLowWallBetweenThemObscuresATargetInMelee() {
        // G08: +2 DEF against melee when any portion of the target is obscured by an obstacle or an obstruction
        var wall = TerrainFeature.obstacle("wall", Shapes.rectangle(11, 20, 11.3, 28), 0.8, Protection.COVER);
        Figure attacker = medium("attacker", RED, 10.2, 24, 0);
        Figure target = small("target", BLUE, 12.2, 24.5, 180);
        assertTrue(Shelter.obscuredForMelee(field(List.of(attacker, target), wall), attacker, target));
        assertFalse(Shelter.obscuredForMelee(field(List.of(attacker, target), forest), attacker, target));
    }
}
