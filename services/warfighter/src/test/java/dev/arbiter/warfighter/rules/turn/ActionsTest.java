package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.Board;
import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.hostiles.HostileSide;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Army Actions: how many, when they refresh, and what an Attack Action counter buys (warfighter-war.md §3.2, §3.2.1, §3.3). */
class ActionsTest {


    /** Probe with the 309th (Normal, 2 Actions) and the 33rd (Last); the Roadblock on the Hostile deck never acts. */
    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> probe() {
        return Table.probe().army("309th-regiment").army("33rd-regiment").hostiles("roadblock#1").fixture();
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1 Armies (the 309th \"lose an Action\" at 3 Hits; clarification 13): a Hit taken in the middle of its turn takes away the Action its new column no longer has")
    void hitMidTurnLosesAnAction() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1); // 2 Actions at Manpower 6, 1 at Manpower 3
        board.armyHits(regiment, 2).given(new SupplyLost("army", regiment, 2, "test"), new TurnBegan(regiment, 0));
        board.decide(0, new RegainSupply());
        assertEquals(1, board.cards().actionsLeft(board.state().army(regiment)), "at Manpower 4 it still has 2 Actions");

        board.armyHits(regiment, 1);

        assertEquals(0, board.cards().actionsLeft(board.state().army(regiment)), "1 Action at Manpower 3, and it is spent");
        assertEquals("action.none-left", rule(() -> board.decide(0, new RegainSupply())));
        assertFalse(board.legal(0).contains(new RegainSupply()), "below its Supply Value, but without an Action");
        assertTrue(board.legal(0).contains(new EndTurn()));
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 Action Phases (clarification 44): an Army may end its turn with all its Actions unspent; it does not act again this Game Turn")
    void endWithActionsLeft() {
        var f = probe().when(0, new BeginTurn(1)).then();
        f = f.when(0, new EndTurn()).isLegal().then();
        assertEquals(0, f.state().army(1).actionsSpent(), "both Actions unspent");
        assertTrue(f.state().army(1).acted());
        assertEquals(Step.LAST, f.state().step(), "the Normal phase is over");
        f.when(0, new BeginTurn(1)).thenViolation("turn.not-due");
        f.when(0, new BeginTurn(2)).isLegal();
    }

    @Test
    @DisplayName("warfighter-war.md §3.2 Game Turn: at the start of each Game Turn every Army's Actions are refreshed")
    void refreshedEachTurn() {
        var f = probe().when(0, new BeginTurn(1)).then();
        f = f.when(0, new DiscardAndDraw(List.of())).then().when(0, new DiscardAndDraw(List.of())).then();
        assertEquals(2, f.state().army(1).actionsSpent(), "both Actions spent");
        f = f.when(0, new EndTurn()).then().when(0, new BeginTurn(2)).then();
        List<WarfighterEvent> next = f.when(0, new EndTurn()).events();
        assertTrue(next.contains(new GameTurnBegan(2, 4)), "the Timer moved from 5 to 4 and a new Game Turn began: " + next);
        f = f.given(next);
        ArmyState regiment = f.state().army(1);
        assertEquals(0, regiment.actionsSpent());
        assertFalse(regiment.acted());
        f.when(0, new BeginTurn(1)).isLegal();
    }

    @Test
    @DisplayName("warfighter-war.md §3.3 Army Actions (\"Attack Action counters may only be used for the Attack Action\"): with its Actions spent, the 48th's extra Attack Action pays for an Attack and for nothing else")
    void attackCounterOnlyAttacks() {
        Board board = Board.probe();
        int battalion = board.army("48th-battalion", 1);
        int platoon = board.hostile("rifle-platoon", 1);
        board.given(new TurnBegan(battalion, 0));
        board.decide(0, new UseAbility("48th-battalion", 1, null)); // -1 Supply: an Attack Action counter
        board.decide(0, new RegainSupply());
        board.decide(0, new DiscardAndDraw(List.of()));
        board.given(new SupplyLost("army", battalion, 1, "test"));
        assertEquals(0, board.cards().actionsLeft(board.state().army(battalion)));
        assertEquals(1, board.cards().attackActionsLeft(board.state().army(battalion)));

        assertEquals("action.none-left", rule(() -> board.decide(0, new RegainSupply())));
        assertEquals("action.none-left", rule(() -> board.decide(0, new Move(1, List.of()))));
        assertEquals("action.none-left", rule(() -> board.decide(0, new Attack(platoon, false, List.of(), List.of()))));
        List<WarfighterEvent> attack = board.decide(0, new Attack(platoon, true, List.of(), List.of()), 1, 1);
        assertEquals(new AttackDeclared("army", battalion, "hostile", platoon, 0, List.of(), true), Board.only(AttackDeclared.class, attack).get(0));
        assertEquals(0, board.cards().attackActionsLeft(board.state().army(battalion)));
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 Action Phases (\"they do not get to take another turn\"; clarification 42): a Staff Officer attached after a Hostile's turn gives it an Action it does not use this Game Turn")
    void lateActionsWait() {
        Board board = Board.probe();
        board.army("33rd-regiment", 3);
        int platoon = board.hostile("rifle-platoon", 1); // Infantry, 2 Actions, R0: it moves once and loses its second Action
        board.hostileTurn(platoon);
        board.given(new HostileAttachmentAttached("staff-officer#1", platoon)); // +1 Action, and Last

        HostileSide hostiles = new HostileSide(board.cards());
        assertEquals(1, board.cards().actionsLeft(board.state().hostile(platoon)), "it holds an Action again");
        assertEquals(List.of(), hostiles.due(board.state()));
        board.phase(Step.LAST);
        assertEquals(List.of(), hostiles.due(board.state()), "not in the Last phase either: its turn is taken");
    }
}
