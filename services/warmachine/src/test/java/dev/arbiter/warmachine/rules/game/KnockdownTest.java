package dev.arbiter.warmachine.rules.game;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Knockdown" (M01), "Tough" (C15), standing up (E27, "Knockdown") and "Focus: Shake Effect" (K11) in a game:
 * given events, when a command, then events or the named violation.
 */
class KnockdownTest {

    private static final double MEDIUM = 0.7874;
    private static final double LARGE = 0.9843;
    private static final int RAM_FIST = 1;
    private static final int HEAD_SPIKE = 2;
    private static final int GLAIVE = 0;
    private static final String WARDEN = WARDENS + "-2";

    /** The Bastion facing a Hollow Warden base to base, activating in seat 0's turn with its movement forfeited. */
    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> bastionAtWarden() {
        return activating(at(BASTION, 24, 20, 90), at(WARDEN, 24, 20 + LARGE + MEDIUM, 270))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
    }

    @Test
    @DisplayName("C15, M01: Tough's save knocks the model down; a melee attack then hits it automatically, and disabled again it has no Tough (\"Tough\", \"Knockdown\")")
    void toughKnocksDownAndKnockedDownModelsAreHitAutomatically() {
        var game = bastionAtWarden();
        // 3 + 3 + MAT 7 = 13 hits DEF 12; 6 + 6 + P+S 16 = 28 against ARM 16 + 2 of its Shield (B08): 10 points on 5 boxes; Tough rolls 5
        List<WarmachineEvent> saved = game.when(0, new MeleeAttack(BASTION, RAM_FIST, WARDEN, false, false), 3, 3, 6, 6, 5).events();
        assertEquals(Disablement.Fate.SAVED_BY_TOUGH, ((Damaged) saved.get(1)).fate());
        assertEquals(new KnockedDown(WARDEN), saved.get(2));
        var down = game.given(saved);
        ModelState warden = down.state().model(WARDEN).orElseThrow();
        assertTrue(warden.knockedDown());
        assertFalse(warden.staysDown(), "knocked down in its opponent's turn: it may stand in its own next turn");
        // the Head Spike hits without dice; only the damage dice are drawn: 3 + 3 + P+S 13 = 19 against ARM 18 marks its last box
        List<WarmachineEvent> finished = down.when(0, new MeleeAttack(BASTION, HEAD_SPIKE, WARDEN, false, false), 3, 3).isLegal().events();
        Attacked attack = (Attacked) finished.get(0);
        assertEquals(AttackResult.How.AUTOMATIC_HIT, attack.roll().how());
        assertEquals(5, attack.roll().defence(), "a knocked down model has base DEF 5");
        Damaged damaged = (Damaged) finished.get(1);
        assertEquals(null, damaged.tough(), "a knocked down model loses Tough: no roll");
        assertEquals(new ModelDestroyed(WARDEN), finished.get(2));
    }

    @Test
    @DisplayName("M01: a knocked down model neither engages nor is engaged, so leaving it earns no free strike and nothing near it is in melee")
    void aKnockedDownModelDoesNotEngage() {
        var game = activating(at(BASTION, 24, 20, 90), at(WARDEN, 24, 20 + LARGE + MEDIUM, 270)).given(new KnockedDown(WARDEN))
                .when(0, new Activate(BASTION, null)).then();
        List<WarmachineEvent> moved = game.when(0, new AdvanceModel(BASTION, List.of(new Point(24, 17)), 90.0)).events();
        assertEquals(1, moved.size(), "no free strike offered: " + moved);
        game.when(0, new Aim(BASTION)).isLegal().then();
    }

    @Test
    @DisplayName("E27: knocked down in the opponent's turn, it stands in its activation by forfeiting its Normal Movement (then attacks) or its Combat Action (then only a full advance)")
    void standingUp() {
        var passed = passTurn(activating(at(BASTION, 24, 20, 90), at(WARDEN, 24, 20 + LARGE + MEDIUM, 270), at(WARDENS + "-1", 27, 24, 270))
                .given(new KnockedDown(WARDEN)));
        var game = passed.game().when(1, new EndControl()).then().when(1, new Activate(WARDENS, null)).then();
        game.when(1, new AdvanceModel(WARDEN, List.of(new Point(24, 25)), null)).thenViolation("movement.knocked-down");
        game.when(1, new Aim(WARDEN)).thenViolation("movement.knocked-down");
        game.when(1, new StandUp(WARDEN, "sideways")).thenViolation("stand.forfeit");
        game.when(1, new StandUp(WARDENS + "-1", "movement")).thenViolation("stand.not-knocked-down");
        // the unit's other troopers have made their Normal Movements: its Combat Actions may begin (A19, L07)
        game = game.given(new MovementForfeited(WARDENS + "-1"), new MovementForfeited(WARDENS + "-3"));
        game.given(new MovementForfeited(WARDEN)).when(1, new MeleeAttack(WARDEN, GLAIVE, BASTION, false, false))
                .thenViolation("attack.knocked-down");

        var stoodByMovement = game.when(1, new StandUp(WARDEN, "movement")).isLegal().thenEvents(new StoodUp(WARDEN, "movement"));
        assertFalse(stoodByMovement.state().model(WARDEN).orElseThrow().knockedDown());
        stoodByMovement.when(1, new AdvanceModel(WARDEN, List.of(new Point(24, 25)), null)).thenViolation("movement.not-now");
        stoodByMovement.when(1, new MeleeAttack(WARDEN, GLAIVE, BASTION, false, false), 1, 1).isLegal();

        var stoodByCombat = game.when(1, new StandUp(WARDEN, "combat-action")).isLegal().thenEvents(new StoodUp(WARDEN, "combat-action"));
        var pressed = passed.game().when(1, new EndControl()).then()
                .when(1, new Activate(WARDENS, Activation.PRESS_FORWARD)).then().given(new StoodUp(WARDEN, "combat-action"));
        pressed.when(1, new Run(WARDEN, List.of(new Point(24, 30)), null)).thenViolation("run.stood-up");
        // "cannot" beats "must": under Press Forward it still makes the full advance standing allows (clarification 43)
        assertEquals("advance", ((Advanced) pressed.when(1, new AdvanceModel(WARDEN, List.of(new Point(24, 25)), null)).events().get(0)).how());
        // standing again, it is engaged by the Bastion, which may strike as it walks away
        var advanced = stoodByCombat.when(1, new AdvanceModel(WARDEN, List.of(new Point(24, 25)), 270.0)).then()
                .when(0, new DeclineFreeStrike(BASTION)).then();
        advanced.when(1, new MeleeAttack(WARDEN, GLAIVE, BASTION, false, false)).thenViolation("attack.not-now");
    }

    @Test
    @DisplayName("M01: knocked down during its controller's own turn, a model cannot stand until that player's next turn (\"Knockdown\")")
    void knockedDownInItsOwnTurnStaysDownThatTurn() {
        var game = activating().given(new KnockedDown(TINKER)).when(0, new Activate(TINKER, null)).then();
        assertTrue(game.state().model(TINKER).orElseThrow().staysDown());
        game.when(0, new StandUp(TINKER, "movement")).thenViolation("stand.knocked-down-this-turn");
        var later = passTurn(game.when(0, new ForfeitMovement(TINKER)).then().when(0, new EndActivation()).then()).game();
        var seat0Again = passTurn(later).game();
        assertEquals(0, seat0Again.state().turnSeat());
        seat0Again.when(0, new EndControl()).then().when(0, new Activate(TINKER, null)).then()
                .when(0, new StandUp(TINKER, "combat-action")).isLegal().thenEvents(new StoodUp(TINKER, "combat-action"));
    }

    @Test
    @DisplayName("M01, EX81: knockdown is not cumulative: knocked down in the opponent's turn, then knocked down again in its own turn before it activates, the model is not affected by the second and stands in this activation (\"Knockdown\")")
    void ex81KnockdownIsNotCumulative() {
        var opponentsTurn = passTurn(activating()).game();
        assertEquals(1, opponentsTurn.state().turnSeat());
        var ownTurn = passTurn(opponentsTurn.given(new KnockedDown(TINKER))).game();
        assertEquals(0, ownTurn.state().turnSeat());
        var again = ownTurn.given(new KnockedDown(TINKER));
        assertFalse(again.state().model(TINKER).orElseThrow().staysDown(), "a model cannot become knocked down while it is knocked down");
        again.when(0, new EndControl()).then().when(0, new Activate(TINKER, null)).then()
                .when(0, new StandUp(TINKER, "movement")).isLegal().thenEvents(new StoodUp(TINKER, "movement"));
    }

    @Test
    @DisplayName("K11: in the Control Phase, after allocating, a knocked down warjack or warcaster spends 1 focus to stand up (\"Focus: Shake Effect\", \"Control Phase\")")
    void shakingOffKnockdown() {
        var passed = passTurn(activating().given(new KnockedDown(BRIAR), new KnockedDown(THORNE)));
        var control = passed.game();
        assertEquals(1, control.state().model(BRIAR).orElseThrow().focus(), "powered up");
        var shaken = control.when(1, new Shake(BRIAR)).isLegal()
                .thenEvents(new FocusChanged(BRIAR, 0, "shake"), new StoodUp(BRIAR, "focus"));
        assertFalse(shaken.state().model(BRIAR).orElseThrow().knockedDown());
        shaken.when(1, new Shake(BRIAR)).thenViolation("shake.nothing-to-shake");
        // the Control Phase's steps come in order: allocation before shaking
        assertEquals(Stage.CONTROL_EFFECTS, shaken.state().stage());
        shaken.when(1, new AllocateFocus(BRIAR)).thenViolation("focus.allocation-over");
        shaken.when(1, new EndControl()).isLegal().thenEvents(new ControlEnded(1));
        control.when(1, new Shake(THORNE)).isLegal().thenEvents(new FocusChanged(THORNE, 6, "shake"), new StoodUp(THORNE, "focus"));
        control.when(1, new Shake(WARDEN)).thenViolation("shake.not-yours");
        control.when(1, new EndControl()).then().when(1, new Shake(BRIAR)).thenViolation("focus.not-control-phase");
    }
}
