package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A Hostile's turn: how many Actions it has and where it may act from (warfighter-war.md §3.4 Hostile Actions, §3.3.8). */
class HostileTurnTest {

    @Test
    @DisplayName("warfighter-war.md §3.4 Hostile Actions, §3.1.6 (clarification 13): a Hostile's Actions are read from its current column at every Action, so a Hit taken after its first Action leaves it one Action, not two")
    void actionsFollowTheColumn() {
        Board board = Board.wide();
        int regiment = board.army("33rd-regiment", 4);
        int scouts = board.hostile("forward-scouts", 3); // 3 Actions at Manpower 2, 2 at Manpower 1
        board.given(new HostileTurnBegan(scouts), new AttackDeclared("hostile", scouts, "army", regiment, 1, List.of(), false));
        assertEquals(2, board.cards().actionsLeft(board.state().hostile(scouts)));

        board.hostileCounters(scouts, regiment, 1, 0);
        assertEquals(1, board.cards().actionsLeft(board.state().hostile(scouts)), "2 Actions in its new column, 1 of them spent");

        List<WarfighterEvent> rest = board.when((em, dice) -> new HostileSide(board.cards()).actions(em, dice, scouts), 1, 1);
        assertEquals(1, Board.only(AttackDeclared.class, rest).size());
        assertEquals(new HostileTurnEnded(scouts), rest.get(rest.size() - 1));
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.8 Activate a Location Card (clarification 67): a Hostile in a column whose Location is still Inactive acts normally, attacking an Army on the Mission at R1")
    void actsFromInactiveColumn() {
        Board board = Board.probe();
        int regiment = board.army("33rd-regiment", 1);
        int armor = board.hostile("armor-rgt", 2); // R0-1, 2 Actions
        assertFalse(board.state().slot(2).active());

        List<WarfighterEvent> events = board.hostileTurn(armor, 1, 1, 1, 1);

        assertEquals(List.of(new AttackDeclared("hostile", armor, "army", regiment, 1, List.of(), false),
                new AttackDeclared("hostile", armor, "army", regiment, 1, List.of(), false)), Board.only(AttackDeclared.class, events));
        assertEquals(List.of(), Board.only(HostileMoved.class, events));
        assertTrue(events.contains(new HostileTurnEnded(armor)));
        assertFalse(board.state().slot(2).active(), "acting from it does not Activate it");
    }
}
