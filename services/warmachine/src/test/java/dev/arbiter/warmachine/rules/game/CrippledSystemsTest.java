package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.combat.Box;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Rulebook "Crippled Systems" (J05; inventory K22's warjack grid) in a game: a crippled Movement system stops runs and
 * charges, a crippled Cortex loses its focus and neither gains nor spends any. Briar's grid, columns 1 to 6: its M boxes
 * are row 3 of columns 2 to 5, its C boxes row 2 of columns 3 and 4.
 */
class CrippledSystemsTest {

    private static final double MEDIUM = 0.7874;
    private static final double LARGE = 0.9843;
    private static final int RAM_FIST = 1;

    private static Damaged crippling(String system, List<Box> boxes) {
        return new Damaged(BRIAR, boxes.size(), null, boxes, List.of(system), null, Disablement.Fate.NOT_DISABLED);
    }

    @Test
    @DisplayName("J05: a warjack with a crippled Movement system cannot run or charge, but still advances")
    void movementCrippled() {
        var passed = passTurn(activating().given(crippling("M", List.of(new Box(2, 3), new Box(3, 3), new Box(4, 3), new Box(5, 3)))));
        var briar = passed.game().when(1, new EndControl()).then().when(1, new Activate(BRIAR, null)).then();
        assertEquals(1, briar.state().model(BRIAR).orElseThrow().focus(), "powered up: focus is not what stops it");
        briar.when(1, new Run(BRIAR, List.of(new Point(20, 35)), null)).thenViolation("run.movement-crippled");
        briar.when(1, new Charge(BRIAR, TINKER, 270, null)).thenViolation("charge.movement-crippled");
        assertEquals("advance", ((Advanced) briar.when(1, new AdvanceModel(BRIAR, List.of(new Point(20, 40)), null)).events().get(0)).how());
    }

    @Test
    @DisplayName("J05: a crippled Cortex loses its focus at once, is not powered up and takes no allocation")
    void cortexCrippled() {
        // 4 + 3 + MAT 7 = 14 hits DEF 13; 5 + 5 + P+S 16 = 26 against ARM 15: 11 points from column 3 fill both C boxes
        var game = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM, 270)).given(new FocusChanged(BRIAR, 2, "allocated"))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        List<WarmachineEvent> events = game.when(0, new MeleeAttack(BASTION, RAM_FIST, BRIAR, false, false), 4, 3, 5, 5, 3).events();
        assertEquals(new FocusChanged(BRIAR, 0, "cortex-crippled"), events.get(events.size() - 1));

        var passed = passTurn(activating(at(BRIAR, 24, 40, 270)).given(crippling("C", List.of(new Box(3, 2), new Box(4, 2)))));
        var control = passed.game();
        assertEquals(0, control.state().model(BRIAR).orElseThrow().focus(), "in Thorne's control range, yet not powered up");
        control.when(1, new AllocateFocus(BRIAR)).thenViolation("focus.cortex-crippled");
    }
}
