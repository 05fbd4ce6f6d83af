package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.ScriptedDice;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Dice, boosts and additional dice (warmachine-prime.md "Dice & Rounding", "Additional Dice & Boosted Rolls"; D01-D03). */
class DiceRollsTest {

    @Test
    void d01MostRollsAreTwoDiceAddedUpAndEveryDieIsKept() {
        Thrown thrown = Thrown.of(new ScriptedDice(4, 5), DicePool.twoDice().count());
        assertEquals(9, thrown.sum());
        assertEquals(List.of(4, 5), thrown.dice().stream().map(r -> r.value()).toList());
        assertEquals(List.of(0L, 1L), thrown.dice().stream().map(r -> r.draw()).toList(), "each die is a Roll with its draw, for the event");
    }

    @Test
    void d02AdditionalDiceAddUpOnlyFromDifferentRules() {
        DicePool pool = DicePool.twoDice().plusDieFrom("rule A").plusDieFrom("rule B");
        assertEquals(4, pool.count());
        RuleViolation twice = assertThrows(RuleViolation.class, () -> pool.plusDieFrom("rule A"));
        assertEquals("roll.same-rule-additional-die", twice.rule());
    }

    @Test
    void d03ABoostAddsOneDieOnceAndCombinesWithAdditionalDice() {
        DicePool boosted = DicePool.twoDice().boost();
        assertEquals(3, boosted.count());
        assertEquals("roll.already-boosted", assertThrows(RuleViolation.class, boosted::boost).rule());
        assertEquals(4, boosted.plusDieFrom("rule A").count(), "a boosted roll can still gain an additional die");
    }

    @Test
    void ex01AChargeAttacksDamageIsBoostedAlreadySoFocusCannotBoostItAgainButAnAdditionalDieStillAdds() {
        // rulebook "Additional Dice & Boosted Rolls", its example: a charge attack's damage roll is boosted
        Combatant bastion = Demo.model("bastion");
        Attack charge = Attack.melee(bastion, Demo.weapon("bastion", "Ram Fist"), Demo.model("briar"), EnumSet.of(Fact.CHARGE_ATTACK));
        AttackResult hit = AttackRoll.resolve(charge, DicePool.twoDice(), new ScriptedDice(6, 5));
        assertTrue(hit.hit());

        RuleViolation again = assertThrows(RuleViolation.class,
                () -> DamageRoll.resolve(charge, hit, DicePool.twoDice().boost(), new ScriptedDice(1, 1, 1, 1)));
        assertEquals("roll.already-boosted", again.rule());

        DamageResult damage = DamageRoll.resolve(charge, hit, DicePool.twoDice().plusDieFrom("an additional die"), new ScriptedDice(3, 3, 3, 3));
        assertEquals(4, damage.dice().dice().size(), "2 dice + the charge's boost + the additional die");
        assertEquals(12 + 5 + 11, damage.total(), "dice + P+S (POW 5 + STR 11)");
    }

    @Test
    void aRuleThatRemovesDiceCanLeaveNone() {
        assertEquals(1, DicePool.twoDice().lessDieFrom("a").count());
        assertEquals(0, DicePool.twoDice().lessDieFrom("a").lessDieFrom("b").lessDieFrom("c").count());
    }
}
