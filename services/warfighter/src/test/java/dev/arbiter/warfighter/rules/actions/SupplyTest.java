package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Board;
import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Supplies held, spent, regained and traded (warfighter-war.md §3.1.4 Supplies, §3.3.5, §3.3.7; clarifications 31, 45, 97, 111 and 112). */
class SupplyTest {


    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies, §3.2.0.2 Exhaustion (clarification 31): an Army that must spend 2 Supply and holds 1 spends it and takes a Hit for the other")
    void unpaidIsAHit() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        int hussars = board.army("corran-hussars", 1);
        board.given(new SupplyLost("army", regiment, 4, "test"), new TimerSet(-2), new PhaseBegan(Step.ENVIRONMENT));

        List<WarfighterEvent> events = board.advance();

        assertEquals(List.of(new ExhaustionPaid(regiment, 1, 1), new ExhaustionPaid(hussars, 2, 0)), Board.only(ExhaustionPaid.class, events));
        assertEquals(0, board.state().army(regiment).supply());
        assertEquals(1, board.state().army(regiment).hits(), "one Hit for the Supply it could not spend");
        assertEquals(1, board.state().army(hussars).supply());
        assertEquals(0, board.state().army(hussars).hits());
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.5 Regain 1 Supply: an Action gains 1 Supply below the Supply Value; at the Value it is refused")
    void regainBelowCap() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1); // Supply Value 5, 2 Actions
        board.given(new SupplyLost("army", regiment, 1, "test"), new TurnBegan(regiment, 0));

        assertEquals(List.of(new SupplyRegained(regiment)), board.decide(0, new RegainSupply()));
        assertEquals(5, board.state().army(regiment).supply());
        assertEquals(1, board.cards().actionsLeft(board.state().army(regiment)), "an Action was spent");
        assertFalse(board.legal(0).contains(new RegainSupply()), "at its Supply Value it is not offered");
        assertEquals("regain.full", rule(() -> board.decide(0, new RegainSupply())));
        assertEquals(5, board.state().army(regiment).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.7 Trade Supply, §3.1.4 Supplies (clarification 45): a Player Army gives Supply to its own Attachment's stack or to a Support Army in its Location, as an Activity, never beyond the receiver's Value")
    void tradeRules() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1); // Supply 5
        int kestrel = board.army("kestrel-motor-company", 1); // Support, Supply Value 2
        int rifles = board.army("fenwick-rifles", 1); // a Player Army
        int away = board.army("kestrel-motor-company", 2); // a Support Army in another Location
        board.equip(regiment, "field-depot") // its own stack of 3; it comes with 2 (clarification 114)
                .given(new SupplyLost("army", kestrel, 2, "test"), new SupplyLost("army", away, 2, "test"),
                        new TurnBegan(regiment, 0));
        assertEquals(List.of(new SupplyTraded(regiment, regiment, "field-depot", 1)),
                board.decide(0, new TradeSupply(regiment, regiment, "field-depot", 1)), "its 2 of 3 leave room for 1");

        assertEquals("trade.support", rule(() -> board.decide(0, new TradeSupply(regiment, rifles, null, 1))), "never to another Player Army");
        assertEquals("trade.support", rule(() -> board.decide(0, new TradeSupply(regiment, away, null, 1))), "only in its own Location");
        assertEquals("trade.support", rule(() -> board.decide(0, new TradeSupply(regiment, kestrel, null, 3))), "beyond the Kestrel's Value of 2");
        assertEquals("trade.supply", rule(() -> board.decide(0, new TradeSupply(regiment, kestrel, null, 6))), "more than it holds");
        assertEquals("trade.attachment", rule(() -> board.decide(0, new TradeSupply(regiment, regiment, "field-depot", 1))),
                "the Field Depot's stack is full");
        assertFalse(board.legal(0).contains(new TradeSupply(regiment, regiment, "field-depot", 1)));

        assertEquals(List.of(new SupplyTraded(regiment, kestrel, null, 2)), board.decide(0, new TradeSupply(regiment, kestrel, null, 2)));
        assertEquals(2, board.state().army(regiment).supply());
        assertEquals(2, board.state().army(kestrel).supply());
        assertEquals(0, board.state().army(regiment).actionsSpent(), "an Activity spends no Action");
        assertEquals(3, board.state().army(regiment).attachments().get(0).supply(), "the full stack took nothing");
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.4 Supplies (\"swap Supplies with Support Armies in their Location\"; clarification 112): a Player Army takes Supply from a Support Army in its Location, as an Activity, within its own Supply Value")
    void takeFromASupportArmy() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1); // Supply Value 5
        int kestrel = board.army("kestrel-motor-company", 1); // Support, Supply 2
        int rifles = board.army("fenwick-rifles", 1); // a Player Army
        int away = board.army("kestrel-motor-company", 2); // a Support Army in another Location
        board.given(new SupplyLost("army", regiment, 1, "test"), new TurnBegan(regiment, 0));

        assertTrue(board.legal(0).contains(new TradeSupply(kestrel, regiment, null, 1)), "taking is listed");
        assertFalse(board.legal(0).contains(new TradeSupply(away, regiment, null, 1)), "not from another Location");
        assertEquals("trade.support", rule(() -> board.decide(0, new TradeSupply(away, regiment, null, 1))), "only in its own Location");
        assertEquals("trade.support", rule(() -> board.decide(0, new TradeSupply(rifles, regiment, null, 1))), "never from another Player Army");
        assertEquals("trade.supply", rule(() -> board.decide(0, new TradeSupply(kestrel, regiment, null, 3))), "the Kestrel holds 2");
        assertEquals("trade.room", rule(() -> board.decide(0, new TradeSupply(kestrel, regiment, null, 2))), "4 + 2 passes its Value of 5");
        assertEquals("trade.own", rule(() -> board.decide(0, new TradeSupply(kestrel, rifles, null, 1))), "it trades only its own Supply");

        assertEquals(List.of(new SupplyTraded(kestrel, regiment, null, 1)), board.decide(0, new TradeSupply(kestrel, regiment, null, 1)));
        assertEquals(5, board.state().army(regiment).supply());
        assertEquals(1, board.state().army(kestrel).supply());
        assertEquals(0, board.state().army(regiment).actionsSpent(), "an Activity spends no Action");
        assertFalse(board.legal(0).contains(new TradeSupply(kestrel, regiment, null, 1)), "at its Supply Value it is not offered");
        assertEquals("trade.room", rule(() -> board.decide(0, new TradeSupply(kestrel, regiment, null, 1))));
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2 Attachments, §3.3.7 Trade Supply (clarification 111): an Attachment with its own Supply stack pays its ability from the stack, and the Army's trade refills it")
    void attachmentStackPaysItsOwnAbility() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1); // Supply 5
        int pinned = board.army("fenwick-rifles", 1);
        board.equip(regiment, "field-depot") // its own stack of 3, coming with 2: "-1 of its Supply: remove a Pin"
                .armyPins(pinned, 2).given(new TurnBegan(regiment, 0));

        assertEquals(List.of(new AttachmentSupplySpent(regiment, "field-depot", 1), new AbilityUsed(regiment, "field-depot", 0, pinned, null, null)),
                board.decide(0, new UseAbility("field-depot", 0, pinned, null, null)));
        assertEquals(5, board.state().army(regiment).supply(), "the Army's own Supply is not spent");
        assertEquals(1, board.state().army(regiment).attachments().get(0).supply());

        assertTrue(board.legal(0).contains(new TradeSupply(regiment, regiment, "field-depot", 1)), "the stack has room again");
        assertEquals(List.of(new SupplyTraded(regiment, regiment, "field-depot", 1)),
                board.decide(0, new TradeSupply(regiment, regiment, "field-depot", 1)));
        assertEquals(4, board.state().army(regiment).supply());
        assertEquals(2, board.state().army(regiment).attachments().get(0).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2 Attachments (clarification 111): an empty stack cannot pay, though its Army holds Supply; an Attachment without a stack is paid for by its Army")
    void emptyStackCannotPay() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1); // Supply 5
        int pinned = board.army("fenwick-rifles", 1);
        board.equip(regiment, "field-depot").equip(regiment, "winter-kit").armyPins(pinned, 1)
                .given(new AttachmentSupplySpent(regiment, "field-depot", 3), new TurnBegan(regiment, 0));

        assertFalse(board.legal(0).contains(new UseAbility("field-depot", 0, pinned, null, null)));
        assertEquals("ability.cost", rule(() -> board.decide(0, new UseAbility("field-depot", 0, pinned, null, null))));
        assertEquals(1, board.state().army(pinned).pins());
        assertEquals(5, board.state().army(regiment).supply());

        assertEquals(new SupplyLost("army", regiment, 1, "ability"), board.decide(0, new UseAbility("winter-kit", 0, null, null, null)).get(0),
                "the Winter Kit has no stack: its Army pays");
        assertEquals(4, board.state().army(regiment).supply());
    }
}
