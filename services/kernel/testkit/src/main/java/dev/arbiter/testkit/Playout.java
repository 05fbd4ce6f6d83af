package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import java.util.List;

/**
 * Seeded random-bot games played to the end with the real rules. After every event the
 * invariants are checked; at the end, replaying the events must give the live state.
 */
public final class Playout<S, C, E> {

    /** A property that must hold after every event. */
    @FunctionalInterface
    public interface Invariant<S> {
        /** Returns a description of what is wrong, or null when the state is sound. */
        String violation(S state);
    }

    /** One finished game. */
    public record Result<S, E>(long seed, S state, List<E> events, Outcome outcome, int commands) {
    }

    private final Rules<S, C, E> rules;
    private final Setup setup;
    private final List<Invariant<S>> invariants;
    private final int maxCommands;

    public Playout(Rules<S, C, E> rules, Setup setup, int maxCommands, List<Invariant<S>> invariants) {
        this.rules = rules;
        this.setup = setup;
        this.invariants = List.copyOf(invariants);
        this.maxCommands = maxCommands;
    }

    /** Plays one game; the same seed always plays the same game. */
    public Result<S, E> play(long seed) {
        RandomBot.Game<S, E> game = new RandomBot<>(rules, setup, maxCommands).play(seed, (state, event, index) -> {
            for (Invariant<S> invariant : invariants) {
                String problem = invariant.violation(state);
                if (problem != null) {
                    fail("seed " + seed + ", event " + index + " " + event + ": " + problem);
                }
            }
        });
        assertEquals(game.state(), replay(game.initial(), game.events()), "seed " + seed + ": replaying the events gives another state");
        return new Result<>(seed, game.state(), game.events(), rules.outcome(game.state()), game.commands());
    }

    private S replay(S initial, List<E> log) {
        S state = initial;
        for (E event : log) {
            state = rules.evolve(state, event);
        }
        return state;
    }
}
