package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * The loop every game shares: while a running game waits for nobody, take the ruleset's next
 * automatic step ({@link Rules#advance}). Written once here for the kernel and for rules tests.
 */
public final class AutomaticSteps {

    /** An automatic step that never hands over to a seat would be a bug, not a long game. */
    private static final int MAX_STEPS = 100_000;

    /** The events the steps produced, and the ruleset's state after them. */
    public record Run<S, E>(List<E> events, S state) {
    }

    private AutomaticSteps() {
    }

    public static <S, E> Run<S, E> run(Rules<S, ?, E> rules, S state, Dice dice) {
        List<E> events = new ArrayList<>();
        for (int steps = 0; !rules.outcome(state).finished() && rules.awaiting(state).isEmpty(); steps++) {
            if (steps == MAX_STEPS) {
                throw new IllegalStateException(rules.name() + " waits for nobody and does not move on");
            }
            for (E event : rules.advance(state, dice)) {
                state = rules.evolve(state, event);
                events.add(event);
            }
        }
        return new Run<>(List.copyOf(events), state);
    }
}
