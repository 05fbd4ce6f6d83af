package dev.arbiter.highcommand.rules.endgame;

import dev.arbiter.highcommand.rules.Evolve;
import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.Emitter;
import dev.arbiter.highcommand.rules.Phase;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Table;
import dev.arbiter.highcommand.rules.Invariants;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ENDGAME: what a player's victory points count, and the tie-breaks, with the fixture pack (sergeant and jack 1 VP each). */
class ScoringTest {

    private static final String[] RED = {"alpha-jack#1", "alpha-jack#2", "alpha-sergeant#1", "alpha-jack#3", "alpha-jack#4",
            "alpha-sergeant#2", "alpha-trooper#1", "alpha-trooper#2", "alpha-trooper#3", "alpha-sergeant#3"};

    /** PURCHASE as given events: the reserve card to the discard pile, its slot refilled. */
    private static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> purchased(
            RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> f, int seat, String card) {
        PlayerState p = f.state().player(seat);
        int slot = p.reserves().indexOf(card);
        return f.given(new CardPurchased(seat, slot, card), new ReserveFilled(seat, slot, p.nextReinforcement()));
    }

    /** DRAW meeting an empty army deck, as given events: the discard pile (in its order) becomes the army deck. */
    private static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> reshuffled(
            RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> f, int seat) {
        int n = f.state().player(seat).discard().size();
        return f.given(new DiscardPileShuffled(seat, new ScriptedDice(Table.unmoved(n)).shuffle(n), n));
    }

    @Test
    @DisplayName("high-command.md, ENDGAME (clarification 3): the hand, the army deck, the discard pile and the occupying forces score; cards at locations, reserves, the reinforcement deck and unused warcasters do not")
    void whatScores() {
        Table t = Table.fixture(2).reserves(0, RED);
        var f = t.start();
        List<String> deck = f.state().player(0).armyDeck();
        assertEquals(6, deck.size(), "twelve basics, six of them in the opening hand");
        // jack#1 to the hand: bought, then the army deck drawn empty and the discard pile drawn from
        f = purchased(f, 0, RED[0]).given(new CardsDrawn(0, 6, deck));
        f = reshuffled(f, 0).given(new CardsDrawn(0, 1, List.of(RED[0])));
        // jack#2 to the army deck, sergeant#1 to the discard pile, jack#3 to the occupying forces
        f = reshuffled(purchased(f, 0, RED[1]), 0);
        f = purchased(purchased(f, 0, RED[2]), 0, RED[3]).given(new CardCulled(0, RED[3]));
        // jack#4 at a location; sergeant#2 stays a reserve, sergeant#3 in the reinforcement deck
        f = t.place(f, 0, "mine", RED[4]);
        PlayerState p = f.state().player(0);
        assertNull(Invariants.armyCardsConserved(Table.FIXTURE, f.state()));
        assertEquals(13, p.hand().size());
        assertEquals(true, p.hand().contains(RED[0]));
        assertEquals(List.of(RED[1]), p.armyDeck());
        assertEquals(List.of(RED[2]), p.discard());
        assertEquals(List.of(RED[3]), p.occupying());
        assertEquals(List.of(new Placed(0, RED[4], Placed.Arrival.rushed)), f.state().location("mine").cards());
        assertEquals(true, p.reserves().contains(RED[5]));
        assertEquals(true, p.reinforcementHidden().contains(RED[9]));
        assertEquals(List.of("alpha-lord", "alpha-lady", "alpha-sage"), p.warcasters(), "lord 1 VP and lady 2 VP stay unused");

        Emitter em = new Emitter(new Evolve(new Catalogue(Table.FIXTURE)), f.state());
        new Scoring(new Catalogue(Table.FIXTURE)).end(em, "windsOfWarEmpty");
        GameOver over = (GameOver) em.events().get(0);
        assertEquals(List.of(new SeatTotal(0, 4), new SeatTotal(1, 0)), over.scores(), "jack#1, jack#2, sergeant#1 and jack#3");
        assertEquals(List.of(List.of(0), List.of(1)), over.placings());
    }

    @Test
    @DisplayName("high-command.md, ENDGAME (clarification 36): with equal victory points the player who captured more locations wins, even later in turn order")
    void capturesBreakTheTie() {
        Table t = Table.fixture(2).quickStart().reserves(0, "alpha-jack#1").reserves(1, "beta-trooper#1", "beta-trooper#2");
        var f = t.place(purchased(t.dealt(), 0, "alpha-jack#1"), 1, "ruins", "beta-trooper#1", "beta-trooper#2");
        HighCommandState s = t.passUntilRound(t.settle(f), 6).state();
        assertEquals(Phase.OVER, s.phase());
        assertEquals("dayOfReckoning", s.endReason());
        assertEquals(List.of(), s.player(0).captured());
        assertEquals(List.of("ruins"), s.player(1).captured());
        var outcome = t.rules().outcome(s);
        assertEquals(1, outcome.results().get(0).score(), "the jack");
        assertEquals(1, outcome.results().get(1).score(), "the ruins (1 VP) and two troopers (0 VP)");
        assertEquals(List.of(0, 1), s.turnOrder());
        assertEquals(List.of(List.of(1), List.of(0)), s.placings());
    }
}
