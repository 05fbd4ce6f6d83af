package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Cleanup 3, the Supply Phase (§3.2.2.3; docs/rules/warfighter.md clarification 70). */
class SupplyPhaseTest {

    @Test
    @DisplayName("warfighter-war.md, §3.2.2.3 Supply Phase (clarification 70): Hostile Supp times one Supply to the Hostile below its Supply Value with the fewest; ties to the one nearest an Army; full and dash-Supply Hostiles get none")
    void fewestFirst() {
        Board board = Board.wide(); // Major Push: Hostile Supp 2
        board.army("33rd-regiment", 1);
        int far = board.hostile("armor-rgt", 4);        // Supply 2 of 2 → 0
        board.hostileSupplyLost(far, 2);
        int near = board.hostile("rifle-platoon", 2);   // Supply 1 of 1 → 0
        board.hostileSupplyLost(near, 1);
        board.hostile("grenadier-company", 1);          // full
        board.hostile("command-post", 1);               // a dash: never below its Supply Value

        assertEquals(List.of(new HostileSupplied(near, null), new HostileSupplied(far, null)), board.supplyPhase());
        assertEquals(1, board.state().hostile(near).supply());
        assertEquals(1, board.state().hostile(far).supply());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.2.2.3 Supply Phase (clarification 70): Hostiles tied on Supply and distance are settled by a die with as many sides as tied Hostiles, in instance order")
    void tieRolled() {
        Board board = Board.probe(); // Hostile Supp 1
        board.army("33rd-regiment", 1);
        int first = board.hostile("rifle-platoon", 2);
        board.hostileSupplyLost(first, 1);
        int second = board.hostile("jager-hunters", 2);
        board.hostileSupplyLost(second, 1);

        assertEquals(List.of(new HostileSupplied(second, new Roll(0, 2, 2))), board.supplyPhase(2));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.2.2.3 Supply Phase: after the Hostile Supp allocations, supply-giving abilities (the Panzer Troop's own 1 a phase) are performed, never above the Supply Value")
    void abilitiesAfterAllocations() {
        Board board = Board.probe();
        board.army("33rd-regiment", 1);
        int panzer = board.hostile("panzer-troop", 3);  // Supply 2
        board.hostileSupplyLost(panzer, 2);

        assertEquals(List.of(new HostileSupplied(panzer, null), new SupplyGained("hostile", panzer, 1, "supplyPhase")), board.supplyPhase());
        assertEquals(2, board.state().hostile(panzer).supply());
    }
}
