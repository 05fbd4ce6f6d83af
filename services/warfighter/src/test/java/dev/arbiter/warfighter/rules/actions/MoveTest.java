package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Move Action and Activating a Location (§3.3.1, §3.3.8). A team worth 70 (the 309th and the
 * 33rd) draws 1 Hostile Value; the Hostile deck's top card is a Roadblock (DOES NOT ACTIVATE,
 * Obstruct +2), so nothing attacks and the Cart Track then costs 1 + 2 to enter.
 */
class MoveTest {

    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> regimentsTurn() {
        return Table.probe().army("309th-regiment").army("33rd-regiment").hostiles("roadblock#1").fixture()
                .when(0, new BeginTurn(1)).then();
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.1 Move (Action) (clarification 67): Armies never Move into an Inactive Location")
    void inactiveRefused() {
        regimentsTurn().when(0, new Move(1, List.of())).thenViolation("move.inactive");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card: a free Location is Activated as an Activity, draws the Team's Hostile Value into its column, and one Activation per Army turn")
    void activateThenOncePerTurn() {
        var f = regimentsTurn();
        f = f.when(0, new ActivateLocation(2)).thenEvents(
                new LocationActivated(2, 1, "free", 1),
                new HostileDrawn("roadblock#1", 1, 1),
                new HostilePlaced(1, "roadblock#1", 2, 0, false));
        assertEquals(2, Table.DEMO.army("309th-regiment").orElseThrow().attackChart().columns().get(0).actions());
        assertEquals(0, f.state().army(1).actionsSpent(), "an Activity: no Action spent");
        f.when(0, new ActivateLocation(3)).thenViolation("activate.once-per-turn");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.1 Move (Action): Movement plus discarded Action Cards must meet the Entrance Cost plus the penalty of a Hostile there; an Army Moves once per Game Turn")
    void entranceCostWithDiscardsAndOncePerTurn() {
        var f = regimentsTurn().when(0, new ActivateLocation(2)).then();
        f.when(0, new Move(1, List.of())).thenViolation("move.entrance-cost");
        String card = f.state().army(1).hand().get(0);
        f = f.when(0, new Move(1, List.of(card))).thenEvents(new ArmyMoved(1, 1, 2, 3, 2, List.of(card), List.of()));
        assertEquals(2, f.state().army(1).column());
        assertEquals(List.of(card), f.state().actionDiscard());
        f.when(0, new Move(-1, List.of())).thenViolation("move.once-per-turn");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.8 Activate a Location Card: only a Location next to the Army may be Activated")
    void activateOnlyAdjacent() {
        regimentsTurn().when(0, new ActivateLocation(3)).thenViolation("activate.adjacent");
    }

    @Test
    @DisplayName("warfighter-war.md §2.1 Preparing the Mission, §3.3.1 Move (clarification 28): the Mission is always Active with Entrance Cost 0, so an Army may Move back onto it")
    void backToTheMission() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 2);
        board.given(new LocationActivated(2, regiment, "free", 0), new TurnBegan(regiment, 0));
        assertEquals(List.of(new ArmyMoved(regiment, 2, 1, 0, 2, List.of(), List.of())), board.decide(0, new Move(-1, List.of())));
        assertEquals(1, board.state().army(regiment).column());
    }
}
