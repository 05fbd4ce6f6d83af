package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
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

    /** The Battery (Army 1, red cost: 1 Supply to Move) in column 2 in its turn, the 309th (Army 2) and the Kestrel (Army 3, Supply 2) on the Mission. */
    private static Board batteryTurn() {
        Board board = Board.probe();
        board.army("hollow-ridge-battery", 2);
        board.army("309th-regiment", 1);
        board.army("kestrel-motor-company", 1);
        return board.given(new TurnBegan(1, 0));
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies: a dash-Supply Army's red cost (the Battery's Move) is paid by an Army its seat names; the Move is made and the turn goes on")
    void redCostPayerNamed() {
        Board board = batteryTurn();
        List<WarfighterEvent> moved = board.armyDoes(1, new Move(-1, List.of()));
        assertEquals(new PaymentDue(1, 1, "move"), moved.get(0));
        assertEquals(1, Board.only(ArmyMoved.class, moved).size());
        assertEquals(List.of(0), board.awaiting());
        assertEquals(List.of(new PayFor(1, 2), new PayFor(1, 3), new PayFor(1, null)), board.legal(0));

        List<WarfighterEvent> paid = board.decide(0, new PayFor(1, 3));
        assertEquals(List.of(new PaidFor(1, 3, 1, "move"), new ExhaustionPaid(1, 0, 0)), paid);
        assertEquals(1, board.state().army(3).supply(), "the Kestrel paid");
        assertEquals(5, board.state().army(2).supply(), "not the lowest-numbered Army");
        assertEquals(Integer.valueOf(1), board.state().actor(), "still the Battery's turn");
        assertEquals(true, board.legal(0).contains(new EndTurn()));
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies (clarification 31): nobody paying a red cost, the dash-Supply Army takes a Hit for each Supply")
    void redCostUnpaidIsAHit() {
        Board board = batteryTurn();
        board.armyDoes(1, new Move(-1, List.of()));
        List<WarfighterEvent> events = board.decide(0, new PayFor(1, null));
        assertEquals(List.of(new PaidFor(1, null, 0, "move"), new ExhaustionPaid(1, 0, 1)), events);
        assertEquals(1, board.state().army(1).hits());
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies: a red cost nobody can pay refuses the Action; a payer without Supply and any other command are refused while the payment waits")
    void redCostRefusals() {
        Board board = batteryTurn();
        board.given(new SupplyLost("army", 2, 5, "test"), new SupplyLost("army", 3, 2, "test"));
        assertEquals("move.supply", assertThrows(RuleViolation.class, () -> board.armyDoes(1, new Move(-1, List.of()))).rule());
        board.given(new SupplyGained("army", 3, 1, "test"));
        board.armyDoes(1, new Move(-1, List.of()));
        WarfighterState before = board.state();
        assertEquals("payment.payer", assertThrows(RuleViolation.class, () -> board.decide(0, new PayFor(1, 2))).rule());
        assertEquals("payment.waiting", assertThrows(RuleViolation.class, () -> board.decide(0, new EndTurn())).rule());
        assertEquals(before, board.state());
    }

    /**
     * The Battery (Army 1, dash Supply) given a red cost of 1 Supply to Attack besides its Move's (a fixture card: no
     * dash-Supply Army of the demo pack has one), in its turn in column 2 with a Rifle Platoon at R1; the 309th (Army 2)
     * and the Kestrel (Army 3) on the Mission.
     */
    private static Board batteryAttackTurn() {
        Board board = Board.mission(FixturePacks.withArmyAbility("hollow-ridge-battery",
                new Cards.Ability("actionCost", "attack", new Cards.Cost(1, 0, 0), null, null, null, null, null, null, null, null)),
                1, "probe", "vital-hill", "cart-track");
        board.army("hollow-ridge-battery", 2);
        board.army("309th-regiment", 1);
        board.army("kestrel-motor-company", 1);
        assertEquals(1, board.hostile("rifle-platoon", 3), "Hostile 1");
        return board.given(new TurnBegan(1, 0));
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies, §3.3.2 Declare Attack: a dash-Supply Army's red Attack cost is asked first, the Attack is rolled, then the Army its seat names pays")
    void redAttackCostPayerNamed() {
        Board board = batteryAttackTurn();
        List<WarfighterEvent> attacked = board.armyDoes(1, new Attack(1, false, List.of(), List.of()), 1, 1);
        assertEquals(new PaymentDue(1, 1, "attack"), attacked.get(0), "the red cost comes first");
        assertEquals(1, Board.only(AttackRolled.class, attacked).size(), "nothing in the Attack waits for the payer");
        assertEquals(List.of(0), board.awaiting());
        assertEquals(List.of(new PayFor(1, 2), new PayFor(1, 3), new PayFor(1, null)), board.legal(0));

        assertEquals(List.of(new PaidFor(1, 3, 1, "attack"), new ExhaustionPaid(1, 0, 0)), board.decide(0, new PayFor(1, 3)));
        assertEquals(1, board.state().army(3).supply(), "the Kestrel paid its 1 of 2");
        assertEquals(Integer.valueOf(1), board.state().actor(), "still the Battery's turn");
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies (clarification 31): nobody paying a red Attack cost, the dash-Supply Army takes a Hit; with no Army able to pay, the Attack is refused")
    void redAttackCostUnpaidOrUnpayable() {
        Board board = batteryAttackTurn();
        board.armyDoes(1, new Attack(1, false, List.of(), List.of()), 1, 1);
        assertEquals(List.of(new PaidFor(1, null, 0, "attack"), new ExhaustionPaid(1, 0, 1)), board.decide(0, new PayFor(1, null)));
        assertEquals(1, board.state().army(1).hits());

        Board broke = batteryAttackTurn().given(new SupplyLost("army", 2, 5, "test"), new SupplyLost("army", 3, 2, "test"));
        assertEquals("attack.supply", assertThrows(RuleViolation.class,
                () -> broke.armyDoes(1, new Attack(1, false, List.of(), List.of()))).rule());
    }
}
