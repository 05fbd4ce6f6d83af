package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.WarmeisterEvent.DiceRolled;
import java.util.List;

/**
 * Dice rolled for a card effect or a battle's results, open to Luck (warmeister.txt, EVENT
 * CARDS: "Re-roll any 1 dice roll") until every seat in {@code awaiting} has accepted them.
 */
public record OpenDice(DiceRolled roll, List<Integer> awaiting) {

    public OpenDice {
        awaiting = List.copyOf(awaiting);
    }
}
