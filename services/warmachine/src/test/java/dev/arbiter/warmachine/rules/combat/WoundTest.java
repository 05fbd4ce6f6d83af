package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.combat.Disablement.Fate;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A whole attack from the attack roll to the model's fate, as the game will run it (warmachine-prime.md "Attack
 * Sequence", "Damage Application"; D15), with one scripted dice stream as the event log would show it.
 */
class WoundTest {

    @Test
    void d15AChargeAttackHitsBoostsItsDamageFillsTheBoxesAndToughFails() {
        // Oakheart charges a Hollow Warden (DEF 12, ARM 16, 5 boxes, Tough) with its Root Maul (POW 6, STR 12)
        ScriptedDice dice = new ScriptedDice(3, 4, /* damage */ 2, 2, 3, /* Tough */ 2);
        Combatant warden = Demo.model("hollow-wardens");
        Attack charge = Attack.melee(Demo.model("oakheart"), Demo.weapon("oakheart", "Root Maul"), warden, EnumSet.of(Fact.CHARGE_ATTACK));
        AttackResult hit = AttackRoll.resolve(charge, DicePool.twoDice(), dice);
        assertTrue(hit.hit(), "7 + MAT 7 against DEF 12");
        DamageResult damage = DamageRoll.resolve(charge, hit, DicePool.twoDice(), dice);
        assertEquals(7 + 18 - 18, damage.points(), "3 dice + P+S 18 against ARM 16 + 2 of its Shield (B08)");

        Wound wound = Wound.inflict(warden, damage.points(), dice);
        assertEquals(5, wound.marking().points(), "7 points, 5 boxes");
        assertEquals(Fate.DESTROYED, wound.disablement().fate());
        assertEquals(2, wound.disablement().tough().orElseThrow().value());
        assertEquals(0, dice.remaining());
    }

    @Test
    void d15AShotDamagesAWarjackAndCripplesItsArm() {
        // Bastion's Siege Cannon (POW 14) at Tinker (DEF 13, ARM 16); the damage roll's 8 points go to column 1
        ScriptedDice dice = new ScriptedDice(5, 4, /* damage */ 5, 5, /* column */ 1);
        Combatant tinker = Demo.model("tinker");
        Attack shot = Attack.ranged(Demo.model("bastion"), Demo.weapon("bastion", "Siege Cannon"), tinker, Set.of(), Protection.NONE);
        AttackResult hit = AttackRoll.resolve(shot, DicePool.twoDice(), dice);
        DamageResult damage = DamageRoll.resolve(shot, hit, DicePool.twoDice(), dice);
        Wound wound = Wound.inflict(tinker, damage.points(), dice);
        assertEquals(8, wound.marking().points());
        assertEquals(Set.of('L'), wound.marking().crippled());
        assertEquals(Fate.NOT_DISABLED, wound.disablement().fate());
        assertTrue(wound.model().track().weaponCrippled(Demo.weapon("tinker", "Twin Carbine")));
        assertEquals(0, dice.remaining());
    }
}
