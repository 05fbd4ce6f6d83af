package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Pack;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Environment step (warfighter-war.md §3.2.0.1 Environment; clarifications 49, 115). Frozen Marsh: Environ 5 (Cold). */
class EnvironmentTest {

    /** Two seats: the 33rd (seat 0) in the Active Frozen Marsh, the Fenwick Rifles (seat 1) on the Mission, at a Game Turn's end. */
    private static Board marsh() {
        Board board = Board.mission(2, "probe", "vital-hill", "frozen-marsh");
        int regiment = board.army("33rd-regiment", 2, 0);
        board.army("fenwick-rifles", 1, 1);
        return board.given(new LocationActivated(2, regiment, "free", 0), new PhaseBegan(Step.CLEANUP));
    }


    @Test
    @DisplayName("warfighter-war.md §3.2.0.1 Environment (clarification 49): a roll below the Environ number lets the Army's seat choose a Hit or a Pin; nobody else decides and nothing else happens first")
    void failedRollChoice() {
        Board board = marsh();
        List<WarfighterEvent> events = board.advance(4);
        EnvironRolled rolled = Board.only(EnvironRolled.class, events).get(0);
        assertEquals(List.of(1, 2, 5, 4, false), List.of(rolled.army(), rolled.slot(), rolled.needed(), rolled.roll().value(), rolled.passed()));
        assertEquals(1, Board.only(EnvironRolled.class, events).size(), "only the Army in the Marsh rolls");
        assertEquals(List.of(0), board.awaiting());
        assertEquals(List.of(new ChooseEnvironResult(1, "hit"), new ChooseEnvironResult(1, "pin")), board.legal(0));
        assertEquals(List.of(), board.legal(1));

        assertEquals("environ.not-yours", rule(() -> board.decide(1, new ChooseEnvironResult(1, "pin"))));
        assertEquals("environ.no-hardy", rule(() -> board.decide(0, new ChooseEnvironResult(1, "hardy"))));
        assertEquals("environ.result", rule(() -> board.decide(0, new ChooseEnvironResult(1, "supply"))));
        assertEquals("environ.choose", rule(() -> board.decide(0, new BeginTurn(1))));

        assertEquals(List.of(new EnvironResolved(1, "pin")), board.decide(0, new ChooseEnvironResult(1, "pin")));
        assertEquals(1, board.state().army(1).pins());
        assertEquals(0, board.state().army(1).hits());
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.0.1 Environment (clarification 115): a Hardy counter may be discarded to ignore a failed roll, the Army's own before its Attachment's; a roll that meets the number asks nothing")
    void hardyOrPassed() {
        Board hardy = marsh();
        hardy.equip(1, "winter-kit").armyDoes(1, new UseAbility("winter-kit", 0, null));
        assertEquals(List.of("Cold"), hardy.state().army(1).hardy(), "the kit's ability gave the 33rd a Hardy: Cold counter");
        hardy.advance(1);
        assertEquals(List.of(new EnvironResolved(1, "hardy")), hardy.decide(0, new ChooseEnvironResult(1, "hardy")));
        ArmyState regiment = hardy.state().army(1);
        assertEquals(List.of(List.of(), 0, 0), List.of(regiment.hardy(), regiment.pins(), regiment.hits()));
        assertEquals(List.of("Cold"), regiment.attachments().get(0).hardy(), "the kit keeps the counter it came with");

        Board passed = marsh();
        List<WarfighterEvent> events = passed.advance(5);
        assertEquals(true, Board.only(EnvironRolled.class, events).get(0).passed());
        assertEquals(List.of(), passed.state().environ());
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.0.1 Environment, §4.4 Buy and Sell (clarifications 114, 115): the Winter Kit comes with a Hardy: Cold counter, which protects its Army from a failed Cold roll, once")
    void winterKitsCounterProtects() {
        Board board = marsh();
        board.equip(1, "winter-kit");
        assertEquals(List.of("Cold"), board.state().army(1).attachments().get(0).hardy());
        assertEquals(List.of(), board.state().army(1).hardy());

        board.advance(4);
        assertTrue(board.legal(0).contains(new ChooseEnvironResult(1, "hardy")));
        assertEquals(List.of(new EnvironResolved(1, "hardy")), board.decide(0, new ChooseEnvironResult(1, "hardy")));
        ArmyState regiment = board.state().army(1);
        assertEquals(List.of(List.of(), 0, 0), List.of(regiment.attachments().get(0).hardy(), regiment.pins(), regiment.hits()));

        board.given(new PhaseBegan(Step.CLEANUP)).advance(4);
        assertFalse(board.legal(0).contains(new ChooseEnvironResult(1, "hardy")), "the counter is spent");
        assertEquals("environ.no-hardy", rule(() -> board.decide(0, new ChooseEnvironResult(1, "hardy"))));
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.0.1 Environment (\"a Hardy counter matching the keyword\"; clarification 115): a Hardy counter of another Environ does not protect")
    void hardyMustMatchTheEnviron() {
        Pack rainKit = FixturePacks.withAttachment("winter-kit",
                FixturePacks.stackAndCounters(null, List.of(new Cards.Counter("hardy", 1, "Rain"))));
        Board board = Board.mission(rainKit, 2, "probe", "vital-hill", "frozen-marsh");
        int regiment = board.army("33rd-regiment", 2, 0);
        board.army("fenwick-rifles", 1, 1);
        board.equip(regiment, "winter-kit").given(new LocationActivated(2, regiment, "free", 0), new PhaseBegan(Step.CLEANUP));
        assertEquals(List.of("Rain"), board.state().army(regiment).attachments().get(0).hardy());

        board.advance(4);
        assertEquals(List.of(new ChooseEnvironResult(regiment, "hit"), new ChooseEnvironResult(regiment, "pin")), board.legal(0));
        assertEquals("environ.no-hardy", rule(() -> board.decide(0, new ChooseEnvironResult(regiment, "hardy"))));
        assertEquals(List.of("Rain"), board.state().army(regiment).attachments().get(0).hardy(), "nothing changed");
    }
}
