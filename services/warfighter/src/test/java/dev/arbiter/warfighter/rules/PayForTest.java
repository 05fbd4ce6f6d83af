package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Paying for a dash-Supply Army (warfighter-war.md §3.1.4 Supplies, §3.2.0.2 Exhaustion;
 * docs/rules/warfighter.md clarifications 31 and 50): Hollow Ridge Battery holds no Supply, so at
 * Exhaustion its seat names another Army to pay, or takes the Hits.
 */
class PayForTest {

    /** The Battery (Army 1, dash Supply) and the 309th (Army 2, Supply 5) with the Timer on -2, after the Environment step. */
    private static Board exhausted() {
        Board board = Board.probe();
        board.army("hollow-ridge-battery", 1);
        board.army("309th-regiment", 1);
        return board.given(new TimerSet(-2), new PhaseBegan(Step.ENVIRONMENT));
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.0.2 Exhaustion: a dash-Supply Army's seat is asked who pays, before the Armies after it")
    void theSeatIsAsked() {
        Board board = exhausted();
        List<WarfighterEvent> events = board.advance();
        assertEquals(List.of(new PhaseBegan(Step.EXHAUSTION), new PaymentDue(1, 2, "exhaustion")), events);
        assertEquals(List.of(0), board.awaiting());
        assertEquals(List.of(new PayFor(1, 2), new PayFor(1, null)), board.legal(0));
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies: another Army pays the Supply, then Exhaustion goes on and the First phase begins")
    void anotherArmyPays() {
        Board board = exhausted();
        board.advance();
        List<WarfighterEvent> events = board.decide(0, new PayFor(1, 2));
        assertEquals(List.of(new PaidFor(1, 2, 2, "exhaustion"), new ExhaustionPaid(1, 0, 0), new ExhaustionPaid(2, 2, 0),
                new PhaseBegan(Step.FIRST)), events);
        assertEquals(1, board.state().army(2).supply(), "2 for the Battery and 2 of its own");
        assertEquals(0, board.state().army(1).hits());
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.0.2 Exhaustion (clarification 31): nobody paying, the dash-Supply Army takes a Hit for each Supply")
    void nobodyPays() {
        Board board = exhausted();
        board.advance();
        List<WarfighterEvent> events = board.decide(0, new PayFor(1, null));
        assertEquals(List.of(new PaidFor(1, null, 0, "exhaustion"), new ExhaustionPaid(1, 0, 2)), events.subList(0, 2));
        assertEquals(2, board.state().army(1).hits());
        assertEquals(5 - 2, board.state().army(2).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies (clarification 31): a payer short of Supply pays what it has; the rest is Hits")
    void aShortPayer() {
        Board board = exhausted();
        board.given(new SupplyLost("army", 2, 4, "test"));
        board.advance();
        List<WarfighterEvent> events = board.decide(0, new PayFor(1, 2));
        assertEquals(List.of(new PaidFor(1, 2, 1, "exhaustion"), new ExhaustionPaid(1, 0, 1), new ExhaustionPaid(2, 0, 2)),
                events.subList(0, 3));
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.0.2 Exhaustion: with no other Army holding Supply there is no choice; the Hits are taken at once")
    void noChoiceNoQuestion() {
        Board board = exhausted();
        board.given(new SupplyLost("army", 2, 5, "test"));
        List<WarfighterEvent> events = board.advance();
        assertEquals(List.of(), Board.only(PaymentDue.class, events));
        assertEquals(List.of(new ExhaustionPaid(1, 0, 2), new ExhaustionPaid(2, 0, 2)), Board.only(ExhaustionPaid.class, events));
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies: the payer must be another Army with Supply, the Army the one that owes; nothing else is decided meanwhile")
    void refusals() {
        Board board = exhausted();
        board.advance();
        WarfighterState before = board.state();
        assertEquals("payment.payer", assertThrows(RuleViolation.class, () -> board.decide(0, new PayFor(1, 1))).rule());
        assertEquals("payment.not-due", assertThrows(RuleViolation.class, () -> board.decide(0, new PayFor(2, 1))).rule());
        assertEquals("payment.waiting", assertThrows(RuleViolation.class, () -> board.decide(0, new BeginTurn(2))).rule());
        assertEquals(before, board.state());
    }
}
