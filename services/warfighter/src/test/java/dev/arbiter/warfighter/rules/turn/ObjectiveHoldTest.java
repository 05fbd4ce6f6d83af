package dev.arbiter.warfighter.rules.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An Objective with a {@code holdTurns} condition (§1.1.5 Missions & Objectives, "making the
 * Mission longer"; clarification 33): the Old Mill must be held to the end of 1 Game Turn once
 * its Objective Hostiles are gone.
 */
class ObjectiveHoldTest {

    /** Probe laid with the Old Mill (holdTurns 1) as its Objective, Activated, no Objective Hostile left. */
    private static Board oldMillTaken(int regimentColumn) {
        Board board = Board.mission("probe", "old-mill", "cart-track");
        int regiment = board.army("309th-regiment", regimentColumn);
        board.given(new LocationActivated(board.state().objectiveSlot(), regiment, "free", 0));
        return board;
    }

    private static List<WarfighterEvent> gameTurnEnds(Board board) {
        return board.when((em, dice) -> new Victory(board.cards()).checkHold(em));
    }

    @Test
    @DisplayName("warfighter-war.md, §1.1.5 Missions & Objectives (clarification 33): taking a holdTurns Objective wins nothing at once; holding it to the Game Turn's end does")
    void heldToTheEndOfTheTurnWins() {
        Board board = oldMillTaken(3);
        board.when((em, dice) -> new Victory(board.cards()).checkWin(em));
        assertEquals(Stage.PLAY, board.state().stage(), "not won the moment it is taken");
        int turn = board.state().turn();
        assertEquals(List.of(new ObjectiveHeld(turn, 1, 1), new GameOver("victory", null)), gameTurnEnds(board));
    }

    @Test
    @DisplayName("warfighter-war.md, §1.1.5 Missions & Objectives (clarification 33): with no Army on the Objective at the Game Turn's end there is no hold and no victory, and a hold begun is lost")
    void noArmyThereNoHold() {
        Board board = oldMillTaken(2);
        assertEquals(List.of(), gameTurnEnds(board));
        board.given(new ObjectiveHeld(board.state().turn(), 1, 2));
        assertEquals(List.of(new ObjectiveHoldLost(board.state().turn())), gameTurnEnds(board));
        assertEquals(null, board.state().heldSince());
        assertEquals(Stage.PLAY, board.state().stage());
    }
}
