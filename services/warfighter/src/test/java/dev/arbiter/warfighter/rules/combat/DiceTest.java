package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.VerifiableDice;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.turn.Flow;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The dice (warfighter-war.md §3.1.1 Dickey Matters, §3.3.2 Roll Attack and Defeat Cover dice, §3.2.0.1; docs/rules/warfighter.md, Dice). */
class DiceTest {

    /** The kernel's verifiable dice, every roll kept as the rules asked for it. */
    private static final class Kept implements Dice {
        private final Dice kernel = new VerifiableDice(new byte[32], "dice-test", List.of(), 0);
        private final List<Roll> rolls = new ArrayList<>();

        @Override
        public Roll roll(int sides) {
            Roll roll = kernel.roll(sides);
            rolls.add(roll);
            return roll;
        }
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.1 Dickey Matters, §3.3.2: an attack rolls one d10 and one d6 from the kernel's dice and records them as rolled; the d10's 0 face counts as 10")
    void d10AndD6FromTheKernel() {
        Kept dice = new Kept();
        for (int i = 0; i < 40; i++) {
            Board board = Board.probe();
            int regiment = board.army("33rd-regiment", 1);
            int platoon = board.hostile("rifle-platoon", 1);
            board.given(new TurnBegan(regiment, 0));
            int from = dice.rolls.size();
            List<WarfighterEvent> events = board.when((em, d) -> new Flow(board.cards()).handle(em, 0,
                    new WarfighterCommand.Attack(platoon, false, List.of(), List.of()), dice));
            List<Roll> asked = dice.rolls.subList(from, dice.rolls.size());
            assertEquals(List.of(10, 6), asked.stream().map(Roll::sides).toList());
            AttackRolled rolled = Board.only(AttackRolled.class, events).get(0);
            assertEquals(List.of(asked.get(0)), rolled.attackRolls());
            assertEquals(asked.get(1), rolled.coverRoll());
            assertEquals(asked.get(0).value(), rolled.kept(), "the face read as rolled, a 10 as 10");
        }
        assertTrue(dice.rolls.stream().anyMatch(r -> r.sides() == 10 && r.value() == 10), "the 0 face came up and was read as 10");
    }
}
