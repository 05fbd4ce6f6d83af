package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.Profile.Weapon;
import dev.arbiter.warmachine.rules.combat.AttackResult.How;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Attack rolls (warmachine-prime.md "Attack Roll", "Attacks That Hit or Miss Automatically", "Back Strikes", "Free
 * Strikes", "MELEE ATTACK ROLL MODIFIERS", "RANGED ATTACK ROLL MODIFIERS", "Concealment & Cover", "Targeting a Model
 * in Melee"). Given the demo models, when an attack is resolved with scripted dice, then it hits or misses.
 */
class AttackRollTest {

    private static final Weapon RAM_FIST = Demo.weapon("bastion", "Ram Fist");
    private static final Weapon SIEGE_CANNON = Demo.weapon("bastion", "Siege Cannon");

    private static AttackResult melee(Combatant target, Set<Fact> facts, int... faces) {
        return AttackRoll.resolve(Attack.melee(Demo.model("bastion"), RAM_FIST, target, facts), DicePool.twoDice(), new ScriptedDice(faces));
    }

    private static AttackResult shot(Combatant target, Set<Fact> facts, Protection protection, int... faces) {
        return AttackRoll.resolve(Attack.ranged(Demo.model("bastion"), SIEGE_CANNON, target, facts, protection), DicePool.twoDice(), new ScriptedDice(faces));
    }

    @Test
    void d04AMeleeRollIsTwoDicePlusMatAndHitsWhenItEqualsDef() {
        // Bastion MAT 7 against Briar DEF 13: 6 on the dice hits, 5 misses
        AttackResult hit = melee(Demo.model("briar"), Set.of(), 2, 4);
        assertTrue(hit.hit());
        assertEquals(13, hit.total());
        assertEquals(13, hit.defence());
        assertFalse(melee(Demo.model("briar"), Set.of(), 1, 4).hit());
    }

    @Test
    void d04ARangedRollIsTwoDicePlusRat() {
        AttackResult shot = shot(Demo.model("briar"), Set.of(), Protection.NONE, 4, 4);
        assertEquals(5, shot.stat());
        assertEquals(13, shot.total());
        assertTrue(shot.hit());
    }

    @Test
    void d05ACriticalHitIsAHitWithTwoDiceAlike() {
        assertTrue(melee(Demo.model("briar"), Set.of(), 3, 3).critical());
        assertFalse(melee(Demo.model("briar"), Set.of(), 2, 4).critical());
        AttackResult missedPair = melee(Demo.model("briar"), Set.of(), 2, 2);
        assertFalse(missedPair.hit());
        assertFalse(missedPair.critical(), "a miss is never critical");
    }

    @Test
    void d06AllOnesMissAndAllSixesHitWhateverTheNumbersButNotOnOneDie() {
        Combatant vance = Demo.model("vance").with(new TimedModifier("a penalty", new Modifier("DEF", -15), 0, 99));
        AttackResult ones = melee(vance, Set.of(), 1, 1);
        assertFalse(ones.hit(), "DEF 0 and a total of 9, but all ones");
        assertEquals(How.ALL_ONES, ones.how());

        Combatant untouchable = Demo.model("vance").with(new TimedModifier("a bonus", new Modifier("DEF", 20), 0, 99));
        AttackResult sixes = melee(untouchable, Set.of(), 6, 6);
        assertTrue(sixes.hit());
        assertEquals(How.ALL_SIXES, sixes.how());

        AttackResult oneSix = AttackRoll.resolve(Attack.melee(Demo.model("bastion"), RAM_FIST, untouchable, Set.of()),
                DicePool.twoDice().lessDieFrom("a rule"), new ScriptedDice(6));
        assertFalse(oneSix.hit(), "a single die showing 6 is an ordinary roll");
    }

    @Test
    void d07MeleeAgainstAKnockedDownOrStationaryModelHitsAutomaticallyWithoutDiceUnlessTheAttackerRolls() {
        Combatant down = Demo.model("briar").with(Condition.KNOCKED_DOWN);
        AttackResult automatic = melee(down, Set.of());
        assertTrue(automatic.hit());
        assertEquals(How.AUTOMATIC_HIT, automatic.how());
        assertTrue(automatic.dice().dice().isEmpty());
        assertTrue(melee(Demo.model("briar").with(Condition.STATIONARY), Set.of()).hit());

        // rolling anyway for a critical: the roll decides, against base DEF 5
        assertFalse(melee(down, Set.of(Fact.ROLL_DESPITE_AUTOMATIC_HIT), 1, 1).hit());
        AttackResult critical = melee(down, Set.of(Fact.ROLL_DESPITE_AUTOMATIC_HIT), 2, 2);
        assertTrue(critical.critical());
        assertEquals(5, critical.defence());
    }

    @Test
    void d07AnAutomaticMissBeatsAnAutomaticHitAndNoDiceLeftIsAMiss() {
        Combatant down = Demo.model("briar").with(Condition.KNOCKED_DOWN);
        assertEquals(How.OUT_OF_RANGE, melee(down, Set.of(Fact.OUT_OF_RANGE)).how());
        AttackResult none = AttackRoll.resolve(Attack.melee(Demo.model("bastion"), RAM_FIST, down, Set.of()),
                DicePool.twoDice().lessDieFrom("a").lessDieFrom("b"), new ScriptedDice());
        assertFalse(none.hit());
        assertEquals(How.NO_DICE, none.how());
    }

    @Test
    void d09ATargetBeyondRangeIsMissedWithoutARoll() {
        AttackResult result = shot(Demo.model("briar"), Set.of(Fact.OUT_OF_RANGE), Protection.NONE);
        assertFalse(result.hit());
        assertEquals(How.OUT_OF_RANGE, result.how());
        assertTrue(result.dice().dice().isEmpty());
    }

    @Test
    void d12ABackStrikeAddsTwoToMeleeRangedAndMagicAttacks() {
        AttackResult backStrike = melee(Demo.model("briar"), Set.of(Fact.BACK_STRIKE), 2, 2);
        assertEquals(List.of(new Bonus("back strike", 2)), backStrike.rollBonuses());
        assertEquals(13, backStrike.total());
        assertTrue(backStrike.hit());
        assertEquals(List.of(new Bonus("back strike", 2)), shot(Demo.model("briar"), Set.of(Fact.BACK_STRIKE), Protection.NONE, 2, 2).rollBonuses());
    }

    @Test
    void g07AFreeStrikeGainsTwoToHitAndABoostedDamageRollButNoBackStrike() {
        Attack strike = Attack.melee(Demo.model("bastion"), RAM_FIST, Demo.model("briar"), EnumSet.of(Fact.FREE_STRIKE, Fact.BACK_STRIKE));
        AttackResult hit = AttackRoll.resolve(strike, DicePool.twoDice(), new ScriptedDice(2, 2));
        assertEquals(List.of(new Bonus("free strike", 2)), hit.rollBonuses());
        assertTrue(hit.hit());
        DamageResult damage = DamageRoll.resolve(strike, hit, DicePool.twoDice(), new ScriptedDice(1, 1, 1));
        assertEquals(3, damage.dice().dice().size());
        assertEquals("the free strike", damage.pool().automaticBoost());
    }

    @Test
    void c11AModelWithParryCannotBeTargetedByFreeStrikes() {
        RuleViolation refused = assertThrows(RuleViolation.class,
                () -> melee(Demo.model("gatewarden"), Set.of(Fact.FREE_STRIKE), 6, 6));
        assertEquals("free-strike.parry", refused.rule());
        assertTrue(melee(Demo.model("gatewarden"), Set.of(), 6, 6).hit(), "an ordinary attack may target it");
    }

    @Test
    void g08PartObscuredByAnObstacleOrObstructionGivesTwoDefAgainstMelee() {
        AttackResult result = melee(Demo.model("briar"), Set.of(Fact.OBSCURED), 3, 3);
        assertEquals(15, result.defence());
        assertFalse(result.hit());
    }

    @Test
    void h01AModelInMeleeCannotMakeRangedAttacksAndAMeleeWeaponMakesNoRangedAttack() {
        assertEquals("attack.ranged-in-melee", assertThrows(RuleViolation.class,
                () -> shot(Demo.model("briar"), Set.of(Fact.ATTACKER_IN_MELEE), Protection.NONE, 6, 6)).rule());
        assertEquals("attack.wrong-weapon", assertThrows(RuleViolation.class, () -> AttackRoll.resolve(
                Attack.ranged(Demo.model("bastion"), RAM_FIST, Demo.model("briar"), Set.of(), Protection.NONE), DicePool.twoDice(), new ScriptedDice(6, 6))).rule());
        assertEquals("attack.unknown-weapon", assertThrows(RuleViolation.class, () -> AttackRoll.resolve(
                Attack.ranged(Demo.model("tinker"), SIEGE_CANNON, Demo.model("briar"), Set.of(), Protection.NONE), DicePool.twoDice(), new ScriptedDice(6, 6))).rule());
    }

    @Test
    void h02AimingAddsTwoToRangedAttacksAndAKnockedDownTargetHasBaseDefFive() {
        AttackResult aimed = shot(Demo.model("briar").with(Condition.KNOCKED_DOWN), Set.of(Fact.AIMED), Protection.NONE, 1, 2);
        assertEquals(List.of(new Bonus("aim", 2)), aimed.rollBonuses());
        assertEquals(5, aimed.defence());
        assertEquals(10, aimed.total());
        assertTrue(aimed.hit(), "a ranged attack at a knocked down model rolls, against base DEF 5");
    }

    @Test
    void h03CoverGivesFourAndConcealmentTwoAgainstRangedAttacksButNotToAHugeBase() {
        assertEquals(17, shot(Demo.model("briar"), Set.of(), Protection.COVER, 3, 4).defence());
        assertEquals(15, shot(Demo.model("briar"), Set.of(), Protection.CONCEALMENT, 3, 4).defence());
        assertEquals(13, shot(Demo.model("briar"), Set.of(Fact.HUGE_TARGET), Protection.COVER, 3, 4).defence());
        assertEquals(13, melee(Demo.model("briar"), Set.of(), 3, 4).defence(), "cover does nothing against melee");
    }

    @Test
    void h05ATargetInMeleeGainsFourDefUnlessTheAttackerIsInMeleeWithIt() {
        assertEquals(17, shot(Demo.model("briar"), Set.of(Fact.TARGET_IN_MELEE), Protection.NONE, 3, 4).defence());
        Attack magic = Attack.magic(Demo.model("thorne"), Demo.spell("thorne", "Thorn Lance"), Demo.model("bastion"),
                EnumSet.of(Fact.TARGET_IN_MELEE, Fact.ORIGIN_IN_MELEE_WITH_TARGET), Protection.NONE);
        assertEquals(12, AttackRoll.resolve(magic, DicePool.twoDice(), new ScriptedDice(3, 4)).defence());
        assertEquals(13, shot(Demo.model("briar"), Set.of(Fact.TARGET_IN_MELEE, Fact.HUGE_TARGET), Protection.NONE, 3, 4).defence(), "H07");
    }

    @Test
    void c14StealthMakesRangedAndMagicAttacksFromBeyondFiveInchesMissButNotMelee() {
        Combatant wren = Demo.model("wren");
        AttackResult result = shot(wren, Set.of(Fact.STEALTH_BEYOND_FIVE_INCHES), Protection.NONE);
        assertFalse(result.hit());
        assertEquals(How.STEALTH, result.how());
        assertTrue(melee(wren, Set.of(Fact.STEALTH_BEYOND_FIVE_INCHES), 4, 4).hit());
    }

    @Test
    void m01KnockedDownAndM02StationaryModelsMakeNoAttacks() {
        Attack down = Attack.melee(Demo.model("bastion").with(Condition.KNOCKED_DOWN), RAM_FIST, Demo.model("briar"), Set.of());
        assertEquals("attack.knocked-down", assertThrows(RuleViolation.class, () -> AttackRoll.resolve(down, DicePool.twoDice(), new ScriptedDice(6, 6))).rule());
        Attack still = Attack.melee(Demo.model("bastion").with(Condition.STATIONARY), RAM_FIST, Demo.model("briar"), Set.of());
        assertEquals("attack.stationary", assertThrows(RuleViolation.class, () -> AttackRoll.resolve(still, DicePool.twoDice(), new ScriptedDice(6, 6))).rule());
    }
}
