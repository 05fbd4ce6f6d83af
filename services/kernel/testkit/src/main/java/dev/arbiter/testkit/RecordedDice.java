package dev.arbiter.testkit;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Dice for deciding a command again: first the real dice with every roll written down, then
 * replays of those rolls, each with some of them showing another face.
 */
final class RecordedDice implements Dice {

    private final Dice source;
    private final List<Roll> rolls;
    private final Set<Integer> changed;
    private int next;

    private RecordedDice(Dice source, List<Roll> rolls, Set<Integer> changed) {
        this.source = source;
        this.rolls = rolls;
        this.changed = changed;
    }

    /** The real dice, recorded. */
    static RecordedDice recording(Dice real) {
        return new RecordedDice(real, new ArrayList<>(), Set.of());
    }

    /** Dice that show 1 on every roll, for commands that are only asked whether they are refused. */
    static RecordedDice fixed() {
        return new RecordedDice(null, List.of(), Set.of());
    }

    /** The same rolls again, those at {@code changed} showing the next face up. */
    RecordedDice replay(Set<Integer> changed) {
        return new RecordedDice(null, List.copyOf(rolls), changed);
    }

    int rolled() {
        return rolls.size();
    }

    @Override
    public Roll roll(int sides) {
        int index = next++;
        if (source != null) {
            Roll roll = source.roll(sides);
            rolls.add(roll);
            return roll;
        }
        // a decision that rolls more or other dice than the recorded one gets fixed faces: it differs anyway
        Roll recorded = index < rolls.size() && rolls.get(index).sides() == sides ? rolls.get(index) : new Roll(-1 - index, sides, 1);
        return changed.contains(index) ? new Roll(recorded.draw(), sides, recorded.value() % sides + 1) : recorded;
    }
}
