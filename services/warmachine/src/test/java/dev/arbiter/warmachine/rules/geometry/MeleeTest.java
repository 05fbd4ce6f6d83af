package dev.arbiter.warmachine.rules.geometry;

import static dev.arbiter.warmachine.rules.geometry.Models.BLUE;
import static dev.arbiter.warmachine.rules.geometry.Models.RED;
import static dev.arbiter.warmachine.rules.geometry.Models.field;
import static dev.arbiter.warmachine.rules.geometry.Models.medium;
import static dev.arbiter.warmachine.rules.geometry.Models.small;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Melee range and engagement (warmachine-prime.md, "Melee Range", "Engaged & Engaging"; inventory G05, G06). */
class MeleeTest {

    private static final double POLEARM = 2;
    private static final double SHIELD = 0.5;

    @Test
    void ex54EachWeaponReachesOnlyAsFarAsItsOwnRange() {
        // "the Ogrun Bokur has two melee weapons: its Polearm has a range of 2\" and its Shield has a range of 0.5\""
        Figure bokur = medium("bokur", RED, 20, 20, 0);
        Figure target = small("target", BLUE, 20 + BaseSize.MEDIUM.radius() + 1.5 + BaseSize.SMALL.radius(), 20, 180);
        assertTrue(Melee.reaches(bokur, POLEARM, target));
        assertFalse(Melee.reaches(bokur, SHIELD, target));
    }

    @Test
    void meleeRangeIsLimitedToTheFrontArc() {
        // G05: "A model's melee range is limited to its front arc."
        Figure bokur = medium("bokur", RED, 20, 20, 180);
        Figure behind = small("behind", BLUE, 21.5, 20, 180);
        assertFalse(Melee.reaches(bokur, POLEARM, behind));
    }

    @Test
    void ex55TheLongerReachEngagesWithoutBeingEngaged() {
        // "a model with a weapon that has a longer melee range than its opponent can ... engage the opponent without becoming engaged itself"
        Figure bokur = medium("bokur", RED, 20, 20, 0);
        Figure swordsman = small("swordsman", BLUE, 20 + BaseSize.MEDIUM.radius() + 1.5 + BaseSize.SMALL.radius(), 20, 180);
        Battlefield f = field(bokur, swordsman);
        Map<String, Double> ranges = Map.of("bokur", POLEARM, "swordsman", SHIELD);
        assertTrue(Melee.engaging(f, bokur, POLEARM, swordsman));
        assertFalse(Melee.engagedBy(f, bokur, swordsman, SHIELD));
        assertTrue(Melee.engagedBy(f, swordsman, bokur, POLEARM));
        assertTrue(Melee.inMelee(f, bokur, ranges), "engaging is being in melee");
        assertTrue(Melee.inMelee(f, swordsman, ranges), "engaged is being in melee");
    }

    @Test
    void knockedDownModelsNeitherEngageNorAreEngaged() {
        // G06 with "Knocked Down": knocked-down models are not engaged and do not engage
        Figure bokur = medium("bokur", RED, 20, 20, 0);
        Figure down = small("down", BLUE, 21.6, 20, 180, Trait.KNOCKED_DOWN);
        assertFalse(Melee.engaging(field(bokur, down), bokur, POLEARM, down));
        assertFalse(Melee.engaging(field(bokur, down), down, SHIELD, bokur));
    }

    @Test
    void friendsAndModelsWithoutMeleeWeaponsEngageNobody() {
        Figure bokur = medium("bokur", RED, 20, 20, 0);
        Figure friend = small("friend", RED, 21.6, 20, 180);
        Figure gunner = small("gunner", BLUE, 21.6, 20, 180);
        assertFalse(Melee.engaging(field(bokur, friend), bokur, POLEARM, friend));
        assertFalse(Melee.engaging(field(bokur, gunner), gunner, 0, bokur), "no melee weapons, no melee range");
    }
}
