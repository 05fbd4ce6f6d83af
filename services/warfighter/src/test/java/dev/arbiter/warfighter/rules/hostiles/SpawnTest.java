package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
import dev.arbiter.warfighter.rules.WorkedExampleTest;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Drawing Hostiles on an Activation (§3.3.8; docs/rules/warfighter.md clarifications 15-18). */
class SpawnTest {

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (clarification 18): a Deploy +1 Hostile drawn at the Objective would go right of it, so it is placed on the Objective")
    void deployClamped() {
        Board atObjective = Board.probe();
        atObjective.hostileDeck("forward-scouts#1");
        assertEquals(List.of(new HostileDrawn("forward-scouts#1", 2, 2), new HostilePlaced(1, "forward-scouts#1", 3, 1, true)),
                atObjective.spawn(3, 2, true));

        Board atLocation = Board.probe();
        atLocation.hostileDeck("forward-scouts#1");
        assertEquals(List.of(new HostileDrawn("forward-scouts#1", 2, 2), new HostilePlaced(1, "forward-scouts#1", 3, 1, false)),
                atLocation.spawn(2, 2, false), "Deploy +1 from column 2");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (clarification 17): a card's own Hostile table sets the budget; a card without one uses the manual's table")
    void cardTableOrManualTable() {
        Board inn = Board.mission("probe", "vital-hill", "crossroads-inn");
        WorkedExampleTest.teamWorth(inn, 169);
        assertEquals(3, inn.cards().budget(inn.state(), inn.state().slot(2)), "Crossroads Inn: 130 and up draws 3");
        assertEquals(5, inn.cards().budget(inn.state(), inn.state().slot(3)), "Vital Hill prints none: 165-194 draws 5");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card (clarification 16): with 1 Hostile Value left and no card worth 1 in the deck or its discard pile, drawing stops short")
    void stopsWhenNothingFits() {
        Board board = Board.mission(FixturePacks.hostileDeckWithout(1), 1, "probe", "vital-hill", "cart-track");
        board.hostileDeck("armor-becker#1", "forward-scouts#1", "panzer-troop#1");

        assertEquals(List.of(
                new HostileDrawn("armor-becker#1", 4, 0),
                new HostileOvershot("armor-becker#1"),
                new HostileDrawn("forward-scouts#1", 2, 2),
                new HostilePlaced(1, "forward-scouts#1", 3, 1, false),
                new HostileDrawStopped(2, 3)), board.spawn(2, 3, false), "budget 3: 4 overshoots, 2 is placed, nothing is worth 1");
        assertEquals("panzer-troop#1", board.state().hostileDeck().order().get(0), "the next card stays on the deck");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.8 Activate a Location Card (\"giving them Supplies counters equal to the Hostile's Supply Value\"): each Hostile placed takes its own Supply Value; a dash Value holds none")
    void hostilesStartWithTheirSupply() {
        Board board = Board.probe();
        board.hostileDeck("panzer-troop#1", "command-post#1");
        assertEquals(List.of(new HostileDrawn("panzer-troop#1", 2, 2), new HostilePlaced(1, "panzer-troop#1", 2, 2, false),
                new HostileDrawn("command-post#1", 3, 5), new HostilePlaced(2, "command-post#1", 2, null, false)), board.spawn(2, 5, false));
        assertEquals(2, board.state().hostile(1).supply());
        assertEquals(null, board.state().hostile(2).supply());
    }
}
