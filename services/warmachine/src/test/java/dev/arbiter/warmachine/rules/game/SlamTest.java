package dev.arbiter.warmachine.rules.game;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmachine.rules.combat.Box;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.effect.CardEffect;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.effect.Expiry;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Stop;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static dev.arbiter.warmachine.rules.game.PowerAttackTest.LARGE;
import static dev.arbiter.warmachine.rules.game.PowerAttackTest.MEDIUM;
import static dev.arbiter.warmachine.rules.game.PowerAttackTest.OAKHEART;
import static dev.arbiter.warmachine.rules.game.PowerAttackTest.SMALL;
import static dev.arbiter.warmachine.rules.game.PowerAttackTest.withOakheart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Slam" (Power Attacks), "Slammed", "Beyond the Play Area", "Rule of Least Disturbance" and "Power Attack
 * Damage Rolls & Collateral Damage" (shared/rulebooks/warmachine-prime.md; G15, E17, E19, E21, G12) in a game, with
 * the inventory's worked examples EX37 and EX57 as positions: the Bastion (large, SPD 4, MAT 7, STR 11) slams the
 * Oakheart (large, DEF 12, ARM 18), as the Crusader slams the Ironclad and the Juggernaut the Crusader.
 */
class SlamTest {

    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> bastionActivating(String layout, ModelDeployed... at) {
        return withOakheart(layout, at).given(new FocusChanged(BASTION, 3, "allocated")).when(0, new Activate(BASTION, null)).then();
    }

    @Test
    @DisplayName("EX37 (G15, E17): the Bastion advances straight at the Oakheart 6\" away, hits, rolls 4: the Oakheart moves 4\" directly away, facing unchanged, is knocked down, then suffers 2d6 + STR")
    void ex37SlamByPowerAttack() {
        var game = bastionActivating("open", at(BASTION, 24, 10, 0), at(OAKHEART, 24, 16 + 2 * LARGE, 200));
        // to hit 4 + 3 + MAT 7 = 14 against DEF 12; slam d6 4; damage 5 + 5 + STR 11 = 21 against ARM 18: 3 points, column 3
        List<WarmachineEvent> events = game.when(0, new Slam(BASTION, OAKHEART, null, false, false), 4, 3, 4, 5, 5, 3).events();
        assertEquals(new FocusChanged(BASTION, 2, "power-attack"), events.get(0));
        SlamMoved moved = (SlamMoved) events.get(1);
        assertEquals(Wire.of(6), moved.distance(), 2, "base to base after 6\"");
        assertTrue(moved.successful() && moved.slams());
        assertEquals(Wire.of(90), moved.pose().facing(), 1, "turned to face the target directly");
        ModelSlammed slammed = (ModelSlammed) events.get(2);
        assertEquals(4, slammed.roll().value());
        assertEquals(Wire.of(4), slammed.allowance(), "equal bases: the distance rolled");
        assertEquals(Wire.of(4), slammed.distance(), 2);
        assertEquals(Stop.COMPLETED, slammed.stop());
        assertFalse(slammed.collided());
        assertEquals(Wire.of(16 + 2 * LARGE + 4), slammed.pose().y(), 2, "directly away from the Bastion");
        assertEquals(Wire.of(200), slammed.pose().facing(), 1, "involuntary movement keeps the facing (E15)");
        assertEquals(new KnockedDown(OAKHEART), events.get(3));
        Attacked attack = (Attacked) events.get(4);
        assertEquals("Slam", attack.weaponName());
        assertEquals(List.of(Fact.POWER_ATTACK), attack.facts());
        assertEquals(11, attack.damage().power());
        assertEquals(3, attack.damage().points());
        assertEquals(3, ((Damaged) events.get(5)).points());
        assertEquals(6, events.size());
        var after = game.given(events);
        assertEquals(new Point(24, 16 + 2 * LARGE + 4).distance(after.state().model(OAKHEART).orElseThrow().pose().centre()), 0, 0.001);
        assertTrue(after.state().model(OAKHEART).orElseThrow().knockedDown());
        // the slam was the Normal Movement and the Combat Action's attack: no second slam, no other power attack after it
        after.when(0, new Slam(BASTION, OAKHEART, null, false, false)).thenViolation("slam.movement-used");
        after.when(0, new HeadButt(BASTION, OAKHEART, false, false)).thenViolation("power-attack.after-attacks");
    }

    @Test
    @DisplayName("EX57 (G15, E17, G12): rolled 6, the Oakheart stops at the wall 4\" behind it, a collision: 2d6 + the extra die, boosted to 4d6, + STR; the Mirestalker it passed over is knocked down and suffers collateral 2d6 + STR")
    void ex57SlamIntoAWall() {
        // the wall's south face is y = 23.5: 4" of travel bring the Oakheart's base to it
        double oakheart = 23.5 - LARGE - 4;
        var game = bastionActivating("wall", at(BASTION, 24, oakheart - 2 * LARGE - 5, 90), at(OAKHEART, 24, oakheart, 270),
                at(MIRESTALKER, 24, oakheart + 2.2, 270));
        // hit 4 + 3 + 7; d6 6; damage 3 + 3 + 3 + 3 + 11 = 23 against ARM 18: 5, column 1; collateral 4 + 4 + 11 = 19 against ARM 11: 8
        List<WarmachineEvent> events = game.when(0, new Slam(BASTION, OAKHEART, null, false, true), 4, 3, 6, 3, 3, 3, 3, 1, 4, 4).events();
        ModelSlammed slammed = (ModelSlammed) events.get(2);
        assertEquals(Wire.of(6), slammed.allowance());
        assertEquals(Wire.of(4), slammed.distance(), 10, "stopped by the wall after 4\", within the tolerance");
        assertEquals(Stop.TERRAIN, slammed.stop());
        assertEquals("wall", slammed.stoppedBy());
        assertTrue(slammed.collided());
        assertEquals(List.of(MIRESTALKER), slammed.passedThrough());
        assertEquals(List.of(new KnockedDown(OAKHEART), new KnockedDown(MIRESTALKER)), events.subList(3, 5));
        Attacked attack = (Attacked) events.get(6);
        assertEquals(new FocusChanged(BASTION, 1, "boost"), events.get(5));
        assertEquals(4, attack.damage().dice().dice().size(), "2d6, the collision's die and the boost");
        assertEquals(List.of("the collision"), attack.damage().pool().additional());
        assertEquals(5, attack.damage().points());
        assertEquals(5, ((Damaged) events.get(7)).points());
        CollateralDamage collateral = (CollateralDamage) events.get(8);
        assertEquals(MIRESTALKER, collateral.model());
        assertEquals(19, collateral.roll().total());
        assertEquals(2, collateral.roll().dice().dice().size(), "never boosted");
        Damaged mire = (Damaged) events.get(9);
        assertEquals(5, mire.points(), "5 boxes: all of them");
        assertEquals(Disablement.Fate.DESTROYED, mire.fate());
        assertEquals(new ModelDestroyed(MIRESTALKER), events.get(10));
    }

    @Test
    @DisplayName("E17, E21: a slammed model that ends on a smaller base contacts it (knocked down, collateral) and the rule of least disturbance moves that model out of its way, facing unchanged; no two bases overlap afterwards")
    void leastDisturbance() {
        var game = bastionActivating("open", at(BASTION, 24, 10, 90), at(OAKHEART, 24, 16 + 2 * LARGE, 270),
                at(MIRESTALKER, 24, 16 + 2 * LARGE + 2.3, 270));
        // hit; d6 2: the Oakheart ends 2" on, over the Mirestalker; damage 1 + 1 + 11 < ARM 18; collateral 1 + 1 + 11 = 13 - 11 = 2
        List<WarmachineEvent> events = game.when(0, new Slam(BASTION, OAKHEART, null, false, false), 4, 3, 2, 1, 1, 1, 1).events();
        ModelSlammed slammed = (ModelSlammed) events.get(2);
        assertEquals(Wire.of(2), slammed.distance(), 2, "through the smaller base");
        MovedAside aside = (MovedAside) events.stream().filter(e -> e instanceof MovedAside).findFirst().orElseThrow();
        assertEquals(OAKHEART, aside.mover());
        assertEquals(MIRESTALKER, aside.shifts().get(0).model());
        assertTrue(events.contains(new KnockedDown(MIRESTALKER)));
        assertTrue(events.stream().anyMatch(e -> e instanceof CollateralDamage c && c.model().equals(MIRESTALKER) && c.roll().points() == 2));
        WarmachineState after = game.given(events).state();
        ModelState mire = after.model(MIRESTALKER).orElseThrow();
        double gap = mire.pose().centre().distance(after.model(OAKHEART).orElseThrow().pose().centre()) - LARGE - SMALL;
        assertEquals(0, gap, 0.02, "moved just clear of the Oakheart's base");
        assertEquals(270, mire.pose().facing(), 0.001);
    }

    @Test
    @DisplayName("G15: a slam that advanced under 3\" still rolls to hit and for damage, but does not slam; -2 to hit a larger base, and a smaller slammer moves it half the distance rolled")
    void shortSlamAndLargerBase() {
        var shortSlam = bastionActivating("open", at(BASTION, 24, 10, 90), at(OAKHEART, 24, 11 + 2 * LARGE, 270));
        List<WarmachineEvent> events = shortSlam.when(0, new Slam(BASTION, OAKHEART, null, false, false), 4, 3, 5, 5, 3).events();
        SlamMoved moved = (SlamMoved) events.get(1);
        assertTrue(moved.successful());
        assertFalse(moved.slams());
        assertFalse(events.stream().anyMatch(e -> e instanceof ModelSlammed || e instanceof KnockedDown));
        assertEquals(3, ((Attacked) events.get(2)).damage().points());

        var tinker = withOakheart("open", at(TINKER, 24, 10, 90), at(OAKHEART, 24, 16 + MEDIUM + LARGE, 270))
                .given(new FocusChanged(TINKER, 1, "allocated")).when(0, new Activate(TINKER, null)).then();
        // 6 + 6 hits whatever the numbers; d6 4 is halved to 2"; damage 1 + 1 + STR 9 against ARM 18: none
        List<WarmachineEvent> halved = tinker.when(0, new Slam(TINKER, OAKHEART, null, false, false), 6, 6, 4, 1, 1).events();
        Attacked attack = (Attacked) halved.stream().filter(e -> e instanceof Attacked).findFirst().orElseThrow();
        assertTrue(attack.roll().rollBonuses().stream().anyMatch(b -> b.amount() == -2), "slamming a larger base");
        ModelSlammed slammed = (ModelSlammed) halved.get(2);
        assertEquals(Wire.of(2), slammed.allowance());
    }

    @Test
    @DisplayName("G15: a slam that ends without the target in reach fails: no attack, and the activation ends")
    void failedSlam() {
        var game = bastionActivating("open", at(BASTION, 24, 5, 90), at(OAKHEART, 24, 20, 270));
        List<WarmachineEvent> events = game.when(0, new Slam(BASTION, OAKHEART, null, false, false)).events();
        SlamMoved moved = (SlamMoved) events.get(1);
        assertFalse(moved.successful());
        assertEquals(Wire.of(7), moved.distance(), 2, "SPD 4 + 3");
        assertEquals(new ActivationEnded(BASTION), events.get(2));
        assertEquals(3, events.size());
    }

    @Test
    @DisplayName("G11, G15, J05: no slam after the Normal Movement, with the Combat Action forfeited, with a crippled Movement system, at a friendly model, or without focus")
    void whoMaySlam() {
        var game = bastionActivating("open", at(BASTION, 24, 10, 90), at(OAKHEART, 24, 16 + 2 * LARGE, 270));
        game.given(new MovementForfeited(BASTION)).when(0, new Slam(BASTION, OAKHEART, null, false, false)).thenViolation("slam.movement-used");
        game.when(0, new Slam(BASTION, TINKER, null, false, false)).thenViolation("power-attack.friendly-target");
        game.given(new FocusChanged(BASTION, 0, "allocated")).when(0, new Slam(BASTION, OAKHEART, null, false, false))
                .thenViolation("focus.power-attack-needs-focus");
        game.when(0, new Slam(BASTION, OAKHEART, -1.0, false, false)).thenViolation("slam.stop");
        // the Bastion's M boxes: column 2 row 4, column 3 row 5, column 4 row 2, column 5 row 4
        game.given(new Damaged(BASTION, 4, null, List.of(new Box(2, 4), new Box(3, 5), new Box(4, 2), new Box(5, 4)), List.of("M"), null,
                Disablement.Fate.NOT_DISABLED)).when(0, new Slam(BASTION, OAKHEART, null, false, false)).thenViolation("slam.movement-crippled");
        // standing up by forfeiting the Combat Action leaves no Combat Action to slam with (E27)
        game.given(new KnockedDown(BASTION), new StoodUp(BASTION, "combat-action")).when(0, new Slam(BASTION, OAKHEART, null, false, false))
                .thenViolation("slam.combat-action-forfeited");
    }

    @Test
    @DisplayName("E17, rulebook \"Knockdown\": a slammed model that cannot be knocked down (Deep Roots) is still moved and damaged")
    void slammedButNotKnockedDown() {
        Effect deepRoots = new Effect("Deep Roots", THORNE, List.of(new CardEffect("cannot", null, null, "be-knocked-down")), new Expiry(0, 4, 0));
        var game = bastionActivating("open", at(BASTION, 24, 10, 90), at(OAKHEART, 24, 16 + 2 * LARGE, 270)).given(new EffectApplied(OAKHEART, deepRoots));
        List<WarmachineEvent> events = game.when(0, new Slam(BASTION, OAKHEART, null, false, false), 4, 3, 4, 1, 1).events();
        assertTrue(events.stream().anyMatch(e -> e instanceof ModelSlammed));
        assertFalse(events.stream().anyMatch(e -> e instanceof KnockedDown));
        assertNull(events.stream().filter(e -> e instanceof Damaged).findFirst().orElse(null), "1 + 1 + 11 does not pass ARM 18");
    }
}
