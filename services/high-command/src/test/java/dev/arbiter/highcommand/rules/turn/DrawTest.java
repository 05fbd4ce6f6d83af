package dev.arbiter.highcommand.rules.turn;

import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.*;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** DRAW and BANK with the fixture pack: a draw that meets an empty army deck (clarification 28). */
class DrawTest {

    private static final String JACK = "alpha-jack#1";
    private static final String SCOUT = "alpha-scout#1";

    /** Seat 0's orders step of round 1 with its whole army deck in hand (12 basics), and {@code bought} purchased to the discard pile. */
    private static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> deckDrawnEmpty(Table t, String bought) {
        var f = t.start();
        PlayerState p = f.state().player(0);
        int slot = p.reserves().indexOf(bought);
        f = f.given(new CardPurchased(0, slot, bought), new ReserveFilled(0, slot, p.nextReinforcement()), new CardsDrawn(0, 6, p.armyDeck()));
        assertEquals(List.of(), f.state().player(0).armyDeck());
        assertEquals(12, f.state().player(0).hand().size());
        return f;
    }

    @Test
    @DisplayName("high-command.md, DRAW (clarification 28): the draw of a new hand meets an empty army deck: the seat may cull one card of the discard pile, then the pile is shuffled into a new army deck and the draw goes on")
    void cullThenReshuffle() {
        Table t = Table.fixture(2).reserves(0, JACK);
        var f = deckDrawnEmpty(t, JACK);
        List<String> hand = f.state().player(0).hand();
        f = f.when(0, new EndOrders(null)).isLegal().thenEvents(new OrdersEnded(0), new HandDiscarded(0, hand));
        assertEquals(List.of(), t.steps(f), "nothing to do until seat 0 decides on a cull");
        assertEquals(List.of(0), t.rules().awaiting(f.state()));
        List<HighCommandCommand> legal = t.rules().legalActions(f.state(), 0);
        assertTrue(legal.contains(new Cull(null)) && legal.contains(new Cull(JACK)), legal::toString);
        f.when(0, new Cull("alpha-jack#2")).thenViolation("draw.cull-not-in-discard");
        f.when(0, new EndOrders(null)).thenViolation("turn.wrong-step");

        List<String> pile = new ArrayList<>(f.state().player(0).discard());
        assertEquals(13, pile.size(), "the twelve basics and the jack");
        pile.remove(JACK);
        List<HighCommandEvent> culled = f.when(0, new Cull(JACK), Table.unmoved(12)).isLegal().events();
        assertEquals(List.of(new CardCulled(0, JACK), new DiscardPileShuffled(0, new ScriptedDice(Table.unmoved(12)).shuffle(12), 12),
                new CardsDrawn(0, 6, pile.subList(0, 6))), culled.subList(0, 3));
        PlayerState p = f.given(culled).state().player(0);
        assertEquals(List.of(JACK), p.occupying(), "a culled card leaves the cycle for the occupying forces");
        assertEquals(pile.subList(0, 6), p.hand());
        assertEquals(pile.subList(6, 12), p.armyDeck());
        assertEquals(List.of(), p.discard());
    }

    @Test
    @DisplayName("high-command.md, DRAW (clarification 28): culling nothing is allowed, and the whole discard pile becomes the army deck")
    void cullNothing() {
        Table t = Table.fixture(2).reserves(0, JACK);
        var f = deckDrawnEmpty(t, JACK);
        f = f.when(0, new EndOrders(null)).isLegal().then();
        List<String> pile = f.state().player(0).discard();
        List<HighCommandEvent> culled = f.when(0, new Cull(null), Table.unmoved(13)).isLegal().events();
        assertEquals(List.of(new CardCulled(0, null), new DiscardPileShuffled(0, new ScriptedDice(Table.unmoved(13)).shuffle(13), 13),
                new CardsDrawn(0, 6, pile.subList(0, 6))), culled.subList(0, 3));
        PlayerState p = f.given(culled).state().player(0);
        assertEquals(pile.subList(6, 13), p.armyDeck());
        assertEquals(List.of(), p.occupying());
    }

    @Test
    @DisplayName("high-command.md, DRAW (clarification 28): with the army deck and the discard pile both empty a draw stops short (DrawCut) and makes no card")
    void bothEmptyDrawStopsShort() {
        Table t = Table.fixture(2).reserves(0, SCOUT);
        var f = deckDrawnEmpty(t, SCOUT);
        // the scout back in hand: the discard pile (the scout alone) becomes the army deck and is drawn
        f = f.given(new DiscardPileShuffled(0, new ScriptedDice().shuffle(1), 1), new CardsDrawn(0, 1, List.of(SCOUT)));
        List<Payment> pay = List.of(new Payment("alpha-coin#1", ResourceType.cmd));
        f = f.when(0, new Deploy(SCOUT, "ruins", pay)).isLegal().thenEvents(new CardsPaid(0, pay, 1, 0, 0),
                new CardDeployed(0, SCOUT, "ruins"), new AbilityUsed(0, SCOUT, 0, Trigger.turnDeployed, Effect.draw, "ruins"));
        assertEquals(List.of("alpha-coin#1"), f.state().player(0).discard());
        assertEquals(List.of(0), t.rules().awaiting(f.state()), "the scout's draw meets an empty army deck: a cull is offered");
        int hand = f.state().player(0).hand().size();
        f = f.when(0, new Cull("alpha-coin#1")).isLegal().thenEvents(new CardCulled(0, "alpha-coin#1"), new DrawCut(0, 1));
        assertEquals(hand, f.state().player(0).hand().size());
        assertEquals(List.of("alpha-coin#1"), f.state().player(0).occupying());
        assertEquals(List.of(), f.state().tasks());
        assertEquals(List.of(0), t.rules().awaiting(f.state()), "the orders step goes on");
    }

    @Test
    @DisplayName("high-command.md, DRAW and CAPTURE (clarification 28): the cull may take a captured location from the discard pile; it leaves the cycle like any culled card")
    void cullCapturedLocation() {
        Table t = Table.fixture(2).reserves(0, "alpha-trooper#1", "alpha-trooper#2");
        var f = t.settle(t.place(t.dealt(), 0, "mine", "alpha-trooper#1", "alpha-trooper#2"));
        assertEquals(List.of("mine"), f.state().player(0).discard(), "the mine captured at the start of seat 0's turn");
        f = f.given(new CardsDrawn(0, 6, f.state().player(0).armyDeck()));
        f = f.when(0, new EndOrders(null)).isLegal().then();
        assertTrue(t.rules().legalActions(f.state(), 0).contains(new Cull("mine")), "the captured location may be culled");
        List<String> pile = new ArrayList<>(f.state().player(0).discard());
        assertEquals(13, pile.size(), "the twelve basics and the mine");
        pile.remove("mine");
        List<HighCommandEvent> culled = f.when(0, new Cull("mine"), Table.unmoved(12)).isLegal().events();
        assertEquals(List.of(new CardCulled(0, "mine"), new DiscardPileShuffled(0, new ScriptedDice(Table.unmoved(12)).shuffle(12), 12),
                new CardsDrawn(0, 6, pile.subList(0, 6))), culled.subList(0, 3));
        PlayerState p = f.given(culled).state().player(0);
        assertTrue(p.occupying().contains("mine"), "culled to the occupying forces");
        assertEquals(pile.subList(6, 12), p.armyDeck(), "the mine is not shuffled back in");
    }
}
