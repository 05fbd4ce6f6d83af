package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterEvent.HostileTurnBegan;
import dev.arbiter.warfighter.rules.hostiles.HostileSide;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Which Hostile acts when several may (§3.2.1 Action Phases; docs/rules/warfighter.md clarification 12). */
class HostileOrderTest {

    @Test
    @DisplayName("warfighter-war.md, §3.2.1 Action Phases (clarification 12): with hostileOrder fixed, the Hostile nearest an Army acts first, then the leftmost, then the lowest instance number; DOES NOT ACTIVATE and other phases' Hostiles never")
    void fixedOrder() {
        Board board = Board.wide();
        board.army("33rd-regiment", 1);
        board.army("48th-battalion", 5);
        int right = board.hostile("rifle-platoon", 4);          // R1 from the 48th
        int left = board.hostile("rifle-platoon", 2);           // R1 from the 33rd: as near, further left
        int middle = board.hostile("jager-hunters", 3);         // R2
        board.hostile("roadblock", 1);                          // R0 but DOES NOT ACTIVATE
        board.hostile("armor-becker", 5);                       // R0 but First
        int leftAgain = board.hostile("rifle-platoon", 2);      // as near and as far left as `left`, placed later

        HostileSide side = new HostileSide(board.cards());
        List<Integer> order = new ArrayList<>();
        while (!side.due(board.state()).isEmpty()) {
            int next = side.fixedChoice(board.state()).number();
            order.add(next);
            board.given(new HostileTurnBegan(next));
        }
        assertEquals(List.of(left, leftAgain, right, middle), order);
    }

    @Test
    @DisplayName("warfighter-war.md, §3.2.1 Action Phases (clarification 12): with hostileOrder players and two Hostiles due, the lead seat picks which acts; the last one acts by itself")
    void leadSeatChooses() {
        var rules = new WarfighterRules(Table.DEMO);
        var f = Table.probe().option("hostileOrder", "players").army("309th-regiment").fixture()
                .given(new WarfighterEvent.HostilePlaced(1, "rifle-platoon#1", 3, 1, false),
                        new WarfighterEvent.HostilePlaced(2, "rifle-platoon#2", 3, 1, false))
                .when(0, new WarfighterCommand.BeginTurn(1)).then()
                .when(0, new WarfighterCommand.EndTurn()).then();
        assertEquals(List.of(0), rules.awaiting(f.state()));
        assertEquals(List.of(new WarfighterCommand.ChooseHostile(1), new WarfighterCommand.ChooseHostile(2)), rules.legalActions(f.state(), 0));

        List<WarfighterEvent> events = f.when(0, new WarfighterCommand.ChooseHostile(2)).events();
        assertEquals(List.of(new WarfighterEvent.HostileChosen(2, 0), new WarfighterEvent.HostileTurnBegan(2)), events.subList(0, 2));
        assertEquals(List.of(new HostileTurnBegan(2), new HostileTurnBegan(1)), Board.only(HostileTurnBegan.class, events),
                "the other Hostile acts next without a choice");
    }
}
