package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.Pack;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.Contract;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Retain cards (warfighter-war.md §3.2.2.1 Pay Retain Costs, §3.3.4; docs/rules/warfighter.md
 * clarification 66): Dig In stays in play after it is played, and at Cleanup its Army pays 1 Supply
 * to keep it or lets it go.
 */
class RetainTest {

    private static final String DIG_IN = "dig-in#1";

    /** The 309th (Supply 5) on the Cart Track has played Dig In in the Normal phase; the Last phase has nobody due. */
    private static Board dugIn() {
        Board board = Board.probe();
        int army = board.army("309th-regiment", 2);
        board.hand(army, DIG_IN);
        board.given(new TurnBegan(army, 0));
        List<WarfighterEvent> played = board.armyDoes(army, new PlayActionCard(DIG_IN, null, null, null));
        assertEquals(List.of(new ActionCardPlayed(army, DIG_IN, army, null, null), new CardRetained(army, DIG_IN)), played);
        return board.given(new TurnEnded(army), new PhaseBegan(Step.LAST));
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.4 Retain: a played Retain card stays in play with its Army, not in the discard pile")
    void aRetainCardStaysInPlay() {
        WarfighterState state = dugIn().state();
        assertEquals(List.of(new WarfighterState.Retained(1, DIG_IN)), state.retained());
        assertFalse(state.actionDiscard().contains(DIG_IN));
        assertFalse(state.army(1).hand().contains(DIG_IN));
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.2.1 Pay Retain Costs: Cleanup waits for the seat to pay or drop; paying keeps the card and costs its Supply")
    void cleanupWaitsAndPayingKeepsIt() {
        Board board = dugIn();
        List<WarfighterEvent> cleanup = board.advance();
        assertEquals(List.of(new PhaseBegan(Step.CLEANUP)), cleanup, "nothing of Cleanup 2-4 before the Retain cost is settled");
        assertEquals(List.of(0), board.awaiting());
        assertEquals(List.of(new PayRetain(DIG_IN), new DropRetain(DIG_IN)), board.legal(0));

        List<WarfighterEvent> paid = board.decide(0, new PayRetain(DIG_IN));
        assertEquals(new RetainPaid(1, DIG_IN, 1, 0), paid.get(0));
        assertEquals(List.of(new TimerAdvanced(4)), Board.only(TimerAdvanced.class, paid), "the rest of Cleanup follows");
        assertEquals(4, board.state().army(1).supply());
        assertEquals(List.of(new WarfighterState.Retained(1, DIG_IN)), board.state().retained());
        assertEquals(List.of(), board.awaiting());
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.2.1 Pay Retain Costs: a card not paid for goes to the discard pile")
    void droppingDiscardsIt() {
        Board board = dugIn();
        board.advance();
        List<WarfighterEvent> dropped = board.decide(0, new DropRetain(DIG_IN));
        assertEquals(new RetainDropped(1, DIG_IN), dropped.get(0));
        assertEquals(5, board.state().army(1).supply());
        assertEquals(List.of(), board.state().retained());
        assertTrue(board.state().actionDiscard().contains(DIG_IN));
    }

    @Test
    @DisplayName("Dig In's card text (Cover +1 while it stays in play), §3.2.2.1: paid for, its Cover holds in the next Game Turn; let go, it does not")
    void digInCoversWhileItStaysInPlay() {
        Board kept = dugIn();
        assertEquals(1, kept.state().army(1).coverBonus(), "Cover +1 the Game Turn it is played");
        kept.advance();
        kept.decide(0, new PayRetain(DIG_IN));
        kept.given(new GameTurnBegan(2, 4));
        assertEquals(1, kept.state().army(1).coverBonus(), "still in play in Game Turn 2");

        Board dropped = dugIn();
        dropped.advance();
        dropped.decide(0, new DropRetain(DIG_IN));
        dropped.given(new GameTurnBegan(2, 4));
        assertEquals(0, dropped.state().army(1).coverBonus(), "gone with the card");
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.2.1 Pay Retain Costs: an Army without the Supply has no choice; the card leaves and Cleanup runs on")
    void unaffordableIsDroppedWithoutAsking() {
        Board board = dugIn();
        board.given(new SupplyLost("army", 1, 5, "test"));
        List<WarfighterEvent> cleanup = board.advance();
        assertEquals(List.of(new PhaseBegan(Step.CLEANUP), new RetainDropped(1, DIG_IN)), cleanup.subList(0, 2));
        assertEquals(List.of(new TimerAdvanced(4)), Board.only(TimerAdvanced.class, cleanup));
        assertEquals(List.of(), board.awaiting());
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.2.1 Pay Retain Costs: only a card waiting for its cost can be paid, and nothing else is decided meanwhile")
    void refusals() {
        Board board = dugIn();
        board.advance();
        WarfighterState before = board.state();
        assertEquals("retain.not-due", assertThrows(RuleViolation.class, () -> board.decide(0, new PayRetain("dig-in#2"))).rule());
        assertEquals("retain.waiting", assertThrows(RuleViolation.class, () -> board.decide(0, new EndTurn())).rule());
        assertEquals(before, board.state(), "a refused command changes nothing");
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.3 Experience, §3.2.2.1: a Retain cost's XP is paid by another Army's XP (Dig In made to retain for 1 XP: the 309th has none, the Fenwick Rifles have 2); command and event as the contract writes them")
    void retainXpPaidByAnotherArmy() {
        Pack pack = FixturePacks.withActionCard("dig-in", c -> new Cards.ActionCard(c.id(), c.name(), c.text(), c.region(), c.copies(),
                c.timing(), c.cost(), c.effects(), c.stackable(), new Cards.Cost(0, 1, 0), c.upgun(), c.alternatives()));
        Board board = Board.mission(pack, 1, "probe", "vital-hill", "cart-track");
        int regiment = board.army("309th-regiment", 2);
        int fenwick = board.army("fenwick-rifles", 2);
        for (int i = 0; i < 2; i++) {
            board.given(new HostileEliminated(board.hostile("rifle-platoon", 3), fenwick, 1));
        }
        board.hand(regiment, DIG_IN);
        board.given(new TurnBegan(regiment, 0));
        board.armyDoes(regiment, new PlayActionCard(DIG_IN, null, null, null));
        board.given(new TurnEnded(regiment), new TurnBegan(fenwick, 0), new TurnEnded(fenwick), new PhaseBegan(Step.LAST));

        assertEquals(List.of(new PhaseBegan(Step.CLEANUP)), board.advance(), "the card waits for its cost: another Army can pay it");
        PayRetain paidByFenwick = new PayRetain(DIG_IN, fenwick);
        assertEquals(List.of(paidByFenwick, new DropRetain(DIG_IN)), board.legal(0));
        assertEquals("retain.cannot-pay", Board.rule(() -> board.decide(0, new PayRetain(DIG_IN))), "the 309th cannot pay it itself");

        ObjectNode command = new ObjectMapper().valueToTree(paidByFenwick);
        command.put("type", "PayRetain");
        Contract.ofService().check("Command", command);

        List<WarfighterEvent> paid = board.decide(0, paidByFenwick);
        assertEquals(new RetainPaid(regiment, DIG_IN, 0, 1, fenwick), paid.get(0));
        Contract.ofService().check("WarfighterEventRetainPaid", new ObjectMapper().valueToTree(paid.get(0)));
        assertEquals(1, board.state().army(fenwick).xp());
        assertEquals(0, board.state().army(regiment).xp());
        assertEquals(List.of(new WarfighterState.Retained(regiment, DIG_IN)), board.state().retained());
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.3 Experience: naming a payer for a Retain cost without XP is refused")
    void xpFromWithoutAnXpCostIsRefused() {
        Board board = dugIn();
        board.advance();
        assertEquals("retain.xp-from", Board.rule(() -> board.decide(0, new PayRetain(DIG_IN, 1))));
    }

    @Test
    @DisplayName("warfighter-war.md §3.4.1: a Downed Army's Retain card leaves play with its hand")
    void downedArmyLosesIt() {
        Board board = dugIn();
        board.given(new ArmyDowned(1, 0));
        assertEquals(List.of(), board.state().retained());
        assertTrue(board.state().actionDiscard().contains(DIG_IN));
    }
}
