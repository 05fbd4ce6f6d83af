package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.VerifiableDice;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

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
        Random bot = new Random(seed);
        Dice dice = new VerifiableDice(seedBytes(seed), "playout-" + seed, List.of(), 0);
        S initial = rules.initialState(setup);
        List<E> log = new ArrayList<>();
        S state = apply(initial, rules.start(initial, dice), log, seed);
        int commands = 0;
        while (!rules.outcome(state).finished()) {
            if (commands++ == maxCommands) {
                fail("seed " + seed + ": no winner after " + maxCommands + " commands");
            }
            S now = state;
            List<Integer> waiting = IntStream.range(0, setup.seats())
                    .filter(seat -> !rules.legalActions(now, seat).isEmpty()).boxed().toList();
            assertFalse(waiting.isEmpty(), "seed " + seed + ": the game is running but waits for nobody");
            int seat = waiting.get(bot.nextInt(waiting.size()));
            List<C> legal = rules.legalActions(state, seat);
            C command = legal.get(bot.nextInt(legal.size()));
            List<E> events;
            try {
                events = rules.decide(state, seat, command, dice);
            } catch (RuleViolation violation) {
                throw new AssertionError("seed " + seed + ": legal action " + command + " of seat " + seat
                        + " was refused: " + violation.rule() + ": " + violation.getMessage(), violation);
            }
            state = apply(state, events, log, seed);
        }
        assertEquals(state, replay(initial, log), "seed " + seed + ": replaying the events gives another state");
        return new Result<>(seed, state, List.copyOf(log), rules.outcome(state), commands);
    }

    private S apply(S state, List<E> events, List<E> log, long seed) {
        for (E event : events) {
            state = rules.evolve(state, event);
            log.add(event);
            for (Invariant<S> invariant : invariants) {
                String problem = invariant.violation(state);
                if (problem != null) {
                    fail("seed " + seed + ", event " + log.size() + " " + event + ": " + problem);
                }
            }
        }
        return state;
    }

    private S replay(S initial, List<E> log) {
        S state = initial;
        for (E event : log) {
            state = rules.evolve(state, event);
        }
        return state;
    }

    private static byte[] seedBytes(long seed) {
        return ByteBuffer.allocate(32).putLong(seed).putLong(~seed).putLong(seed * 31).putLong(seed ^ 0x5DEECE66DL).array();
    }
}
