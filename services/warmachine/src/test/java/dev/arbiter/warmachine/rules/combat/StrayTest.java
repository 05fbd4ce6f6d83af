package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.combat.AttackResult.How;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A missed attack on a target in melee (warmachine-prime.md "Targeting a Model in Melee", "TARGETING INTO MELEE
 * EXAMPLE", "Targeting a Huge-Based Model in Melee"; H06, H07). Who is in the combat is geometry's
 * ({@code TargetingIntoMeleeTest} rebuilds EX65's table); here the models of the combat are given.
 */
class StrayTest {

    @Test
    void ex63TheNewTargetIsRandomAmongTheEligibleModels() {
        List<String> three = List.of("first", "second", "third");
        assertEquals("first", Stray.pick(three, new ScriptedDice(2)).orElseThrow().target());
        assertEquals("second", Stray.pick(three, new ScriptedDice(3)).orElseThrow().target());
        assertEquals("third", Stray.pick(three, new ScriptedDice(5)).orElseThrow().target());
        List<String> two = List.of("first", "second");
        assertEquals("first", Stray.pick(two, new ScriptedDice(3)).orElseThrow().target());
        assertEquals("second", Stray.pick(two, new ScriptedDice(4)).orElseThrow().target());
        Stray.Pick<String> only = Stray.pick(List.of("only"), new ScriptedDice()).orElseThrow();
        assertEquals("only", only.target());
        assertEquals(Optional.empty(), only.roll(), "one eligible model: no roll");
        assertTrue(Stray.pick(List.of(), new ScriptedDice()).isEmpty());
        assertEquals(4, Stray.pick(List.of(1, 2, 3, 4), new ScriptedDice(4)).orElseThrow().target(), "four models: a d4 (clarification 22)");
    }

    @Test
    void ex64AnAimedBoostedShotIntoMeleeMissesAndIsRerolledWithTheSameAimAndBoostAgainstTheOtherModel() {
        // the Decimator's part is Bastion's (RAT 5, an aimed, boosted Siege Cannon shot); the Revenger under Ward is
        // Briar (DEF 13) with a +2 DEF effect, in melee with Oakheart (DEF 12), which is in cover from Bastion
        Combatant briar = Demo.model("briar").with(new TimedModifier("Ward", new Modifier("DEF", 2), 0, 9));
        Attack shot = Attack.ranged(Demo.model("bastion"), Demo.weapon("bastion", "Siege Cannon"), briar,
                EnumSet.of(Fact.AIMED, Fact.TARGET_IN_MELEE), Protection.NONE);
        DicePool boosted = DicePool.twoDice().boost();
        AttackResult missed = AttackRoll.resolve(shot, boosted, new ScriptedDice(3, 3, 4));
        assertEquals(3, missed.dice().dice().size());
        assertEquals(10 + 5 + 2, missed.total());
        assertEquals(13 + 2 + 4, missed.defence());
        assertFalse(missed.hit());
        assertTrue(Stray.follows(shot, missed));

        Combatant oakheart = Stray.pick(List.of(Demo.model("oakheart")), new ScriptedDice()).orElseThrow().target();
        Attack reroll = shot.strayedTo(oakheart, EnumSet.of(Fact.TARGET_IN_MELEE), Protection.COVER);
        AttackResult second = AttackRoll.resolve(reroll, boosted, new ScriptedDice(6, 5, 6));
        assertEquals(List.of(new Bonus("aim", 2)), second.rollBonuses());
        assertEquals(12 + 4 + 4, second.defence(), "cover and target in melee");
        assertEquals(17 + 5 + 2, second.total());
        assertTrue(second.hit());
    }

    @Test
    void ex65TheStrayTargetHasStealthFromBeyondFiveInchesSoTheAttackIsOverAndABackStrikeDoesNotCarryOver() {
        // the Charger is Oakheart (RAT 4, Seed Mortar); the Deathripper is Tinker, hit from its back arc; Vance is in
        // melee with Tinker, and Wren (Stealth) in melee with Vance: the combat is Vance and Wren
        Attack shot = Attack.ranged(Demo.model("oakheart"), Demo.weapon("oakheart", "Seed Mortar"), Demo.model("tinker"),
                EnumSet.of(Fact.BACK_STRIKE, Fact.TARGET_IN_MELEE), Protection.NONE);
        AttackResult missed = AttackRoll.resolve(shot, DicePool.twoDice(), new ScriptedDice(2, 3));
        assertFalse(missed.hit());
        assertTrue(Stray.follows(shot, missed));

        List<Combatant> combat = List.of(Demo.model("vance"), Demo.model("wren"));
        Combatant wren = Stray.pick(combat, new ScriptedDice(5)).orElseThrow().target();
        Attack atWren = shot.strayedTo(wren, EnumSet.of(Fact.TARGET_IN_MELEE, Fact.STEALTH_BEYOND_FIVE_INCHES), Protection.NONE);
        AttackResult stealth = AttackRoll.resolve(atWren, DicePool.twoDice(), new ScriptedDice());
        assertEquals(How.STEALTH, stealth.how());
        assertFalse(Stray.follows(atWren, stealth), "a second miss misses completely");

        Combatant vance = Stray.pick(combat, new ScriptedDice(1)).orElseThrow().target();
        Attack atVance = shot.strayedTo(vance, EnumSet.of(Fact.TARGET_IN_MELEE), Protection.NONE);
        AttackResult rolled = AttackRoll.resolve(atVance, DicePool.twoDice(), new ScriptedDice(6, 5));
        assertTrue(rolled.rollBonuses().isEmpty(), "no back strike against the new target");
    }

    @Test
    void h06OnlyAMissedRangedOrMagicAttackInRangeOnATargetInMeleeStrays() {
        Attack shot = Attack.ranged(Demo.model("bastion"), Demo.weapon("bastion", "Siege Cannon"), Demo.model("briar"),
                EnumSet.of(Fact.TARGET_IN_MELEE, Fact.OUT_OF_RANGE), Protection.NONE);
        assertFalse(Stray.follows(shot, AttackRoll.resolve(shot, DicePool.twoDice(), new ScriptedDice())), "out of range never strays");
        Attack melee = Attack.melee(Demo.model("bastion"), Demo.weapon("bastion", "Ram Fist"), Demo.model("briar"), Set.of(Fact.TARGET_IN_MELEE));
        assertFalse(Stray.follows(melee, AttackRoll.resolve(melee, DicePool.twoDice(), new ScriptedDice(1, 1))));
    }

    @Test
    void h07AMissedHugeBasedTargetInMeleeDoesNotStray() {
        Attack shot = Attack.ranged(Demo.model("bastion"), Demo.weapon("bastion", "Siege Cannon"), Demo.model("briar"),
                EnumSet.of(Fact.TARGET_IN_MELEE, Fact.HUGE_TARGET), Protection.NONE);
        AttackResult missed = AttackRoll.resolve(shot, DicePool.twoDice(), new ScriptedDice(1, 1));
        assertFalse(missed.hit());
        assertFalse(Stray.follows(shot, missed));
    }
}
