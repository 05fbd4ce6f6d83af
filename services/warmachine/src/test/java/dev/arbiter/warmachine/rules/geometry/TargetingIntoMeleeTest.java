package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.field;
import static dev.arbiter.warmachine.rules.geometry.Models.medium;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The geometry of targeting into melee (warmachine-prime.md, "Targeting a Model in Melee",
 * "TARGETING INTO MELEE EXAMPLE"; inventory H05, H06, D12, C14; EX65). The stray roll itself is the
 * rules' and the dice's; geometry says who is in the combat, who gets a back strike and how far Stealth is.
 */
class TargetingIntoMeleeTest {

    // Stryker fights the Deathripper; Deneghra fights Stryker; the Defender engages Deneghra only
    private final Figure deathripper = medium("deathripper", BLUE, 30, 24, 180);
    private final Figure stryker = small("stryker", RED, 28.3, 24, 0);
    private final Figure deneghra = small("deneghra", BLUE, 26.8, 25, 0, Trait.STEALTH);
    private final Figure defender = medium("defender", RED, 25.5, 26.6, -51);
    private final Figure charger = medium("charger", RED, 36, 24.5, 180);
    private final Map<String, Double> meleeRanges = Map.of("deathripper", 0.5, "stryker", 1.0, "deneghra", 1.0, "defender", 1.0);
    private final Battlefield ex65 = field(deathripper, stryker, deneghra, defender, charger);

    @Test
    void ex65TheCombatIsThoseInMeleeWithTheTargetAndThoseInMeleeWithThem() {
        assertTrue(Melee.inMeleeWith(ex65, stryker, deathripper, meleeRanges));
        assertTrue(Melee.inMeleeWith(ex65, deneghra, stryker, meleeRanges));
        assertTrue(Melee.inMeleeWith(ex65, defender, deneghra, meleeRanges));
        assertEquals(List.of(stryker, deneghra), Melee.combatAround(ex65, deathripper, meleeRanges),
                "the Defender is in melee with neither the Deathripper nor anyone in melee with it");
    }

    @Test
    void ex65TheChargerBackStrikesTheDeathripperButNotStryker() {
        assertTrue(Arcs.backStrike(charger, deathripper));
        assertFalse(Arcs.backStrike(charger, stryker), "the Charger is not in Stryker's back arc");
        assertTrue(Melee.inMelee(ex65, deathripper, meleeRanges), "H05: the target is in melee (+4 DEF)");
        assertFalse(Melee.inMelee(ex65, charger, meleeRanges), "so the bonus is not ignored for the Charger");
    }

    @Test
    void ex65DeneghrasStealthMakesTheStrayAttackMissFromMoreThanFiveInches() {
        assertTrue(Measure.gap(charger, deneghra) > 5, "C14: from a point of origin greater than 5\" away");
    }

    @Test
    void aTargetWithOnlyASliverInTheFrontArcIsSeenThroughIt() {
        // F03 step 1: any part of its volume within the front arc will do
        Figure viewer = medium("viewer", RED, 10, 10, 90);
        double r = BaseSize.SMALL.radius();
        Figure sliver = small("sliver", BLUE, 16, 10 - r + 0.01, 0);
        Figure behind = small("behind", BLUE, 16, 10 - r, 0);
        assertTrue(LineOfSight.exists(field(viewer, sliver), viewer, sliver));
        assertFalse(LineOfSight.exists(field(viewer, behind), viewer, behind));
    }
}
