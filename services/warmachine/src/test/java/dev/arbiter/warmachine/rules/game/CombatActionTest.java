package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.Box;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Combat Actions", "Attack Sequence", "Charge", "Recording Damage", "Disabled, Boxed & Destroyed" (G01-G03,
 * D04-D16, E08, J02-J08, C15, A13): the game measures, the combat resolvers roll, the events carry every die and fact.
 */
class CombatActionTest {

    private static final double SMALL = 0.5906;
    private static final double MEDIUM = 0.7874;
    private static final double LARGE = 0.9843;

    // weapons by their place on the demo cards
    private static final int PISTOL = 0;
    private static final int RAM_FIST = 1;
    private static final int SIEGE_CANNON = 0;
    private static final int GLAIVE = 0;

    @Test
    @DisplayName("G02, K07, D04, D16, J03: a melee attack rolls 2d6 + MAT against DEF, then 2d6 + POW + STR against ARM; the grid is marked from the rolled column on to the right, crippling a system whose boxes are all marked")
    void meleeAttackMarksTheGrid() {
        var game = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM, 270))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        // to hit 4 + 3 + MAT 7 = 14 against DEF 13; damage 5 + 5 + POW 5 + STR 11 = 26 against ARM 15: 11 points; column 3
        List<WarmachineEvent> events = game.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false), 4, 3, 5, 5, 3).isLegal().events();
        Attacked attack = (Attacked) events.get(0);
        assertEquals(List.of(), attack.facts(), "facing each other on open ground: no back strike, nothing in the way");
        assertTrue(attack.roll().hit());
        assertEquals(14, attack.roll().total());
        assertEquals(13, attack.roll().defence());
        assertEquals(List.of(4, 3), attack.roll().dice().dice().stream().map(Roll::value).toList());
        assertEquals(16, attack.damage().power(), "P+S");
        assertEquals(11, attack.damage().points());
        Damaged damaged = (Damaged) events.get(1);
        assertEquals(11, damaged.points());
        assertEquals(3, damaged.column().value());
        assertEquals(new Box(3, 0), damaged.boxes().get(0));
        assertEquals(new Box(5, 2), damaged.boxes().get(10), "columns 3 and 4 full, then down column 5");
        assertEquals(List.of("C"), damaged.crippled(), "both Cortex boxes are in columns 3 and 4");
        assertEquals(Disablement.Fate.NOT_DISABLED, damaged.fate());
        assertEquals(2, events.size());
        var after = game.given(events);
        assertEquals(11, after.state().model(BRIAR).orElseThrow().damage().marked(), "the fold puts the marks on Briar's grid");
        assertTrue(after.state().model(BRIAR).orElseThrow().damage().cortexCrippled());
        after.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false)).thenViolation("attack.weapon-spent");
        // K07: with focus, the same weapon attacks again as an additional attack for 1 focus
        List<WarmachineEvent> bought = after.given(new FocusChanged(BASTION, 2, "allocated"))
                .when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, true, false), 1, 1, 1).events();
        assertEquals(new FocusChanged(BASTION, 1, "additional-attack"), bought.get(0));
        assertEquals(new FocusChanged(BASTION, 0, "boost"), bought.get(1));
        assertTrue(bought.get(2) instanceof Attacked);
        after.given(new FocusChanged(BASTION, 1, "allocated")).when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, true, false))
                .thenViolation("focus.boost-needs-focus");
        after.when(0, new RangedAttack(BASTION, SIEGE_CANNON, BRIAR, false, false)).thenViolation("attack.melee-and-ranged");
    }

    @Test
    @DisplayName("D06, D09: a miss rolls no damage; a ranged target beyond RNG is an automatic miss without dice")
    void missesAndRange() {
        var game = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM, 270))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        List<WarmachineEvent> missed = game.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false), 1, 1).events();
        assertEquals(1, missed.size());
        assertEquals(AttackResult.How.ALL_ONES, ((Attacked) missed.get(0)).roll().how());
        assertNull(((Attacked) missed.get(0)).damage());

        // Vance's pistol (RNG 10) at Thorne 20" away
        var far = activating(at(VANCE, 24, 20, 90), at(THORNE, 24, 40, 270)).when(0, new Activate(VANCE, null)).then()
                .when(0, new ForfeitMovement(VANCE)).then();
        Attacked shot = (Attacked) far.when(0, new RangedAttack(VANCE, PISTOL, THORNE, false, false)).events().get(0);
        assertEquals(List.of(Fact.OUT_OF_RANGE), shot.facts());
        assertEquals(AttackResult.How.OUT_OF_RANGE, shot.roll().how());
        assertTrue(shot.roll().dice().dice().isEmpty());
    }

    @Test
    @DisplayName("J08, A13: damage that fills the last box destroys the model; a warcaster's destruction ends the game by caster kill")
    void casterKill() {
        // Thorne (16 boxes, DEF 16, ARM 14) already has 12 marked; Vance aimed (+2) and rolls 6 + 6: all sixes hit
        var game = activating(at(VANCE, 24, 20, 90), at(THORNE, 24, 28, 270))
                .given(new Damaged(THORNE, 12, null, List.of(), List.of(), null, Disablement.Fate.NOT_DISABLED))
                .when(0, new Activate(VANCE, null)).then().when(0, new Aim(VANCE)).then();
        List<WarmachineEvent> shotEvents = game.when(0, new RangedAttack(VANCE, PISTOL, THORNE, false, false), 6, 6, 6, 6).isLegal().events();
        Attacked shot = (Attacked) shotEvents.get(0);
        assertEquals(List.of(Fact.AIMED), shot.facts());
        assertEquals(10, shot.damage().points(), "6 + 6 + POW 12 - ARM 14");
        assertEquals(new PowerFieldOffered(THORNE, 10), shotEvents.get(1), "Thorne holds his starting focus (K13)");
        game = game.given(shotEvents);
        List<WarmachineEvent> answered = game.when(1, new DeclinePowerField(THORNE)).isLegal().events();
        assertEquals(new PowerFieldDeclined(THORNE, 10), answered.get(0));
        assertEquals(new Damaged(THORNE, 4, null, List.of(), List.of(), null, Disablement.Fate.DESTROYED), answered.get(1),
                "only the 4 boxes left are marked");
        assertEquals(new ModelDestroyed(THORNE), answered.get(2));
        var killed = game.given(answered);
        assertTrue(killed.state().model(THORNE).isEmpty(), "removed from the table");
        assertEquals(List.of(new GameWon(0, "caster-kill")), RULES.advance(killed.state(), new ScriptedDice()));
    }

    @Test
    @DisplayName("E08, D02: after a successful charge the first attack must be a melee attack at the charged model; after 3\" or more it is a charge attack, its damage roll boosted")
    void chargeAttack() {
        var charged = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270))
                .given(new FocusChanged(BASTION, 1, "allocated")).when(0, new Activate(BASTION, null)).then()
                .when(0, new Charge(BASTION, BRIAR, 90, null)).then();
        charged.when(0, new RangedAttack(BASTION, SIEGE_CANNON, BRIAR, false, false)).thenViolation("attack.after-charge");
        List<WarmachineEvent> events = charged.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false), 4, 3, 1, 1, 1, 6).events();
        Attacked attack = (Attacked) events.get(0);
        assertEquals(List.of(Fact.CHARGE_ATTACK), attack.facts());
        assertEquals(3, attack.damage().dice().dice().size(), "boosted: three dice");
        assertEquals("the charge attack", attack.damage().pool().automaticBoost());
        assertEquals(4, attack.damage().points(), "1 + 1 + 1 + 16 - 15");
        var next = charged.given(events);
        Attacked second = (Attacked) next.when(0, new MeleeAttack(BASTION, 2, BRIAR, false, false), 1, 1).events().get(0);
        assertFalse(second.facts().contains(Fact.CHARGE_ATTACK), "only the first attack is the charge attack");
    }

    @Test
    @DisplayName("K08, D02: a warjack boosts its attack and damage rolls for 1 focus each, the damage boost paid only when it hits; a charge attack's damage cannot be boosted again")
    void boosts() {
        var game = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM, 270))
                .given(new FocusChanged(BASTION, 2, "allocated")).when(0, new Activate(BASTION, null)).then()
                .when(0, new ForfeitMovement(BASTION)).then();
        // three dice to hit: 2 + 2 + 2 + MAT 7 = 13 against DEF 13; three for damage: 1 + 1 + 1 + 16 = 19 against ARM 15; column 1
        List<WarmachineEvent> events = game.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, true, true), 2, 2, 2, 1, 1, 1, 1).isLegal().events();
        assertEquals(new FocusChanged(BASTION, 1, "boost"), events.get(0));
        assertEquals(new FocusChanged(BASTION, 0, "boost"), events.get(1));
        Attacked attack = (Attacked) events.get(2);
        assertEquals(3, attack.roll().dice().dice().size());
        assertEquals(3, attack.damage().dice().dice().size());
        assertEquals(4, attack.damage().points());
        List<WarmachineEvent> missed = game.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, true, true), 1, 1, 1).events();
        assertEquals(List.of(new FocusChanged(BASTION, 1, "boost")), missed.subList(0, 1), "a miss pays for the attack boost only");
        assertEquals(2, missed.size());
        game.given(new FocusChanged(BASTION, 1, "allocated")).when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, true, true))
                .thenViolation("focus.boost-needs-focus");
        activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270)).given(new FocusChanged(BASTION, 3, "allocated"))
                .when(0, new Activate(BASTION, null)).then().when(0, new Charge(BASTION, BRIAR, 90, null)).then()
                .when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, true)).thenViolation("roll.already-boosted");
    }

    @Test
    @DisplayName("G03, EX16, K07: a ranged weapon makes ROF initial attacks, divided among targets as the player likes; focus buys no more ranged attacks")
    void rateOfFire() {
        // the Tinker's Twin Carbine (ROF 2, RNG 10) at Briar and a Hollow Warden 6" ahead
        var tinker = activating(at(TINKER, 24, 20, 90), at(BRIAR, 24, 26, 270), at(WARDENS + "-2", 27, 26, 270))
                .when(0, new Activate(TINKER, null)).then().when(0, new ForfeitMovement(TINKER)).then();
        var once = tinker.given(tinker.when(0, new RangedAttack(TINKER, 0, BRIAR, false, false), 1, 1).isLegal().events());
        var twice = once.given(once.when(0, new RangedAttack(TINKER, 0, WARDENS + "-2", false, false), 1, 1).isLegal().events());
        twice.when(0, new RangedAttack(TINKER, 0, BRIAR, false, false)).thenViolation("attack.weapon-spent");
        twice.given(new FocusChanged(TINKER, 3, "allocated")).when(0, new RangedAttack(TINKER, 0, BRIAR, false, false))
                .thenViolation("attack.weapon-spent");
        assertEquals(2, twice.state().activation().attacksBy(TINKER).size());
    }

    @Test
    @DisplayName("E08: the first attack after a charge must target the charged model")
    void chargeTargetFirst() {
        // Briar ahead, a Hollow Warden within the Bastion's reach beside it after the charge
        var charged = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270), at(WARDENS + "-1", 25.9, 24.3, 270))
                .given(new FocusChanged(BASTION, 1, "allocated")).when(0, new Activate(BASTION, null)).then()
                .when(0, new Charge(BASTION, BRIAR, 90, null)).then();
        assertTrue(charged.state().activation().charges().get(0).target().equals(BRIAR));
        charged.when(0, new MeleeAttack(BASTION, RAM_FIST, WARDENS + "-1", false, false)).thenViolation("attack.charge-target");
    }

    @Test
    @DisplayName("E08: after a successful charge whose target is gone (a trooper of its unit or its own spell destroyed it), the first melee attack goes to another model, not a charge attack")
    void aGoneChargeTargetFreesTheFirstAttack() {
        // rulebook "Charge": "If the charging model did not fail its charge and cannot make its first melee attack against the
        // charge target, the charging model can make its first melee attack against another eligible target. In that case,
        // its first melee attack damage roll is not automatically boosted."
        var charged = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270), at(WARDENS + "-1", 25.9, 24.3, 270))
                .given(new FocusChanged(BASTION, 1, "allocated")).when(0, new Activate(BASTION, null)).then()
                .when(0, new Charge(BASTION, BRIAR, 90, null)).then().given(new ModelDestroyed(BRIAR));
        // 1 + 1: all ones miss
        Attacked attack = (Attacked) charged.when(0, new MeleeAttack(BASTION, RAM_FIST, WARDENS + "-1", false, false), 1, 1).isLegal()
                .events().get(0);
        assertFalse(attack.facts().contains(Fact.CHARGE_ATTACK));
    }

    @Test
    @DisplayName("G01, A19: attacks come after the Normal Movement, in reach and in sight; a run forfeits the Combat Action; the weapon must be on the card and of the attack's kind")
    void refusals() {
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM, 270)).when(0, new Activate(BASTION, null)).then();
        bastion.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false)).thenViolation("attack.not-now");
        var moved = bastion.when(0, new ForfeitMovement(BASTION)).then();
        moved.when(0, new MeleeAttack(BASTION, 7, BRIAR, false, false)).thenViolation("attack.unknown-weapon");
        moved.when(0, new MeleeAttack(BASTION, SIEGE_CANNON, BRIAR, false, false)).thenViolation("attack.wrong-weapon");
        moved.when(0, new RangedAttack(BASTION, SIEGE_CANNON, BRIAR, false, false)).thenViolation("attack.ranged-in-melee");
        moved.when(0, new MeleeAttack(BASTION, RAM_FIST, THORNE, false, false)).thenViolation("attack.out-of-reach");
        moved.when(0, new MeleeAttack(BASTION, RAM_FIST, "nobody", false, false)).thenViolation("attack.unknown-target");
        var ran = activating().when(0, new Activate(VANCE, null)).then()
                .when(0, new Run(VANCE, List.of(new Point(24, 30)), null)).then();
        ran.when(0, new RangedAttack(VANCE, PISTOL, THORNE, false, false)).thenViolation("activation.none");
    }

    @Test
    @DisplayName("C15: a Tough model whose last box is marked rolls a d6; on 5 or 6 one box is cleared and it stays")
    void tough() {
        // a Hollow Warden (5 boxes, DEF 12, ARM 16, Tough) in front of the Bastion; 6 + 6 + 16 - 16 = 12 points, Tough rolls 5
        var game = activating(at(BASTION, 24, 20, 90), at(WARDENS + "-2", 24, 20 + LARGE + MEDIUM, 270))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        List<WarmachineEvent> events = game.when(0, new MeleeAttack(BASTION, RAM_FIST, WARDENS + "-2", false, false), 3, 3, 6, 6, 5).events();
        Damaged damaged = (Damaged) events.get(1);
        assertEquals(5, damaged.points());
        assertEquals(5, damaged.tough().value());
        assertEquals(Disablement.Fate.SAVED_BY_TOUGH, damaged.fate());
        assertEquals(new KnockedDown(WARDENS + "-2"), events.get(2), "Tough's save knocks it down");
        assertEquals(3, events.size(), "not destroyed");
        assertEquals(4, game.given(events).state().model(WARDENS + "-2").orElseThrow().damage().marked());
    }
}
