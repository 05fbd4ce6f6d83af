package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.arbiter.warfighter.rules.WarfighterCommand.PayFor;
import dev.arbiter.warfighter.rules.WarfighterCommand.PayRetain;
import dev.arbiter.warfighter.rules.WarfighterCommand.PlayActionCard;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the view shows a client the game is waiting for (docs/rules/warfighter.md, As built: the
 * view): the Retain cards in play and those whose cost Cleanup waits for, a payment waiting for
 * {@code PayFor}, an open reaction window. Each is reached by the engine's own steps.
 */
class ViewTest {

    private static WarfighterView view(Board board) {
        return (WarfighterView) new WarfighterRules(Board.DEMO).view(board.state());
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.4 Retain, §3.2.2.1 Pay Retain Costs: the view shows a Retain card in play with its Army, and in Cleanup that its cost is awaited")
    void retainCardsInPlay() {
        Board board = Board.probe();
        int army = board.army("309th-regiment", 2);
        board.hand(army, "dig-in#1");
        board.given(new TurnBegan(army, 0));
        assertEquals(List.of(), view(board).retained());
        board.armyDoes(army, new PlayActionCard("dig-in#1", null, null, null));
        board.given(new TurnEnded(army), new PhaseBegan(Step.LAST));
        assertEquals(List.of(new WarfighterState.Retained(army, "dig-in#1")), view(board).retained());
        assertEquals(List.of(), view(board).retainDue());

        board.advance(); // Cleanup begins and waits for the Retain cost
        assertEquals(List.of("dig-in#1"), view(board).retainDue());
        assertEquals(List.of(0), view(board).awaiting());
        board.decide(0, new PayRetain("dig-in#1"));
        assertEquals(List.of(), view(board).retainDue());
        assertEquals(List.of(new WarfighterState.Retained(army, "dig-in#1")), view(board).retained(), "paid for: still in play");
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.0.2 Exhaustion, §3.1.4 Supplies: the view shows the dash-Supply Army's Supply waiting for PayFor, and nothing once it is paid")
    void paymentWaitingForPayFor() {
        Board board = Board.probe();
        int battery = board.army("hollow-ridge-battery", 1);
        int regiment = board.army("309th-regiment", 1);
        board.given(new TimerSet(-2), new PhaseBegan(Step.ENVIRONMENT));
        assertNull(view(board).payment());
        board.advance();
        assertEquals(new WarfighterState.Payment(battery, 2, "exhaustion"), view(board).payment());
        board.decide(0, new PayFor(battery, regiment));
        assertNull(view(board).payment());
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.2 Declare Attack, §2.2.1 beige text: the view shows an open reaction window, the Hostile's declared attack and the seats asked; closed, it is gone")
    void openReactionWindow() {
        Board board = Board.mission(2, "major-push", "large-city", "cart-track", "orchard-lane", "windmill-rise");
        int kestrel = board.army("kestrel-motor-company", 2);
        int regiment = board.army("309th-regiment", 2, 1);
        int sniper = board.hostile("sniper-team", 3);
        assertNull(view(board).reaction());
        board.hostileTurn(sniper);
        assertEquals(WarfighterState.Reaction.opened(sniper, kestrel, List.of(1)), view(board).reaction(),
                "the Sniper Team's attack on the Kestrel, the 309th's seat asked");
        assertEquals(List.of(1), view(board).awaiting());
        board.decide(1, new WarfighterCommand.Redirect(regiment), 9, 6);
        assertNull(view(board).reaction());
    }
}
