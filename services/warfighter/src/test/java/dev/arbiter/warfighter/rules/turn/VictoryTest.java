package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How a mission is lost (warfighter-war.md §3 Playing the Mission, §3.4.1 Army Down; clarification 64). */
class VictoryTest {

    @Test
    @DisplayName("warfighter-war.md §3.4.1 Army Down (clarification 64): the Hostile attack that Downs the last Army standing loses the game at once, in the middle of the Hostile's turn")
    void allDownedLoses() {
        Board board = Board.probe();
        int regiment = board.army("33rd-regiment", 1);
        board.armyHits(regiment, 4);
        int platoon = board.hostile("rifle-platoon", 1); // 2 Actions; the first Hit Downs the 33rd

        List<WarfighterEvent> events = board.hostileTurn(platoon, 7, 2);

        assertEquals(List.of(new ArmyDowned(regiment, 0), new GameOver("defeat", null)), events.subList(events.size() - 2, events.size()));
        assertEquals(1, Board.only(AttackDeclared.class, events).size(), "its second Action is never taken");
        assertEquals(Stage.OVER, board.state().stage());
        assertEquals("defeat", board.state().result());
        assertEquals(List.of(), board.awaiting());
    }
}
