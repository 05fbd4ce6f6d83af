package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.hostiles.HostileSide;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Cleanup 2, Reinforcement (warfighter-war.md §3.2.2.2; clarification 21). The Command Post has Rein 1. */
class ReinforcementTest {

    private static List<WarfighterEvent> reinforce(Board board) {
        return board.when((em, dice) -> new HostileSide(board.cards()).reinforce(em, dice));
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.2.2 Reinforcement (clarification 21): a Hostile with Rein 1 draws Hostiles worth 1 into its own column; they carry Objective counters only if it does")
    void drawsIntoItsColumn() {
        Board objective = Board.wide();
        int post = objective.hostile("command-post", 4, true);
        objective.hostileDeck("armor-rgt#1", "rifle-platoon#1");
        assertEquals(List.of(new Reinforced(post, 1), new HostileDrawn("armor-rgt#1", 3, 0), new HostileOvershot("armor-rgt#1"),
                new HostileDrawn("rifle-platoon#1", 1, 1), new HostilePlaced(2, "rifle-platoon#1", 4, 1, true)), reinforce(objective));

        Board location = Board.wide();
        int other = location.hostile("command-post", 2);
        location.hostileDeck("rifle-platoon#1");
        assertEquals(List.of(new Reinforced(other, 1), new HostileDrawn("rifle-platoon#1", 1, 1),
                new HostilePlaced(2, "rifle-platoon#1", 2, 1, false)), reinforce(location));
    }
}
