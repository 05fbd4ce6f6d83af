package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.Attack;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Range (warfighter-war.md §3.1.5). */
class RangeTest {

    @Test
    @DisplayName("warfighter-war.md §3.1.5 Range: Range is the number of columns apart, 0 in the same column; an R0-1 Army reaches the next column but not the one after")
    void columnsApart() {
        Board board = Board.wide();
        int hussars = board.army("corran-hussars", 2); // R0-1
        int same = board.hostile("rifle-platoon", 2);
        int next = board.hostile("rifle-platoon", 3);
        int twoAway = board.hostile("rifle-platoon", 4);
        board.given(new TurnBegan(hussars, 0));

        assertEquals("attack.out-of-range",
                assertThrows(RuleViolation.class, () -> board.decide(0, new Attack(twoAway, false, List.of(), List.of()))).rule());
        assertEquals(new AttackDeclared("army", hussars, "hostile", next, 1, List.of(), false),
                Board.only(AttackDeclared.class, board.decide(0, new Attack(next, false, List.of(), List.of()), 1, 1)).get(0));
        assertEquals(new AttackDeclared("army", hussars, "hostile", same, 0, List.of(), false),
                Board.only(AttackDeclared.class, board.decide(0, new Attack(same, false, List.of(), List.of()), 1, 1)).get(0));
    }
}
