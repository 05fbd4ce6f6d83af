package dev.arbiter.warmachine.rules.game;

import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Rulebook "The Player Turn", "Warcasters & Focus", "Special Rules & Spending Focus Points" (A15-A17, K01-K06). */
class FocusTest {

    @Test
    @DisplayName("K01, K02, K04: a warcaster starts with focus equal to FOCUS; each warjack in its control range (2 x FOCUS from its base's edge) powers up with 1 focus, one outside does not")
    void powerUpInControlRange() {
        // Vance FOCUS 6: control range 12". The Bastion (50 mm) stands 12.1" from his base, the Tinker 2.6"
        var fixture = deployed(at(BASTION, 24 + 0.5906 + 0.9843 + 12.1, 3, 90));
        WarmachineState state = fixture.state();
        assertEquals(Stage.CONTROL, state.stage());
        assertEquals(6, state.model(VANCE).orElseThrow().focus());
        assertEquals(1, state.model(TINKER).orElseThrow().focus());
        assertEquals(0, state.model(BASTION).orElseThrow().focus());
        var inRange = deployed(at(BASTION, 24 + 0.5906 + 0.9843 + 11.9, 3, 90));
        assertEquals(1, inRange.state().model(BASTION).orElseThrow().focus());
    }

    @Test
    @DisplayName("K05, K06: focus is allocated one point at a time to a warjack in control range, at most 3 on a warjack, from the warcaster's own")
    void allocation() {
        var control = deployed(at(BASTION, 40, 20, 90));
        control.when(0, new AllocateFocus(BASTION)).thenViolation("focus.out-of-control-range");
        control.when(0, new AllocateFocus(BRIAR)).thenViolation("focus.not-in-battlegroup");
        var two = control.when(0, new AllocateFocus(TINKER)).isLegal()
                .thenEvents(new FocusChanged(VANCE, 5, "allocated"), new FocusChanged(TINKER, 2, "allocated"));
        var three = two.when(0, new AllocateFocus(TINKER)).then();
        assertEquals(3, three.state().model(TINKER).orElseThrow().focus());
        three.when(0, new AllocateFocus(TINKER)).thenViolation("focus.cortex-full");
        var drained = control.given(new FocusChanged(VANCE, 0, "allocated"));
        drained.when(0, new AllocateFocus(TINKER)).thenViolation("focus.none-left");
        control.when(0, new EndControl()).isLegal().thenEvents(new ControlEnded(0))
                .when(0, new AllocateFocus(TINKER)).thenViolation("focus.not-control-phase");
    }

    @Test
    @DisplayName("A16, A17, K01: Maintenance removes every focus point from the warjacks; the Control Phase replenishes the warcaster to FOCUS, then powers up")
    void maintenanceAndReplenish() {
        var spent = deployed().given(new FocusChanged(VANCE, 2, "allocated"), new FocusChanged(TINKER, 3, "allocated"),
                new ControlEnded(0), new TurnEnded(1, 0), new TurnBegan(1, 1), new ControlEnded(1), new TurnEnded(1, 1));
        assertEquals(List.of(new TurnBegan(2, 0), new FocusChanged(TINKER, 0, "maintenance"), new FocusChanged(BASTION, 0, "maintenance"),
                new FocusChanged(VANCE, 6, "replenished"), new FocusChanged(TINKER, 1, "power-up"), new FocusChanged(BASTION, 1, "power-up")),
                RULES.advance(spent.state(), new ScriptedDice()));
    }

    @Test
    @DisplayName("A16 (1), K01: focus above FOCUS is removed in Maintenance (only later milestones' effects raise it)")
    void focusAboveFocusIsRemoved() {
        var raised = deployed().given(new FocusChanged(VANCE, 8, "allocated"), new ControlEnded(0), new TurnEnded(1, 0), new TurnBegan(1, 1),
                new ControlEnded(1), new TurnEnded(1, 1));
        List<WarmachineEvent> events = RULES.advance(raised.state(), new ScriptedDice());
        assertEquals(new FocusChanged(VANCE, 6, "maintenance"), events.get(events.size() - 3), events.toString());
    }
}
