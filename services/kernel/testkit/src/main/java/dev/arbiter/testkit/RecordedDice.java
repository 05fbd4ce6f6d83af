package dev.arbiter.testkit;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Dice for deciding a command again: first the real dice with every roll written down, then
 * replays of those rolls, each with some of them showing another face.
 */
final class RecordedDice implements Dice {

    private final Dice source;
    private final List<Roll> rolls;
    private final int changed;
    private final Random beyond = new Random(1);
    private int next;

    private RecordedDice(Dice source, List<Roll> rolls, int changed) {
        this.source = source;
        this.rolls = rolls;
        this.changed = changed;
    }

    /** The real dice, recorded. */
    static RecordedDice recording(Dice real) {
        return new RecordedDice(real, new ArrayList<>(), -1);
    }

    /** Seeded dice, for commands that are only asked whether they are refused. */
    static RecordedDice fixed() {
        return new RecordedDice(null, List.of(), -1);
    }

    /** The same rolls again, the one at index {@code changed} (if any) showing the next face up. */
    RecordedDice replay(int changed) {
        return new RecordedDice(null, List.copyOf(rolls), changed);
    }

    int rolled() {
        return rolls.size();
    }

    /** The rolls recorded so far, as they stand now. */
    List<Roll> rolls() {
        return List.copyOf(rolls);
    }

    @Override
    public Roll roll(int sides) {
        int index = next++;
        if (source != null) {
            Roll roll = source.roll(sides);
            rolls.add(roll);
            return roll;
        }
        // a decision that rolls more or other dice than the recorded one gets seeded faces (fixed
        // faces could tie forever where the rules re-roll ties)
        Roll recorded = index < rolls.size() && rolls.get(index).sides() == sides ? rolls.get(index)
                : new Roll(-1 - index, sides, 1 + beyond.nextInt(sides));
        return index == changed ? new Roll(recorded.draw(), sides, recorded.value() % sides + 1) : recorded;
    }
}
