package dev.arbiter.highcommand.rules.turn;

import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Step;
import dev.arbiter.highcommand.rules.HighCommandRules;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.EndOrders;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.kernel.game.GameRefusal;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** TURN ORDER, WINDS OF WAR STEP and PLAYER TURNS: the round, the turns and the steps of a turn. */
class TurnOrderTest {

    @Test
    @DisplayName("high-command.md, TURN ORDER and PLAYER TURNS: a round is the Winds of War step, then one turn per player from the first player clockwise (up the seat numbers), the order never changing")
    void roundThenTurnsInSeatOrder() {
        Table table = Table.fixture(3).option(HighCommandRules.OPTION_FIRST_PLAYER, 1);
        var dealt = table.dealt();
        Table.inOrder(table.steps(dealt), new RoundBegan(1), new WindsOfWarRevealed("calm"), new TurnBegan(1));
        var f = table.settle(dealt);
        assertEquals(List.of(1), table.rules().awaiting(f.state()));
        var second = f.when(1, new EndOrders(null)).events();
        Table.inOrder(second, new TurnEnded(1), new TurnBegan(2));
        f = f.given(second);
        var third = f.when(2, new EndOrders(null)).events();
        Table.inOrder(third, new TurnEnded(2), new TurnBegan(0));
        f = f.given(third);
        var nextRound = f.when(0, new EndOrders(null)).events();
        Table.inOrder(nextRound, new TurnEnded(0), new RoundBegan(2), new WindsOfWarRevealed("supply"), new TurnBegan(1));
        assertTrue(nextRound.stream().noneMatch(e -> e instanceof TurnBegan t && t.seat() != 1), "round 2 opens with the same first player");
    }

    @Test
    @DisplayName("high-command.md, TURN ORDER: a player turn is the capture step, then the orders step, then the battle step")
    void stepsInOrder() {
        Table table = Table.fixture(2);
        var dealt = table.dealt();
        List<HighCommandEvent> opening = table.steps(dealt);
        Table.inOrder(opening, new TurnBegan(0), new StepBegan(0, Step.capture), new StepBegan(0, Step.orders));
        var f = dealt.given(opening);
        assertEquals(Step.orders, f.state().turn().step(), "the orders step waits for the active player");
        Table.inOrder(f.when(0, new EndOrders(null)).events(), new OrdersEnded(0), new StepBegan(0, Step.battle), new TurnEnded(0),
                new TurnBegan(1));
    }

    @Test
    @DisplayName("high-command.md, PLAYER TURNS: only the active player decides during his turn")
    void onlyTheActivePlayerDecides() {
        var f = Table.fixture(2).start();
        f.when(1, new EndOrders(null)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        assertEquals(List.of(), Table.fixture(2).rules().legalActions(f.state(), 1));
        assertTrue(Table.fixture(2).rules().legalActions(f.state(), 0).contains(new EndOrders(null)));
    }
}
