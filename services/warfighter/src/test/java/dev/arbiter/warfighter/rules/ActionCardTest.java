package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.arbiter.warfighter.rules.WarfighterCommand.PlayActionCard;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyLost;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Playing an Action Card (§3.3.4, §3.1.3.1). */
class ActionCardTest {

    @Test
    @Disabled("wf-bugs: 4 — Field Rations applies both of its either/or effects; PlayActionCard has no choice member")
    @DisplayName("warfighter-war.md, §3.1.3.1 Upgunning (the Field Rations example): \"Regain 1, or discard 2 Pin counters\" gives one of the two, not both")
    void alternativesAreOneOrTheOther() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.given(new SupplyLost("army", regiment, 1, "test"));
        board.armyPins(regiment, 2);
        board.hand(regiment, "field-rations#1");

        board.armyDoes(regiment, new PlayActionCard("field-rations#1", null));
        ArmyState after = board.state().army(regiment);
        boolean regained = after.supply() == 5;
        boolean unpinned = after.pins() == 0;
        assertNotEquals(regained, unpinned, "supply " + after.supply() + ", pins " + after.pins());
        assertEquals(1, board.state().actionDiscard().size());
    }
}
