package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import java.util.ArrayList;
import java.util.List;

/** The d6s of one roll, each kept as the {@link Roll} the event will record (inventory D01). */
public record Thrown(List<Roll> dice) {

    public Thrown {
        dice = List.copyOf(dice);
    }

    public static Thrown none() {
        return new Thrown(List.of());
    }

    public static Thrown of(Dice dice, int count) {
        List<Roll> rolls = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            rolls.add(dice.d6());
        }
        return new Thrown(rolls);
    }

    public int sum() {
        return dice.stream().mapToInt(Roll::value).sum();
    }

    /** Every die shows 1 (a miss, whatever the numbers: "Attack Roll"). */
    public boolean allOnes() {
        return !dice.isEmpty() && dice.stream().allMatch(roll -> roll.value() == 1);
    }

    /** Every one of two or more dice shows 6 (a hit, whatever the numbers: "Attack Roll"). */
    public boolean allSixesOnTwoOrMore() {
        return dice.size() >= 2 && dice.stream().allMatch(roll -> roll.value() == 6);
    }

    /** Some two dice show the same number (a critical hit when the attack hits). */
    public boolean anyTwoAlike() {
        return dice.stream().map(Roll::value).distinct().count() < dice.size();
    }
}
