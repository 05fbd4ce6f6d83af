package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.Profile.Weapon;
import dev.arbiter.warmachine.rules.effect.Continuous;
import dev.arbiter.warmachine.rules.effect.DamageType;
import dev.arbiter.warmachine.rules.effect.Quality;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Weapon qualities and advantages the resolvers act on (warmachine-prime.md "Weapon Qualities", "Damage Types",
 * "Immunities", "Advantages" Eyeless Sight, "Continuous Effects"; B08, B09, B12, B13, C07, C16, M04), on the demo
 * pack's cards, whose qualities are original data.
 */
class QualitiesTest {

    private static AttackResult hit(Attack attack) {
        AttackResult hit = AttackRoll.resolve(attack, DicePool.twoDice(), new ScriptedDice(6, 5));
        assertTrue(hit.hit());
        return hit;
    }

    @Test
    @DisplayName("B09 Weapon Master: the Gate Warden's Halberd rolls an additional die for damage")
    void b09WeaponMasterAddsADamageDie() {
        Attack blow = Attack.melee(Demo.model("gatewarden"), Demo.weapon("gatewarden", "Halberd"), Demo.model("briar"), Set.of());
        DamageResult damage = DamageRoll.resolve(blow, hit(blow), DicePool.twoDice(), new ScriptedDice(1, 2, 3));
        assertEquals(List.of("Weapon Master"), damage.pool().additional());
        assertEquals(6 + 6 + 6, damage.total(), "3 dice + P+S 12 (POW 6, STR 6)");
        assertEquals(3, damage.points(), "against ARM 15");
    }

    @Test
    @DisplayName("B13, C16: a damage type is suffered unless the target is immune to any type of it, and then nothing is rolled")
    void c16ImmunityToADamageTypeMeansNoDamageRoll() {
        Weapon carbine = Demo.weapon("tinker", "Twin Carbine");
        Attack shot = Attack.ranged(Demo.model("tinker"), carbine, Demo.model("oakheart"), Set.of(), Protection.NONE);
        DamageResult immune = DamageRoll.resolve(shot, hit(shot), DicePool.twoDice(), new ScriptedDice());
        assertEquals(DamageType.FIRE, immune.immuneTo(), "Oakheart has Immunity: Fire");
        assertEquals(0, immune.points());
        assertTrue(immune.noDamage());

        Attack atBriar = Attack.ranged(Demo.model("tinker"), carbine, Demo.model("briar"), Set.of(), Protection.NONE);
        DamageResult burnt = DamageRoll.resolve(atBriar, hit(atBriar), DicePool.twoDice(), new ScriptedDice(4, 5));
        assertEquals(List.of(DamageType.FIRE), burnt.types());
        assertNull(burnt.immuneTo());
        assertEquals(4 + 5 + 10 - 15, burnt.points());
        assertFalse(burnt.magical());

        Attack staff = Attack.melee(Demo.model("thorne"), Demo.weapon("thorne", "Bramble Staff"), Demo.model("bastion"), Set.of());
        assertTrue(DamageRoll.resolve(staff, hit(staff), DicePool.twoDice(), new ScriptedDice(1, 1)).magical(),
                "Damage Type: Magical: the staff's damage is magical, yet it makes melee attacks (\"Damage Type: Magical\")");
    }

    @Test
    @DisplayName("B08 Shield: +2 ARM, not against damage from the back arc, not while its system is crippled, not against a Chain Weapon")
    void b08ShieldArmAndWhatIgnoresIt() {
        Combatant warden = Demo.model("hollow-wardens");
        Attack blow = Attack.melee(Demo.model("bastion"), Demo.weapon("bastion", "Ram Fist"), warden, Set.of());
        DamageResult front = DamageRoll.resolve(blow, hit(blow), DicePool.twoDice(), new ScriptedDice(3, 3));
        assertEquals(16 + 2, front.arm());
        assertEquals(List.of(new Bonus("Shield (Shield)", 2)), front.armBonuses());

        Attack behind = Attack.melee(Demo.model("bastion"), Demo.weapon("bastion", "Ram Fist"), warden, Set.of(Fact.BACK_STRIKE));
        assertEquals(16, DamageRoll.resolve(behind, hit(behind), DicePool.twoDice(), new ScriptedDice(3, 3)).arm());

        Weapon flail = new Weapon("Flail", "melee", "-", 0.5, null, 5, List.of("Chain Weapon"));
        Attack chained = new Attack(AttackKind.MELEE, Demo.model("bastion"), flail, null, warden, Set.of(), Protection.NONE, List.of());
        assertEquals(16, DamageRoll.resolve(chained, hit(blow), DicePool.twoDice(), new ScriptedDice(3, 3)).arm());
    }

    @Test
    @DisplayName("C07 Eyeless Sight: the Mire Stalker ignores Stealth beyond 5\" and concealment, not cover")
    void c07EyelessSightIgnoresStealthAndConcealment() {
        Weapon bow = Demo.weapon("mirestalker", "Thorn Bow");
        Attack stealthy = Attack.ranged(Demo.model("mirestalker"), bow, Demo.model("wren"), Set.of(Fact.STEALTH_BEYOND_FIVE_INCHES), Protection.NONE);
        AttackResult seen = AttackRoll.resolve(stealthy, DicePool.twoDice(), new ScriptedDice(6, 5));
        assertEquals(AttackResult.How.ROLLED, seen.how(), "rolled rather than an automatic miss");
        Attack byTinker = Attack.ranged(Demo.model("tinker"), Demo.weapon("tinker", "Twin Carbine"), Demo.model("wren"),
                Set.of(Fact.STEALTH_BEYOND_FIVE_INCHES), Protection.NONE);
        assertEquals(AttackResult.How.STEALTH, AttackRoll.resolve(byTinker, DicePool.twoDice(), new ScriptedDice()).how());

        Attack concealed = Attack.ranged(Demo.model("mirestalker"), bow, Demo.model("wren"), Set.of(), Protection.CONCEALMENT);
        assertEquals(15, AttackRoll.resolve(concealed, DicePool.twoDice(), new ScriptedDice(1, 2)).defence(), "DEF 15, no +2");
        Attack covered = Attack.ranged(Demo.model("mirestalker"), bow, Demo.model("wren"), Set.of(), Protection.COVER);
        assertEquals(15 + 4, AttackRoll.resolve(covered, DicePool.twoDice(), new ScriptedDice(1, 2)).defence());
    }

    @Test
    @DisplayName("B12: Continuous Effect qualities apply on any hit, Critical ones only on a critical hit")
    void b12ContinuousOnHitAndCriticalOnCriticalHit() {
        assertEquals(Optional.of(Continuous.FIRE), Quality.CONTINUOUS_FIRE.continuousOn(false));
        assertEquals(Optional.empty(), Quality.CRITICAL_CORROSION.continuousOn(false));
        assertEquals(Optional.of(Continuous.CORROSION), Quality.CRITICAL_CORROSION.continuousOn(true));
        assertEquals(Optional.empty(), Quality.WEAPON_MASTER.continuousOn(true));
    }

    @Test
    @DisplayName("M04, C16: Fire's POW 12 fire damage roll against the current ARM; none at all on a model immune to fire")
    void m04FiresDamageRoll() {
        DamageResult burn = DamageRoll.unattacked(Demo.model("briar"), Continuous.FIRE_POW, DamageType.FIRE, new ScriptedDice(3, 4));
        assertEquals(3 + 4 + 12, burn.total());
        assertEquals(19 - 15, burn.points());
        DamageResult none = DamageRoll.unattacked(Demo.model("oakheart"), Continuous.FIRE_POW, DamageType.FIRE, new ScriptedDice());
        assertEquals(DamageType.FIRE, none.immuneTo());
        assertEquals(0, none.points());
    }
}
