package dev.arbiter.warmachine.rules.game;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
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
 * Rulebook "Field Promotion" (L02, EX82): the Grunt that replaces a destroyed Leader keeps its own boxes and effects, and
 * promoted during its controller's turn it forfeits its Combat Action that turn. The Hollow Wardens (Glaive, reach 2)
 * stand before the Bastion; their Leader is destroyed as an attack would destroy it.
 */
class FieldPromotionTest {

    private static final int GLAIVE = 0;
    private static final String LEADER = WARDENS + "-1";
    private static final String SECOND = WARDENS + "-2";
    private static final String THIRD = WARDENS + "-3";

    private static final ModelDeployed[] CLOSE = {at(BASTION, 24, 20, 90), at(LEADER, 22, 23, 270), at(SECOND, 24, 21.9, 270),
            at(THIRD, 26, 22.2, 270)};

    /** Seat 1's Control Phase after seat 0's turn passed with nothing done. */
    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> wardensTurn(WarmachineEvent... first) {
        return passTurn(activating(CLOSE).given(first)).game();
    }

    @Test
    @DisplayName("EX82, L02: promoted in the opponent's turn, the Grunt keeps its marked box and the effect on it, and attacks in its own turn")
    void ex82ThePromotedGruntKeepsItsBoxesAndEffects() {
        TimedModifier murk = new TimedModifier("Withering Murk", new Modifier("DEF", -2), 0, 9);
        var lost = activating(CLOSE).given(new Damaged(THIRD, 1, null, List.of(), List.of(), null, Disablement.Fate.NOT_DISABLED),
                new SpellTookEffect(THIRD, "Withering Murk", List.of(murk)), new ModelDestroyed(LEADER));
        var promoted = lost.when(1, new PromoteGrunt(WARDENS, THIRD)).then();
        ModelState leader = promoted.state().commander(WARDENS).orElseThrow();
        assertEquals(THIRD, leader.id());
        assertEquals(4, leader.damage().boxes() - leader.damage().marked(), "the Grunt's 4 unmarked boxes");
        assertEquals(List.of(murk), leader.modifiers(), "and its effects");
        assertFalse(leader.forfeitsCombatAction(), "promoted in seat 0's turn");
        var turn = passTurn(promoted).game().when(1, new EndControl()).then().when(1, new Activate(WARDENS, null)).then()
                .when(1, new ForfeitMovement(SECOND)).then().when(1, new ForfeitMovement(THIRD)).then();
        turn.when(1, new MeleeAttack(THIRD, GLAIVE, BASTION, false, false), 1, 1).isLegal();
    }

    @Test
    @DisplayName("L02: a Grunt promoted during its unit's activation in its controller's turn forfeits its Combat Action; the other troopers attack")
    void promotedDuringItsActivationForfeitsTheCombatAction() {
        var activating = wardensTurn().when(1, new EndControl()).then().when(1, new Activate(WARDENS, null)).then()
                .given(new ModelDestroyed(LEADER));
        var promoted = activating.when(1, new PromoteGrunt(WARDENS, SECOND)).then();
        assertTrue(promoted.state().activation().noCombatAction().contains(SECOND));
        var moved = promoted.when(1, new ForfeitMovement(SECOND)).then().when(1, new ForfeitMovement(THIRD)).then();
        moved.when(1, new MeleeAttack(SECOND, GLAIVE, BASTION, false, false)).thenViolation("attack.not-now");
        moved.when(1, new MeleeAttack(THIRD, GLAIVE, BASTION, false, false), 1, 1).isLegal();
    }

    @Test
    @DisplayName("L02: promoted in its controller's turn before its unit activates, it forfeits its Combat Action when the unit does; the next turn it attacks again")
    void promotedBeforeTheActivationForfeitsItToo() {
        var promoted = wardensTurn().given(new ModelDestroyed(LEADER)).when(1, new PromoteGrunt(WARDENS, SECOND)).then();
        assertTrue(promoted.state().model(SECOND).orElseThrow().forfeitsCombatAction());
        var activated = promoted.when(1, new EndControl()).then().when(1, new Activate(WARDENS, null)).then();
        assertEquals(List.of(SECOND), activated.state().activation().noCombatAction());
        var later = passTurn(passTurn(activated.when(1, new EndActivation()).then()).game()).game();
        assertFalse(later.state().model(SECOND).orElseThrow().forfeitsCombatAction(), "only that turn");
    }

    @Test
    @DisplayName("E07, E09, L02: a Grunt promoted in its controller's turn has forfeited its Combat Action, so it cannot charge, even under Press Forward; it runs")
    void aPromotedGruntCannotCharge() {
        // rulebook "Charge": "A model that forfeits its Combat Action cannot use its Normal Movement to charge that activation"
        var pressed = wardensTurn().given(new ModelDestroyed(LEADER)).when(1, new PromoteGrunt(WARDENS, SECOND)).then()
                .when(1, new EndControl()).then().when(1, new Activate(WARDENS, Activation.PRESS_FORWARD)).then();
        pressed.when(1, new Charge(SECOND, BASTION, 270, null)).thenViolation("charge.combat-action-forfeited");
        assertTrue(RULES.commandShapes(pressed.state(), 1).stream().noneMatch(shape -> "Charge".equals(shape.type())
                && shape.schema().toString().contains(SECOND)), "no charge is offered to it");
        pressed.when(1, new Run(SECOND, List.of(new Point(24, 30)), null)).then();
    }
}
