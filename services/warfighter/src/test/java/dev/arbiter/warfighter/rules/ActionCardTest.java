package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.PlayActionCard;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyLost;
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
}
