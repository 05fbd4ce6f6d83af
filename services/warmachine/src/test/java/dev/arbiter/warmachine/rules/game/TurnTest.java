package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Rulebook "The Player Turn", "Activation Phase" (A14, A15, A18, A19). */
class TurnTest {

    @Test
    @DisplayName("A18: models activate one at a time, each once a turn; an activation ends before the next begins")
    void eachModelActivatesOnce() {
        var control = deployed();
        control.when(0, new Activate(VANCE, null)).thenViolation("activation.not-activation-phase");
        var vance = activating().when(0, new Activate(VANCE, null)).thenEvents(new Activated(VANCE, List.of(VANCE), null, List.of()));
        vance.when(0, new Activate(TINKER, null)).thenViolation("activation.in-progress");
        var done = vance.when(0, new EndActivation()).isLegal().thenEvents(new ActivationEnded(VANCE));
        done.when(0, new Activate(VANCE, null)).thenViolation("activation.cannot-activate");
        done.when(0, new Activate(THORNE, null)).thenViolation("activation.cannot-activate");
    }

    @Test
    @DisplayName("A14, A15: the turn ends by itself after the last activation; the other player's turn begins with its Maintenance and Control Phases; round 2 begins with the first player again")
    void turnsFollowTheFixedOrder() {
        Passed first = passTurn(deployed());
        assertEquals(List.of(new ActivationEnded(WREN), new TurnEnded(1, 0), new TurnBegan(1, 1), new FocusChanged(BRIAR, 1, "power-up")),
                first.last(), "Wren activates last; Thorne's FOCUS 7 reaches the Briar");
        assertEquals(List.of(1), RULES.awaiting(first.game().state()));
        Passed second = passTurn(first.game());
        assertEquals(new TurnBegan(2, 0), second.last().get(2));
        assertEquals(2, second.game().state().round());
    }

    @Test
    @DisplayName("events.md, envelope: round is 0 before the first game round, then the round")
    void envelopeRoundIsZeroBeforeTheFirst() {
        assertEquals(0, RULES.round(fixture("mosh-pit", "open").state()));
        Passed second = passTurn(passTurn(deployed()).game());
        assertEquals(2, RULES.round(second.game().state()));
    }
}
