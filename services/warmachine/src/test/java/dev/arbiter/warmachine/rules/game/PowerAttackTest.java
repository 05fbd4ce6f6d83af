package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.ArmyList;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.combat.Box;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.effect.CardEffect;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.effect.Expiry;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Power Attacks", "Power Attack Damage Rolls & Collateral Damage", "Head-Butt" (shared/rulebooks/
 * warmachine-prime.md; G11-G13, K10) in a game: who may make one, the focus it costs, the head-butt's knockdown and
 * its 2d6 + STR damage, and that only additional attacks follow it.
 */
class PowerAttackTest {

    static final double SMALL = 0.5906;
    static final double MEDIUM = 0.7874;
    static final double LARGE = 0.9843;
    static final int RAM_FIST = 1;
    static final String OAKHEART = "s1-oakheart-1";

    /** The duel's pack with a heavy warjack on each side: the Oakheart (large base, STR 12) joins the Thornwake list. */
    static final WarmachineRules WITH_OAKHEART = new WarmachineRules(withOakheart(Duel.PACK));

    private static Pack withOakheart(Pack duel) {
        List<ArmyList> lists = new ArrayList<>();
        for (ArmyList list : duel.lists()) {
            if (list.id().equals("duel-thornwake")) {
                List<ArmyList.Entry> entries = new ArrayList<>(list.entries());
                entries.add(new ArmyList.Entry("oakheart", null));
                list = new ArmyList(list.id(), list.name(), list.faction(), list.points(), list.warcaster(), entries);
            }
            lists.add(list);
        }
        return new Pack(duel.pack(), duel.version(), duel.title(), duel.notice(), duel.factions(), duel.models(), lists, duel.layouts(),
                duel.scenarios(), duel.sha256());
    }

    /** Seat 0's Activation Phase with the Oakheart on the table too, on the open table or the one with a wall across it. */
    static dev.arbiter.testkit.RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> withOakheart(String layout, ModelDeployed... moved) {
        return Duel.deployed(WITH_OAKHEART, "mosh-pit", layout, moved).given(new ControlEnded(0));
    }

    /** The Bastion facing the Briar base to base, 3 focus on it, its movement forfeited. */
    private static dev.arbiter.testkit.RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> bastionFacingBriar() {
        return activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM, 270)).given(new FocusChanged(BASTION, 3, "allocated"))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
    }

    @Test
    @DisplayName("G13, G12, K10: a head-butt costs 1 focus; it hits on 2d6 + MAT against DEF, knocks the target down, then rolls 2d6 + STR (no weapon POW) against ARM")
    void headButt() {
        var game = bastionFacingBriar();
        // to hit 4 + 3 + MAT 7 = 14 against DEF 13; damage 5 + 5 + STR 11 = 21 against ARM 15: 6 points, column 3
        List<WarmachineEvent> events = game.when(0, new HeadButt(BASTION, BRIAR, false, false), 4, 3, 5, 5, 3).events();
        assertEquals(new FocusChanged(BASTION, 2, "power-attack"), events.get(0));
        assertEquals(new KnockedDown(BRIAR), events.get(1), "knocked down, then the damage roll");
        Attacked attack = (Attacked) events.get(2);
        assertEquals(PowerAttacks.PLACE, attack.weapon());
        assertEquals("Head-butt", attack.weaponName());
        assertEquals(List.of(Fact.POWER_ATTACK), attack.facts());
        assertEquals(14, attack.roll().total());
        assertEquals(11, attack.damage().power(), "STR alone");
        assertEquals(6, attack.damage().points());
        assertEquals(6, ((Damaged) events.get(3)).points());
        assertEquals(4, events.size());
        var after = game.given(events);
        assertTrue(after.state().model(BRIAR).orElseThrow().knockedDown());
        // G11: the power attack was the Combat Action's attack; a melee attack after it is an additional one, for 1 focus (K07)
        // against the knocked-down Briar it hits automatically: damage 1 + 1 + 16 - 15 = 3, column 1
        List<WarmachineEvent> more = after.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false), 1, 1, 1).events();
        assertEquals(new FocusChanged(BASTION, 1, "additional-attack"), more.get(0));
        after.when(0, new HeadButt(BASTION, BRIAR, false, false)).thenViolation("power-attack.after-attacks");
        after.given(new FocusChanged(BASTION, 0, "allocated")).when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false))
                .thenViolation("attack.weapon-spent");
    }

    @Test
    @DisplayName("G13: a head-butt that misses rolls no damage and knocks nobody down; boosts cost 1 focus each on top of the power attack's (K08, K10)")
    void headButtMissAndBoosts() {
        var game = bastionFacingBriar();
        List<WarmachineEvent> missed = game.when(0, new HeadButt(BASTION, BRIAR, false, false), 1, 1).events();
        assertEquals(2, missed.size());
        assertTrue(((Attacked) missed.get(1)).damage() == null);
        List<WarmachineEvent> boosted = game.when(0, new HeadButt(BASTION, BRIAR, true, true), 4, 3, 1, 1, 1, 1).events();
        assertEquals(List.of(new FocusChanged(BASTION, 2, "power-attack"), new FocusChanged(BASTION, 1, "boost"), new KnockedDown(BRIAR),
                new FocusChanged(BASTION, 0, "boost")), boosted.subList(0, 4));
        assertEquals(3, ((Attacked) boosted.get(4)).roll().dice().dice().size());
        assertEquals(3, ((Attacked) boosted.get(4)).damage().dice().dice().size());
        game.given(new FocusChanged(BASTION, 2, "allocated")).when(0, new HeadButt(BASTION, BRIAR, true, true)).thenViolation("focus.boost-needs-focus");
    }

    @Test
    @DisplayName("G11, G13, K10, J05: no power attack without focus or with a crippled Cortex, after a charge, by a model that is no warjack, at a friendly model, out of reach or at a larger base")
    void whoMayHeadButt() {
        bastionFacingBriar().given(new FocusChanged(BASTION, 0, "allocated")).when(0, new HeadButt(BASTION, BRIAR, false, false))
                .thenViolation("focus.power-attack-needs-focus");
        var charged = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270)).given(new FocusChanged(BASTION, 2, "allocated"))
                .when(0, new Activate(BASTION, null)).then().when(0, new Charge(BASTION, BRIAR, 90, null)).then();
        charged.when(0, new HeadButt(BASTION, BRIAR, false, false)).thenViolation("power-attack.after-charge");
        activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 20 + 0.4921 + MEDIUM, 270)).when(0, new Activate(VANCE, null)).then()
                .when(0, new ForfeitMovement(VANCE)).then().when(0, new HeadButt(VANCE, BRIAR, false, false)).thenViolation("power-attack.not-allowed");
        activating(at(BASTION, 24, 20, 90), at(TINKER, 24, 20 + LARGE + MEDIUM, 270)).given(new FocusChanged(BASTION, 3, "allocated"))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then()
                .when(0, new HeadButt(BASTION, TINKER, false, false)).thenViolation("power-attack.friendly-target");
        activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 21 + LARGE + MEDIUM, 270)).given(new FocusChanged(BASTION, 3, "allocated"))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then()
                .when(0, new HeadButt(BASTION, BRIAR, false, false)).thenViolation("power-attack.out-of-reach");
        // the Tinker (40 mm) cannot head-butt the Oakheart (50 mm)
        withOakheart("open", at(TINKER, 24, 20, 90), at(OAKHEART, 24, 20 + MEDIUM + LARGE, 270)).given(new FocusChanged(TINKER, 3, "allocated"))
                .when(0, new Activate(TINKER, null)).then().when(0, new ForfeitMovement(TINKER)).then()
                .when(0, new HeadButt(TINKER, OAKHEART, false, false)).thenViolation("power-attack.larger-base");
        // a crippled Cortex spends no focus (J05): the Bastion's C boxes are rows 3 and 4 of columns 3 and 4; its 3 focus stay on it here
        var cortex = bastionFacingBriar().given(new Damaged(BASTION, 4, null, List.of(new Box(3, 3), new Box(3, 4), new Box(4, 3), new Box(4, 4)),
                List.of("C"), null, Disablement.Fate.NOT_DISABLED));
        assertEquals(3, cortex.state().model(BASTION).orElseThrow().focus());
        cortex.when(0, new HeadButt(BASTION, BRIAR, false, false)).thenViolation("focus.power-attack-needs-focus");
    }

    @Test
    @DisplayName("G13, rulebook \"Knockdown\": a hit on a model that cannot be knocked down (Deep Roots) still deals its damage, without the knockdown")
    void cannotBeKnockedDown() {
        Effect deepRoots = new Effect("Deep Roots", THORNE, List.of(new CardEffect("cannot", null, null, "be-knocked-down")), new Expiry(0, 4, 0));
        List<WarmachineEvent> events = bastionFacingBriar().given(new EffectApplied(BRIAR, deepRoots))
                .when(0, new HeadButt(BASTION, BRIAR, false, false), 4, 3, 5, 5, 3).events();
        assertFalse(events.stream().anyMatch(e -> e instanceof KnockedDown));
        assertTrue(events.stream().anyMatch(e -> e instanceof Damaged d && d.model().equals(BRIAR)));
    }

}
