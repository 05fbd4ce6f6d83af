package dev.arbiter.highcommand.rules.turn;

import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.Step;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.EndOrders;
import dev.arbiter.highcommand.rules.HighCommandCommand.Purchase;
import dev.arbiter.highcommand.rules.HighCommandCommand.Rush;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.highcommand.rules.cards.Resources;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * WINDS OF WAR STEP and WINDS OF WAR CARD with the fixture pack's Early cards: Supply (this round,
 * 1 CMD for each player's orders), Muster (when revealed, each player draws 1), Calm (this round,
 * no rushing).
 */
class WindsOfWarTest {

    private static Payment cmd(String card) {
        return new Payment(card, ResourceType.cmd);
    }

    @Test
    @DisplayName("high-command.md, WINDS OF WAR STEP (clarifications 35, 42): round 1's card rules round 1; its resources reach each player in his own orders step, for his first payment")
    void resourcesForEachPlayer() {
        Table t = Table.levies(2).winds("supply").reserves(0, "alpha-trooper#1").hand(0, "alpha-coin#1", "alpha-coin#2")
                .reserves(1, "beta-trooper#1");
        var dealt = t.dealt();
        Table.inOrder(t.steps(dealt), new WindsOfWarRevealed("supply"), new StepBegan(0, Step.orders),
                new ResourcesGained(0, new Resources(1, 0), "supply"));
        var f = t.settle(dealt);
        List<Payment> one = List.of(cmd("alpha-coin#1"));
        f = f.when(0, new Purchase(0, one)).thenEvents(new CardsPaid(0, one, 2, 0, 0), new CardPurchased(0, 0, "alpha-trooper#1"),
                new ReserveFilled(0, 0, f.state().player(0).reinforcementHidden().get(0)));
        f.when(0, new Purchase(0, List.of(cmd("alpha-coin#2")))).thenViolation("orders.payment-short");
        var next = f.when(0, new EndOrders(null)).events();
        Table.inOrder(next, new TurnBegan(1), new StepBegan(1, Step.orders), new ResourcesGained(1, new Resources(1, 0), "supply"));
    }

    @Test
    @DisplayName("high-command.md, WINDS OF WAR STEP: a card's rule lasts until the next round's reveal replaces it")
    void ruleLastsOneRound() {
        Table t = Table.fixture(2).winds("supply", "calm");
        var f = t.passUntilRound(t.start(), 2);
        assertEquals("calm", f.state().windsOfWar());
        assertEquals(Resources.NONE, f.state().turn().gained(), "Supply no longer gives anything in round 2");
        assertEquals(List.of("supply", "calm"), f.state().windsDiscard());
    }

    @Test
    @DisplayName("high-command.md, WINDS OF WAR CARD: a card read aloud when revealed acts for every player, in turn order")
    void revealedCardActsForEveryone() {
        Table t = Table.fixture(2).winds("muster");
        var dealt = t.dealt();
        var events = t.steps(dealt);
        int first = -1;
        int second = -1;
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof CardsDrawn d && d.count() == 1) {
                if (d.seat() == 0) {
                    first = i;
                } else {
                    second = i;
                }
            }
        }
        assertTrue(first >= 0 && second > first, "seat 0 draws, then seat 1: " + events);
        var f = dealt.given(events);
        assertEquals(7, f.state().player(0).hand().size());
        assertEquals(7, f.state().player(1).hand().size());
    }

    @Test
    @DisplayName("high-command.md, WINDS OF WAR CARD and RUSH: a card that forbids rushing holds for its round, even from round 3")
    void cannotRushRound() {
        Table t = Table.levies(2).winds("supply", "muster", "calm").hand(0, "alpha-purse#1", "alpha-coin#1");
        var f = t.passUntilRound(t.start(), 3);
        assertEquals("calm", f.state().windsOfWar());
        f.when(0, new Rush(0, "mine", List.of(cmd("alpha-purse#1"), cmd("alpha-coin#1")))).thenViolation("orders.rush-forbidden");
    }
}
