package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Playing an Action Card (§3.3.4, §3.1.3.1). */
class ActionCardTest {

    /** The 309th with 1 Supply spent and 2 Pins, Field Rations in hand. */
    private static Board hungryAndPinned() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.given(new SupplyLost("army", regiment, 1, "test"));
        board.armyPins(regiment, 2);
        board.hand(regiment, "field-rations#1");
        return board;
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning (the Field Rations example): \"Regain 1, or discard 2 Pin counters\" gives one of the two, not both")
    void alternativesAreOneOrTheOther() {
        Board regain = hungryAndPinned();
        int supplyBefore = regain.state().army(1).supply();
        regain.armyDoes(1, new PlayActionCard("field-rations#1", null, "gainSupply", null));
        assertEquals(supplyBefore + 1, regain.state().army(1).supply());
        assertEquals(2, regain.state().army(1).pins(), "the Pins stay when Supply is chosen");
        assertEquals(1, regain.state().actionDiscard().size());

        Board unpin = hungryAndPinned();
        unpin.armyDoes(1, new PlayActionCard("field-rations#1", null, "removePins", null));
        assertEquals(supplyBefore, unpin.state().army(1).supply(), "no Supply when the Pins are chosen");
        assertEquals(0, unpin.state().army(1).pins());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.4 Play an Action Card: a card of alternatives needs one of its own effects named; any other card takes no choice")
    void choiceIsNamedOnlyForAlternatives() {
        Board board = hungryAndPinned();
        RuleViolation none = assertThrows(RuleViolation.class, () -> board.armyDoes(1, new PlayActionCard("field-rations#1", null, null, null)));
        assertEquals("card.choice", none.rule());
        RuleViolation foreign = assertThrows(RuleViolation.class,
                () -> board.armyDoes(1, new PlayActionCard("field-rations#1", null, "drawCards", null)));
        assertEquals("card.choice", foreign.rule());
        Board coats = Board.probe();
        int regiment = coats.army("309th-regiment", 1);
        coats.hand(regiment, "greatcoats#1");
        RuleViolation extra = assertThrows(RuleViolation.class,
                () -> coats.armyDoes(regiment, new PlayActionCard("greatcoats#1", null, "giveHardy", null)));
        assertEquals("card.choice", extra.rule());
    }


    @Test
    @DisplayName("warfighter-war.md §3.3.4 Play an Action Card, §3.3.2 Declare Attack, clarification 43: an activity card between Actions, a declare card with its Attack, a defensive card in a Hostile attack's window; each is offered and accepted only there")
    void timingWindows() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.armyPins(regiment, 1);
        int rifles = board.hostile("rifle-platoon", 1);
        board.hand(regiment, "rally#1", "accurate-fire#1", "hold-fast#1");
        board.given(new TurnBegan(regiment, 0));

        List<WarfighterCommand> turn = board.legal(0);
        assertTrue(turn.contains(new PlayActionCard("rally#1", null, null, null)));
        assertTrue(turn.contains(new Attack(rifles, false, List.of("accurate-fire#1"), List.of())));
        assertFalse(turn.stream().anyMatch(c -> c instanceof PlayActionCard p && !p.card().equals("rally#1")), "only the activity card is played on its own");
        assertFalse(turn.stream().anyMatch(c -> c instanceof Attack a && a.cards().stream().anyMatch(x -> !x.equals("accurate-fire#1"))),
                "only the declare card goes with an Attack");
        assertEquals("card.timing", rule(() -> board.armyDoes(regiment, new PlayActionCard("accurate-fire#1", null, null, null))));
        assertEquals("card.timing", rule(() -> board.armyDoes(regiment, new PlayActionCard("hold-fast#1", null, null, null))));
        assertEquals("card.timing", rule(() -> board.armyDoes(regiment, new Attack(rifles, false, List.of("rally#1"), List.of()))));
        assertEquals("card.timing", rule(() -> board.armyDoes(regiment, new Attack(rifles, false, List.of("hold-fast#1"), List.of()))));

        // the Sniper Team (column 3, range 0-1) shoots at the Kestrel Motor Company in column 2; the 309th is out of its range
        Board window = Board.wide();
        int kestrel = window.army("kestrel-motor-company", 2);
        int holder = window.army("309th-regiment", 5);
        int sniper = window.hostile("sniper-team", 3);
        window.hand(holder, "rally#1", "accurate-fire#1", "hold-fast#1");
        window.hostileTurn(sniper);
        assertEquals(kestrel, window.state().reaction().target());
        assertEquals(List.of(new PlayActionCard("hold-fast#1", null, null, null), new Pass()), window.legal(0));
        WarfighterState before = window.state();
        assertEquals("reaction.card", rule(() -> window.decide(0, new PlayActionCard("rally#1", null, null, null))));
        assertEquals("reaction.card", rule(() -> window.decide(0, new PlayActionCard("accurate-fire#1", null, null, null))));
        assertEquals("reaction.waiting", rule(() -> window.decide(0, new Attack(sniper, false, List.of("accurate-fire#1"), List.of()))));
        assertEquals(before, window.state(), "a refused command changes nothing");
        List<WarfighterEvent> played = window.decide(0, new PlayActionCard("hold-fast#1", null, null, null), 1, 1);
        assertEquals(new ActionCardPlayed(holder, "hold-fast#1", kestrel, null, null), played.get(0));
    }
}
