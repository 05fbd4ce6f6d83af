package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Activate;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.AdvanceModel;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.AllocateFocus;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.CastSpell;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Charge;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Deploy;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.ForfeitMovement;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.MeleeAttack;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.RangedAttack;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.RemoveDamage;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Run;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.Damaged;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.FocusChanged;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 29: a refusal of a position says the numbers a player needs to correct it: how far out of formation, how far
 * beyond the deployment zone, how much over another base, how near a charge's heading comes to its target; and a refused
 * attack, spell or use of focus says the distance, the range or reach, and the focus asked and held.
 */
class RefusalNumbersTest {

    /** The bases' radii in inches (B15): 30 mm, 40 mm, 50 mm. */
    private static final double SMALL = 15 / 25.4;
    private static final double MEDIUM = 20 / 25.4;
    private static final double LARGE = 25 / 25.4;

    private static final int SIEGE_CANNON = 0;
    private static final int RAM_FIST = 1;
    private static final int PISTOL = 0;

    @Test
    @DisplayName("L05: a trooper deployed out of formation is told how far from its commander it would stand and what its command range allows")
    void deploymentFormation() {
        var led = fixture("mosh-pit", "open").given(opening()).given(at(IRONCOATS + "-1", 10, 3, 90));
        String detail = led.when(0, new Deploy(IRONCOATS + "-2", 10 + 2 * SMALL + 8.5, 3, 90)).thenViolation("deploy.formation").getMessage();
        assertTrue(detail.contains(IRONCOATS + "-2 would stand 8.5\" from its commander " + IRONCOATS + "-1, formation allows 8\""), detail);
    }

    @Test
    @DisplayName("Setup, steps 4-5: a model deployed partly outside its zone is told how far its base reaches beyond it")
    void deploymentZone() {
        var deploying = fixture("mosh-pit", "open").given(opening());
        String detail = deploying.when(0, new Deploy(VANCE, 24, 7 - SMALL + 0.25, 90)).thenViolation("deploy.outside-zone").getMessage();
        assertTrue(detail.contains("base would reach 0.25\" beyond the deployment zone"), detail);
    }

    @Test
    @DisplayName("Setup, step 4: a model deployed on another is told how far its base would overlap")
    void deploymentOverlap() {
        var south = fixture("mosh-pit", "open").given(opening()).given(at(VANCE, 24, 3, 90));
        String detail = south.when(0, new Deploy(TINKER, 24 + SMALL + MEDIUM - 0.5, 3, 90)).thenViolation("deploy.overlap").getMessage();
        assertTrue(detail.contains(TINKER + " would stand 0.5\" over " + VANCE + "'s base"), detail);
    }

    @Test
    @DisplayName("E07: a charge whose heading never brings the target into melee range is told how near it comes")
    void chargeHeading() {
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270)).given(new FocusChanged(BASTION, 1, "allocated"))
                .when(0, new Activate(BASTION, null)).then();
        // along +x the target 6" north never gets nearer: 6" between centres, less both radii
        String detail = bastion.when(0, new Charge(BASTION, BRIAR, 0, null)).thenViolation("charge.heading").getMessage();
        double gap = 6 - LARGE - MEDIUM;
        assertTrue(detail.contains("comes no nearer than " + Math.round(gap * 10_000) / 10_000.0 + "\" to " + BRIAR), detail);
    }

    @Test
    @DisplayName("L06: a trooper out of formation moving away from its commander is told its distance, the command range, and where the path takes it")
    void outOfFormationPath() {
        var unit = activating(at(IRONCOATS + "-6", 34, 8, 90)).when(0, new Activate(IRONCOATS, null)).then();
        String detail = unit.when(0, new AdvanceModel(IRONCOATS + "-6", List.of(new Point(40, 8)), null))
                .thenViolation("formation.toward-commander").getMessage();
        assertTrue(detail.contains("whose command range is 8\""), detail);
        double from = new Point(34, 8).distance(new Point(3.5, 3));
        assertTrue(detail.contains("from " + Math.round(from * 10_000) / 10_000.0 + "\" to "), detail);
        assertTrue(detail.contains(", " + Math.round((from - 2 * SMALL) * 10_000) / 10_000.0 + "\" from its commander"), detail);
    }
    @Test
    @DisplayName("G05: a melee attack beyond the weapon's reach is told how far the target is, whether it is in the front arc, and the weapon's range")
    void meleeOutOfReach() {
        var ahead = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM + 1.5, 270))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        String detail = ahead.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false)).thenViolation("attack.out-of-reach").getMessage();
        assertTrue(detail.contains(BRIAR + " is 1.5\" from " + BASTION + ", in its front arc; Ram Fist reaches 0.5\""), detail);
        var behind = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 - LARGE - MEDIUM - 0.25, 90))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        detail = behind.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false)).thenViolation("attack.out-of-reach").getMessage();
        assertTrue(detail.contains(BRIAR + " is 0.25\" from " + BASTION + ", outside its front arc; Ram Fist reaches 0.5\""), detail);
    }

    @Test
    @DisplayName("F01-F03: an attack or spell without line of sight is told how far the target is and what stands in the way")
    void noLineOfSight() {
        var vance = activating(at(VANCE, 24, 20, 90), at(MIRESTALKER, 24, 15, 90), at(BASTION, 30, 20, 90), at(BRIAR, 30, 28, 270))
                .when(0, new Activate(VANCE, null)).then().when(0, new ForfeitMovement(VANCE)).then();
        String detail = vance.when(0, new RangedAttack(VANCE, PISTOL, MIRESTALKER, false, false)).thenViolation("attack.no-line-of-sight").getMessage();
        assertTrue(detail.contains(MIRESTALKER + " is " + inches(5 - 2 * SMALL) + " from " + VANCE + ", outside its front arc"), detail);
        detail = vance.when(0, new CastSpell(VANCE, "Arc Bolt", MIRESTALKER, false, false)).thenViolation("spell.no-line-of-sight").getMessage();
        assertTrue(detail.contains(MIRESTALKER + " is " + inches(5 - 2 * SMALL) + " from " + VANCE + ", outside its front arc"), detail);
        // the Bastion's 50 mm base stands between the Tinker's 40 mm one and Briar's 40 mm one
        var tinker = activating(at(TINKER, 30, 15, 90), at(BASTION, 30, 20, 90), at(BRIAR, 30, 25, 270))
                .when(0, new Activate(TINKER, null)).then().when(0, new ForfeitMovement(TINKER)).then();
        detail = tinker.when(0, new RangedAttack(TINKER, 0, BRIAR, false, false)).thenViolation("attack.no-line-of-sight").getMessage();
        assertTrue(detail.contains(BRIAR + " is " + inches(10 - 2 * MEDIUM) + " from " + TINKER + ", in its front arc, and every line to it is blocked (intervening: "
                + BASTION + ")"), detail);
    }

    @Test
    @DisplayName("H01: a ranged attack from a model in melee is told which enemy it is in melee with, how near, and whose melee range")
    void rangedInMelee() {
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM + 0.25, 270))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        String detail = bastion.when(0, new RangedAttack(BASTION, SIEGE_CANNON, BRIAR, false, false)).thenViolation("attack.ranged-in-melee").getMessage();
        assertTrue(detail.contains(BASTION + " is in melee with " + BRIAR + ", 0.25\" apart"), detail);
    }

    @Test
    @DisplayName("K07, K08: an attack whose boosts and additional attack cost more focus than the attacker has is told both numbers")
    void boostFocus() {
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM, 270)).given(new FocusChanged(BASTION, 1, "allocated"))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        String detail = bastion.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, true, true)).thenViolation("focus.boost-needs-focus").getMessage();
        assertTrue(detail.contains("this attack costs 2 focus and " + BASTION + " has 1"), detail);
    }

    @Test
    @DisplayName("Casting a Spell with FOCUS, K08: a spell that costs more focus than the caster has is told both numbers")
    void spellFocus() {
        var vance = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 26, 270)).given(new FocusChanged(VANCE, 3, "allocated"))
                .when(0, new Activate(VANCE, null)).then();
        String detail = vance.when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, true, true)).thenViolation("spell.not-enough-focus").getMessage();
        assertTrue(detail.contains("this cast costs 4 focus and " + VANCE + " has 3"), detail);
    }

    @Test
    @DisplayName("K05, K06: a refused allocation says how far the warjack is beyond control range, or how much focus is held")
    void allocation() {
        var control = deployed(at(BASTION, 40, 20, 90));
        String detail = control.when(0, new AllocateFocus(BASTION)).thenViolation("focus.out-of-control-range").getMessage();
        double gap = new Point(40, 20).distance(new Point(24, 3)) - LARGE - SMALL;
        assertTrue(detail.contains(BASTION + " is " + inches(gap) + " from " + VANCE + ", whose control range is 12\""), detail);
        var full = control.given(new FocusChanged(TINKER, 3, "allocated"));
        detail = full.when(0, new AllocateFocus(TINKER)).thenViolation("focus.cortex-full").getMessage();
        assertTrue(detail.contains(TINKER + " has 3 focus, the most a warjack holds"), detail);
        detail = control.given(new FocusChanged(VANCE, 0, "allocated")).when(0, new AllocateFocus(TINKER)).thenViolation("focus.none-left").getMessage();
        assertTrue(detail.contains(VANCE + " has 0 focus"), detail);
    }

    @Test
    @DisplayName("K12: removing damage is told how much is marked and how much focus the warcaster has")
    void removingDamage() {
        var vance = activating().given(new Damaged(VANCE, 3, null, List.of(), List.of(), null, Disablement.Fate.NOT_DISABLED))
                .when(0, new Activate(VANCE, null)).then();
        String detail = vance.when(0, new RemoveDamage(VANCE, 4)).thenViolation("damage.remove-unmarked").getMessage();
        assertTrue(detail.contains(VANCE + " has 3 damage marked"), detail);
        detail = vance.given(new FocusChanged(VANCE, 1, "allocated")).when(0, new RemoveDamage(VANCE, 2)).thenViolation("power-field.needs-focus").getMessage();
        assertTrue(detail.contains("removing 2 costs 2 focus and " + VANCE + " has 1"), detail);
    }

    @Test
    @DisplayName("K09: a warjack without focus is told it has none when it runs or charges")
    void runAndChargeFocus() {
        var tinker = activating(at(TINKER, 20, 20, 90), at(BRIAR, 20, 26, 270)).given(new FocusChanged(TINKER, 0, "allocated"))
                .when(0, new Activate(TINKER, null)).then();
        String detail = tinker.when(0, new Run(TINKER, List.of(new Point(14, 20)), null)).thenViolation("focus.run-needs-focus").getMessage();
        assertTrue(detail.contains(TINKER + " has 0 focus"), detail);
        detail = tinker.when(0, new Charge(TINKER, BRIAR, 90, null)).thenViolation("focus.charge-needs-focus").getMessage();
        assertTrue(detail.contains(TINKER + " has 0 focus"), detail);
    }

    /** A length as a player reads it in a refusal: to the ten-thousandth, without trailing zeros. */
    private static String inches(double length) {
        return java.math.BigDecimal.valueOf(Math.round(length * 10_000)).movePointLeft(4).stripTrailingZeros().toPlainString() + "\"";
    }
}
