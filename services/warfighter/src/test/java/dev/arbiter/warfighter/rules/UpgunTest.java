package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.PlayActionCard;
import dev.arbiter.warfighter.rules.WarfighterCommand.Upgun;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Upgunning an Action Card (§3.1.3.1): any Army pays 1 XP and the bracketed text is used instead. */
class UpgunTest {

    private static String rule(Runnable command) {
        return assertThrows(RuleViolation.class, command::run).rule();
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning (the Field Rations example): another Army pays the 1 XP and the card then helps any Army")
    void anotherArmyPaysAndTheBracketsApply() {
        Board board = Board.wide();
        int regiment = board.army("309th-regiment", 1);
        int rifles = board.army("fenwick-rifles", 3);
        board.given(new SupplyLost("army", rifles, 1, "test"));
        int platoon = board.hostile("rifle-platoon", 2);
        board.given(new HostileEliminated(platoon, rifles, 1));
        board.hand(regiment, "field-rations#1");
        int supply = board.state().army(rifles).supply();

        assertEquals("card.target", rule(() -> board.armyDoes(regiment, new PlayActionCard("field-rations#1", rifles, "gainSupply", null))),
                "not upgunned: only its own Army");
        List<WarfighterEvent> played = board.armyDoes(regiment,
                new PlayActionCard("field-rations#1", rifles, "gainSupply", new Upgun(rifles)));
        assertEquals(List.of(new XpPaid(rifles, 1, "upgun"), new ActionCardPlayed(regiment, "field-rations#1", rifles, "gainSupply", rifles)),
                played);
        assertEquals(supply + 1, board.state().army(rifles).supply());
        assertEquals(0, board.state().army(rifles).xp());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning: only a card with bracketed text is upgunned, and only by an Army that has the XP")
    void bracketsAndXpNeeded() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.armyPins(regiment, 2);
        board.hand(regiment, "rally#1");
        assertEquals("card.upgun-xp", rule(() -> board.armyDoes(regiment, new PlayActionCard("rally#1", null, null, new Upgun(regiment)))));
        int platoon = board.hostile("rifle-platoon", 2);
        board.given(new HostileEliminated(platoon, regiment, 1));
        board.armyDoes(regiment, new PlayActionCard("rally#1", null, null, new Upgun(regiment)));
        assertEquals(0, board.state().army(regiment).pins(), "upgunned Rally removes 2 Pins");

        Board coats = Board.probe();
        int other = coats.army("309th-regiment", 1);
        int hostile = coats.hostile("rifle-platoon", 2);
        coats.given(new HostileEliminated(hostile, other, 1));
        coats.hand(other, "greatcoats#1");
        assertEquals("card.upgun-none", rule(() -> coats.armyDoes(other, new PlayActionCard("greatcoats#1", null, null, new Upgun(other)))));
    }
}
