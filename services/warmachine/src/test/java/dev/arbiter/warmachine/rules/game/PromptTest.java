package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The queue of decisions owed out of turn (inventory §1.6), and its first use: field promotion (L01, L02). */
class PromptTest {

    @Test
    @DisplayName("L02: when a unit's Leader is destroyed, its player (even out of turn) chooses a Grunt to replace it; the game waits for that answer before anything else")
    void fieldPromotion() {
        // seat 0 is activating when the Hollow Wardens' Elder falls (the combat resolvers will emit the event)
        var lost = activating().given(new ModelDestroyed(WARDENS + "-1"));
        assertEquals(List.of(1), RULES.awaiting(lost.state()), "seat 1 owes the choice");
        assertEquals(List.of(new PromoteGrunt(WARDENS, WARDENS + "-2"), new PromoteGrunt(WARDENS, WARDENS + "-3")),
                RULES.legalActions(lost.state(), 1));
        assertEquals(List.of(), RULES.legalActions(lost.state(), 0));
        lost.when(0, new Activate(VANCE, null)).thenViolation("turn.not-yours");
        lost.when(1, new PromoteGrunt(WARDENS, BRIAR)).thenViolation("promotion.choice");
        var promoted = lost.when(1, new PromoteGrunt(WARDENS, WARDENS + "-3")).thenEvents(new FieldPromoted(WARDENS, WARDENS + "-3"));
        assertEquals(WARDENS + "-3", promoted.state().commander(WARDENS).orElseThrow().id(), "the new Leader commands the unit");
        assertEquals(List.of(0), RULES.awaiting(promoted.state()), "then play goes on");
        assertTrue(promoted.state().prompts().isEmpty());
    }

    @Test
    @DisplayName("L02: a unit whose last trooper was its Leader owes no promotion; a Grunt's loss owes none either")
    void noPromotionWithoutGrunts() {
        var lost = activating().given(new ModelDestroyed(WARDENS + "-2"), new ModelDestroyed(WARDENS + "-3"), new ModelDestroyed(WARDENS + "-1"));
        assertEquals(List.of(), lost.state().prompts());
        assertEquals(List.of(0), RULES.awaiting(lost.state()));
    }
}
