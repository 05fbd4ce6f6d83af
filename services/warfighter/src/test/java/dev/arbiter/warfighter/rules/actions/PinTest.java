package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.RemovePin;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Remove 1 Pin (warfighter-war.md §3.3.6). */
class PinTest {

    @Test
    @DisplayName("warfighter-war.md §3.3.6 Remove 1 Pin (Action): an Army spends an Action to remove one Pin from itself, not from another Army; with none it is refused")
    void removeOwnPin() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        int rifles = board.army("fenwick-rifles", 1);
        board.armyPins(regiment, 1).armyPins(rifles, 2).given(new TurnBegan(regiment, 0));

        assertEquals(List.of(new PinRemoved(regiment)), board.decide(0, new RemovePin()));
        assertEquals(0, board.state().army(regiment).pins());
        assertEquals(2, board.state().army(rifles).pins(), "the other Army's Pins stay");
        assertEquals(1, board.cards().actionsLeft(board.state().army(regiment)), "an Action was spent");

        assertFalse(board.legal(0).contains(new RemovePin()));
        assertEquals("pin.none", assertThrows(RuleViolation.class, () -> board.decide(0, new RemovePin())).rule());
    }
}
