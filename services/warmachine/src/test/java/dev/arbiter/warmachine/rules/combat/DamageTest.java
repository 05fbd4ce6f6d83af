package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.combat.Disablement.Fate;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Damage rolls, damage boxes and what follows a full track (warmachine-prime.md "Damage Rolls", "Damage Type:
 * Magical", "Recording Damage", "Disabled, Boxed & Destroyed", "Removing Damage", "Advantages" Tough, "Reinforcing
 * the Power Field"; D16, J01, J02, J08, J09, C15, K13). Warjack grids are {@link DamageGridTest}'s.
 */
class DamageTest {

    private static AttackResult hitWith(Attack attack) {
        AttackResult hit = AttackRoll.resolve(attack, DicePool.twoDice(), new ScriptedDice(6, 6));
        assertTrue(hit.hit());
        return hit;
    }

    @Test
    void d16ARangedDamageRollIsTwoDicePlusPowAndEveryPointOverArmIsDamage() {
        Attack shot = Attack.ranged(Demo.model("bastion"), Demo.weapon("bastion", "Siege Cannon"), Demo.model("briar"), Set.of(), Protection.NONE);
        DamageResult damage = DamageRoll.resolve(shot, hitWith(shot), DicePool.twoDice(), new ScriptedDice(4, 5));
        assertEquals(14, damage.power());
        assertEquals(23, damage.total());
        assertEquals(15, damage.arm());
        assertEquals(8, damage.points());
        assertEquals(0, DamageRoll.resolve(shot, hitWith(shot), DicePool.twoDice().lessDieFrom("a rule"), new ScriptedDice(1)).points(),
                "15 against ARM 15: no damage");
    }

    @Test
    void d16AMeleeDamageRollAddsStrengthToPowAndBoostingAddsADie() {
        Attack blow = Attack.melee(Demo.model("bastion"), Demo.weapon("bastion", "Ram Fist"), Demo.model("oakheart"), Set.of());
        DamageResult damage = DamageRoll.resolve(blow, hitWith(blow), DicePool.twoDice().boost(), new ScriptedDice(1, 2, 3));
        assertEquals(5 + 11, damage.power(), "P+S: POW 5 + STR 11");
        assertEquals(6 + 16, damage.total());
        assertEquals(22 - 18, damage.points());
    }

    @Test
    void d16AnAttackThatMissesMakesNoDamageRoll() {
        Attack blow = Attack.melee(Demo.model("bastion"), Demo.weapon("bastion", "Ram Fist"), Demo.model("oakheart"), Set.of());
        AttackResult missed = AttackRoll.resolve(blow, DicePool.twoDice(), new ScriptedDice(1, 1));
        assertEquals("damage.no-hit", assertThrows(RuleViolation.class,
                () -> DamageRoll.resolve(blow, missed, DicePool.twoDice(), new ScriptedDice(6, 6))).rule());
    }

    @Test
    void j01SpellDamageIsMagicalAndPowDashDealsNone() {
        Attack lance = Attack.magic(Demo.model("thorne"), Demo.spell("thorne", "Thorn Lance"), Demo.model("bastion"), Set.of(), Protection.NONE);
        assertTrue(DamageRoll.resolve(lance, hitWith(lance), DicePool.twoDice(), new ScriptedDice(3, 3)).magical());
        Attack murk = Attack.magic(Demo.model("thorne"), Demo.spell("thorne", "Withering Murk"), Demo.model("bastion"), Set.of(), Protection.NONE);
        DamageResult none = DamageRoll.resolve(murk, hitWith(murk), DicePool.twoDice(), new ScriptedDice());
        assertTrue(none.noDamage());
        assertEquals(0, none.points());
    }

    @Test
    void j02BoxesAreMarkedOnePerPointAndNoMoreThanAreLeftAndAModelWithoutBoxesHasOne() {
        DamageTrack vance = DamageTrack.of(Demo.card("vance"));
        Marking five = vance.suffer(5, new ScriptedDice());
        assertEquals(5, five.track().marked());
        Marking overflow = five.track().suffer(20, new ScriptedDice());
        assertEquals(13, overflow.points(), "only the 13 boxes left are marked");
        assertTrue(overflow.track().disabled());

        DamageTrack ironcoat = DamageTrack.of(Demo.card("ironcoats"));
        assertEquals(1, ironcoat.boxes());
        assertTrue(ironcoat.suffer(1, new ScriptedDice()).track().disabled());
        assertFalse(ironcoat.suffer(0, new ScriptedDice()).track().disabled());
    }

    @Test
    void j08AModelWhoseLastBoxIsMarkedIsDisabledBoxedAndDestroyed() {
        Combatant wren = Demo.model("wren");
        Combatant hurt = wren.with(wren.track().suffer(4, new ScriptedDice()).track());
        assertEquals(Fate.NOT_DISABLED, Disablement.of(hurt, new ScriptedDice()).fate());
        Combatant full = wren.with(wren.track().suffer(5, new ScriptedDice()).track());
        Disablement destroyed = Disablement.of(full, new ScriptedDice());
        assertEquals(Fate.DESTROYED, destroyed.fate());
        assertTrue(destroyed.tough().isEmpty());
    }

    @Test
    void c15ToughOnAFiveOrSixRemovesAPointAndKnocksTheModelDown() {
        Combatant warden = Demo.model("hollow-wardens");
        Combatant full = warden.with(warden.track().suffer(5, new ScriptedDice()).track());
        Disablement saved = Disablement.of(full, new ScriptedDice(5));
        assertEquals(Fate.SAVED_BY_TOUGH, saved.fate());
        assertEquals(4, saved.model().track().marked());
        assertTrue(saved.model().is(Condition.KNOCKED_DOWN));
        assertEquals(5, saved.tough().orElseThrow().value());

        assertEquals(Fate.DESTROYED, Disablement.of(full, new ScriptedDice(4)).fate());
    }

    @Test
    void c15AKnockedDownModelHasLostToughSoNoDieIsRolled() {
        // the rulebook's Lacerator example (EX49, milestone 2's critical knockdown) turns on this
        Combatant warden = Demo.model("hollow-wardens").with(Condition.KNOCKED_DOWN);
        Combatant full = warden.with(warden.track().suffer(5, new ScriptedDice()).track());
        Disablement result = Disablement.of(full, new ScriptedDice());
        assertEquals(Fate.DESTROYED, result.fate());
        assertTrue(result.tough().isEmpty());
    }

    @Test
    void j09RemovingDamageFromADisabledModelEndsItsDisablement() {
        DamageBoxes full = (DamageBoxes) DamageTrack.of(Demo.card("vance")).suffer(18, new ScriptedDice()).track();
        DamageBoxes healed = full.remove(2);
        assertFalse(healed.disabled());
        assertEquals(16, healed.marked());
        assertEquals("damage.remove-unmarked", assertThrows(RuleViolation.class, () -> healed.remove(17)).rule());
    }

    @Test
    void ex91ReinforcingThePowerFieldTakesFiveOffThirteen() {
        assertEquals(8, PowerField.reinforced(13));
    }

    @Test
    void ex92ReinforcingThePowerFieldAgainstFourLeavesNothingAndTheRestIsLost() {
        assertEquals(0, PowerField.reinforced(4));
    }
}
