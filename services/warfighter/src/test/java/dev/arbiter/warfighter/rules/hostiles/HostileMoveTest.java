package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How a Hostile Moves (§3.4 Hostile Actions; docs/rules/warfighter.md clarifications 7 and 8). */
class HostileMoveTest {

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (clarification 7): an Artillery Bn with its nearest Army at R0 moves one column away, to the side that puts the most Armies in R1-2")
    void tooCloseMovesAway() {
        Board board = Board.wide();
        board.army("33rd-regiment", 4); // R0
        board.army("48th-battalion", 1); // R3: in range only from column 3
        int artillery = board.hostile("artillery-bn", 4);
        board.phase(Step.LAST);

        assertEquals(List.of(
                new HostileTurnBegan(artillery),
                new HostileTargeted(artillery, null, "fewestPins"),
                new HostileMoved(artillery, 4, 3, "away"),
                new HostileTurnEnded(artillery)), board.hostileTurn(artillery));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (clarification 7): moving away with as many Armies in range either way, it moves toward the Objective")
    void awayTieTowardObjective() {
        Board board = Board.wide();
        board.army("33rd-regiment", 3);
        int artillery = board.hostile("artillery-bn", 3);
        board.phase(Step.LAST);

        assertEquals(List.of(
                new HostileTurnBegan(artillery),
                new HostileTargeted(artillery, null, "fewestPins"),
                new HostileMoved(artillery, 3, 4, "away"),
                new HostileTurnEnded(artillery)), board.hostileTurn(artillery));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions, §3.3.9 (clarification 8): a Hostile moves into an Inactive, Impassable column without paying its Entrance Cost")
    void ignoresEntranceAndObstacles() {
        Board board = Board.mission("probe", "vital-hill", "impassible-river");
        int regiment = board.army("33rd-regiment", 1);
        int rifles = board.hostile("rifle-platoon", 3);

        assertEquals(List.of(
                new HostileTurnBegan(rifles),
                new HostileTargeted(rifles, regiment, "nearest"),
                new HostileMoved(rifles, 3, 2, "toward"),
                new HostileTargeted(rifles, regiment, "nearest"),
                new HostileActionLost(rifles),
                new HostileTurnEnded(rifles)), board.hostileTurn(rifles));
        assertEquals(2, board.state().hostile(rifles).column());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4 Hostile Actions (clarification 68): a Hostile that has Moved this Game Turn does not Move again, even with its Target still out of range")
    void oncePerTurn() {
        Board board = Board.wide();
        int regiment = board.army("33rd-regiment", 1);
        int rifles = board.hostile("rifle-platoon", 5);

        List<WarfighterEvent> events = board.hostileTurn(rifles);
        assertEquals(List.of(new HostileMoved(rifles, 5, 4, "toward")), Board.only(HostileMoved.class, events));
        assertEquals(List.of(new HostileActionLost(rifles)), Board.only(HostileActionLost.class, events));
        assertEquals(List.of(), Board.only(AttackDeclared.class, events));
        assertEquals(new HostileTargeted(rifles, regiment, "nearest"), events.get(1));
    }
}
