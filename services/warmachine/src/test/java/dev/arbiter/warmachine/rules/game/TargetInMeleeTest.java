package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Targeting a Model in Melee" (H05, H06, H07) in a game: Vance shoots his Service Pistol (RAT 5, RNG 10,
 * POW 12) from the east at Briar (DEF 13), who is base to base with the Tinker (DEF 13, ARM 16) south of it.
 */
class TargetInMeleeTest {

    private static final int PISTOL = 0;
    private static final double MEDIUM = 0.7874;
    private static final double SMALL = 0.5906;

    private static final ModelDeployed[] COMBAT = {at(VANCE, 32, 30, 180), at(BRIAR, 24, 30, 270), at(TINKER, 24, 30 - 2 * MEDIUM, 90)};

    @Test
    @DisplayName("H05, H06: a missed shot at a target in melee, in range, is rerolled against the other model of the combat; the reroll is the same attack")
    void aMissStraysToTheOnlyOtherModel() {
        var vance = activating(COMBAT).when(0, new Activate(VANCE, null)).then().when(0, new ForfeitMovement(VANCE)).then();
        // 1 + 2 + RAT 5 = 8 against DEF 13 + 4 misses; the Tinker alone is eligible: all sixes hit it; 3 + 3 + POW 12 = 18
        // against ARM 16: 2 points from column 1
        List<WarmachineEvent> events = vance.when(0, new RangedAttack(VANCE, PISTOL, BRIAR, false, false), 1, 2, 6, 6, 3, 3, 1).isLegal().events();
        Attacked missed = (Attacked) events.get(0);
        assertFalse(missed.roll().hit());
        assertEquals(List.of(Fact.TARGET_IN_MELEE), missed.facts());
        assertEquals(new AttackStrayed(VANCE, BRIAR, TINKER, null), events.get(1), "one eligible model: no die");
        Attacked again = (Attacked) events.get(2);
        assertEquals(TINKER, again.target());
        assertEquals(List.of(Fact.TARGET_IN_MELEE, Fact.STRAYED), again.facts());
        assertTrue(again.roll().hit());
        assertEquals(2, ((Damaged) events.get(3)).points());
        assertEquals(1, vance.given(events).state().activation().attacksBy(VANCE).size(), "ROF 1: one attack, rerolled");
    }

    @Test
    @DisplayName("H06, H07, EX63: with two other models in the combat a d6 picks the new target; if the reroll misses, the attack is over")
    void aDiePicksAmongSeveralAndASecondMissEnds() {
        // the Ironcoat Leader engages Briar from the east, between it and Vance; a small base does not block sight of a medium one
        var vance = activating(COMBAT[0], COMBAT[1], COMBAT[2], at(IRONCOATS + "-1", 24 + MEDIUM + SMALL, 30, 180))
                .when(0, new Activate(VANCE, null)).then().when(0, new ForfeitMovement(VANCE)).then();
        // miss; the d6 rolls 5: the second of the two (the Tinker on 1-3, the Ironcoat on 4-6); 1 + 1 misses the Ironcoat
        List<WarmachineEvent> events = vance.when(0, new RangedAttack(VANCE, PISTOL, BRIAR, false, false), 1, 2, 5, 1, 1).events();
        AttackStrayed strayed = (AttackStrayed) events.get(1);
        assertEquals(IRONCOATS + "-1", strayed.newTarget());
        assertEquals(5, strayed.roll().value());
        assertFalse(((Attacked) events.get(2)).roll().hit());
        assertEquals(3, events.size(), "no second stray");
    }

    @Test
    @DisplayName("H05: a spell whose point of origin is in melee with its target ignores the target-in-melee DEF bonus")
    void aSpellFromWithinTheMeleeIgnoresTheBonus() {
        // rulebook "Targeting a Model in Melee": "Ignore the target-in-melee DEF bonus when the point of origin of the ranged
        // or magic attack is in melee with the model the attack roll is being made against." Vance stands base to base
        // with Briar, each in the other's 0.5" reach, and casts Arc Bolt (COST 2, RNG 10, POW 12) at it
        var vance = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 20 + SMALL + MEDIUM, 270)).when(0, new Activate(VANCE, null)).then();
        // 3 + 4 + FOCUS 6 = 13 hits Briar's DEF 13, not 17; 1 + 1 + POW 12 = 14 does not pass ARM 15
        List<WarmachineEvent> events = vance.when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, false, false), 3, 4, 1, 1).isLegal().events();
        Attacked bolt = (Attacked) events.get(2);
        assertEquals(List.of(Fact.TARGET_IN_MELEE, Fact.ORIGIN_IN_MELEE_WITH_TARGET), bolt.facts());
        assertEquals(13, bolt.roll().defence());
        assertTrue(bolt.roll().hit());
    }

    @Test
    @DisplayName("H06: a target beyond range is missed without a stray")
    void outOfRangeDoesNotStray() {
        var vance = activating(at(VANCE, 38, 30, 180), COMBAT[1], COMBAT[2]).when(0, new Activate(VANCE, null)).then()
                .when(0, new ForfeitMovement(VANCE)).then();
        List<WarmachineEvent> events = vance.when(0, new RangedAttack(VANCE, PISTOL, BRIAR, false, false)).events();
        assertEquals(1, events.size());
    }
}
