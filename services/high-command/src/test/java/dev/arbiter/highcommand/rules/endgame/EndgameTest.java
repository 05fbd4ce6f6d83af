package dev.arbiter.highcommand.rules.endgame;

import dev.arbiter.highcommand.rules.LocationSlot;
import dev.arbiter.highcommand.rules.Phase;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.Step;
import dev.arbiter.highcommand.rules.HighCommandRules;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.QuickStart;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ENDGAME with the fixture pack's Quick Start: 6 locations (2 in the row, 4 in the deck), Reckoning the only Late card. */
class EndgameTest {

    private static final String[] RED = {"alpha-trooper#1", "alpha-trooper#2", "alpha-trooper#3", "alpha-trooper#4", "alpha-trooper#5",
            "alpha-jack#1", "alpha-jack#2", "alpha-jack#3"};

    @Test
    @DisplayName("high-command.md, ENDGAME (clarification 2): revealing Day of Reckoning ends the game before any turn of its round")
    void dayOfReckoning() {
        Table t = Table.fixture(2).quickStart();
        HighCommandState s = t.passUntilRound(t.start(), 6).state();
        assertEquals(Phase.OVER, s.phase());
        assertEquals("dayOfReckoning", s.endReason());
        assertEquals(5, s.round(), "revealed as round 5's card");
        assertEquals("reckoning", s.windsOfWar());
        assertEquals(null, s.turn(), "no turn of round 5 began");
    }

    @Test
    @DisplayName("high-command.md, ENDGAME and CAPTURE (clarifications 1, 2): the capture step whose refills take the last location ends the game; with 2 Quick Start players that is the fourth capture, and no orders step follows")
    void quickStartTwoPlayersEndsAtFourthCapture() {
        Table t = Table.fixture(2).quickStart().winds("supply", "muster").row("mine", "ruins", "fort", "bridge", "tower", "harbour").reserves(0, RED);
        var f = t.place(t.place(t.dealt(), 0, "mine", RED[0], RED[1]), 0, "ruins", RED[2], RED[3]);
        f = t.settle(f);
        assertEquals(List.of("mine", "ruins"), f.state().player(0).captured());
        assertEquals(List.of("tower", "harbour"), f.state().locationDeck());
        assertEquals(List.of("fort", "bridge"), f.state().locations().stream().map(LocationSlot::location).toList());
        f = t.place(t.place(f, 0, "fort", RED[4], RED[5]), 0, "bridge", RED[6], RED[7]);
        HighCommandState s = t.passUntilRound(f, 3).state();
        assertEquals(Phase.OVER, s.phase());
        assertEquals("locationDeckEmpty", s.endReason());
        assertEquals(2, s.round());
        assertEquals(0, s.active());
        assertEquals(Step.capture, s.turn().step(), "the game ended with the capture step: no orders step");
        assertEquals(List.of("mine", "ruins", "fort", "bridge"), s.player(0).captured());
        assertEquals(List.of("tower", "harbour"), s.locations().stream().map(LocationSlot::location).toList());
        assertEquals(List.of(), s.locationDeck());
        // Scores: mine 2 + ruins 1 + fort 2 + bridge 3 + three jacks 1 each in occupying forces; the basics are worth 0.
        var outcome = t.rules().outcome(s);
        assertEquals(11, outcome.results().get(0).score());
        assertEquals(0, outcome.results().get(1).score());
        assertEquals(List.of(List.of(0), List.of(1)), outcome.placings());
    }

    @Test
    @DisplayName("high-command.md, ENDGAME (clarification 36): with equal victory points and captures the player earliest in turn order wins")
    void tieGoesToTurnOrder() {
        Table t = Table.fixture(2).quickStart().option(HighCommandRules.OPTION_FIRST_PLAYER, 1);
        var f = t.passUntilRound(t.settle(t.dealt()), 5);
        assertEquals(Phase.OVER, f.state().phase());
        assertEquals(List.of(List.of(1), List.of(0)), f.state().placings(), "0 VP and 0 captures each: seat 1 played first");
        assertEquals(List.of(1, 0), f.state().turnOrder());
    }

    @Test
    @DisplayName("high-command.md, ENDGAME and WINDS OF WAR STEP (clarification 37): a round whose Winds of War step finds the deck empty ends the game before any turn")
    void windsOfWarDeckRunsOut() {
        // A Quick Start deck without an endGame card, which the pack reader refuses but a pack built in Java can hold.
        Pack base = Table.FIXTURE;
        QuickStart quick = base.quickStart();
        Pack endless = new Pack("endless", base.version(), base.sha256(), base.title(), base.notice(), base.set(), base.factions(),
                base.locations(), base.windsOfWar(),
                new QuickStart(quick.factions(), quick.locations(), List.of("muster", "supply", "storm", "fog", "last-push")));
        Table t = Table.fixture(endless, 2).quickStart();
        HighCommandState s = t.passUntilRound(t.start(), 7).state();
        assertEquals(Phase.OVER, s.phase());
        assertEquals("windsOfWarEmpty", s.endReason());
        assertEquals(6, s.round(), "five cards, five rounds played; the sixth round's step finds none");
        assertEquals(List.of(), s.windsDeck());
        assertEquals("last-push", s.windsOfWar());
        assertEquals(null, s.turn(), "no turn of round 6 began");
    }
}
