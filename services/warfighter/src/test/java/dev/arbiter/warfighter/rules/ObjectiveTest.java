package dev.arbiter.warfighter.rules;

import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterCommand.SupplyObjective;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** An Objective's secondary condition (warfighter-war.md §1.1.5 Missions & Objectives, §3; clarification 33). */
class ObjectiveTest {


    @Test
    @DisplayName("warfighter-war.md §1.1.5 Missions & Objectives (clarification 33): Large City asks 3 Supply spent on it; with its Hostiles gone, the mission is won the moment the third is spent, by an Army standing on it")
    void spendSupply() {
        Board board = Board.wide(); // Large City in column 5, spendSupply 3
        int regiment = board.army("309th-regiment", 5);
        int behind = board.army("33rd-regiment", 4);
        board.given(new LocationActivated(5, regiment, "free", 0), new TurnBegan(behind, 0));
        assertEquals("objective.not-there", rule(() -> board.decide(0, new SupplyObjective(1))));

        board.given(new TurnEnded(behind), new TurnBegan(regiment, 0));
        assertEquals("objective.supply", rule(() -> board.decide(0, new SupplyObjective(6))), "it holds 5");
        assertEquals(List.of(new ObjectiveSupplied(regiment, 2, 2)), board.decide(0, new SupplyObjective(2)));
        assertEquals(Stage.PLAY, board.state().stage(), "2 of 3: not yet");
        assertEquals(List.of(new ObjectiveSupplied(regiment, 1, 3), new GameOver("victory", null)), board.decide(0, new SupplyObjective(1)));
        assertEquals(5 - 3, board.state().army(regiment).supply());

        Board probe = Board.probe(); // Vital Hill asks for nothing
        int army = probe.army("309th-regiment", 3);
        probe.given(new TurnBegan(army, 0));
        assertEquals("objective.no-supply-condition", rule(() -> probe.decide(0, new SupplyObjective(1))));
    }
}
