package dev.arbiter.testkit;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.VerifiableDice;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Plays a whole game with the real rules: at each step a random awaited seat sends a random
 * legal action. The same seed always plays the same game. Used by playout tests and benchmarks.
 */
public final class RandomBot<S, C, E> {

    /** Told of every event as it is applied. */
    @FunctionalInterface
    public interface Watcher<S, E> {
        void applied(S state, E event, int index);
    }

    /** How a game went. */
    public record Game<S, E>(S initial, S state, List<E> events, int commands) {
    }

    private final Rules<S, C, E> rules;
    private final Setup setup;
    private final int maxCommands;

    public RandomBot(Rules<S, C, E> rules, Setup setup, int maxCommands) {
        this.rules = rules;
        this.setup = setup;
        this.maxCommands = maxCommands;
    }

    public Game<S, E> play(long seed, Watcher<S, E> watcher) {
        Random bot = new Random(seed);
        Dice dice = new VerifiableDice(seedBytes(seed), "playout-" + seed, List.of(), 0);
        S initial = rules.initialState(setup);
        List<E> log = new ArrayList<>();
        S state = apply(initial, rules.start(initial, dice), log, watcher);
        int commands = 0;
        while (!rules.outcome(state).finished()) {
            if (commands++ == maxCommands) {
                throw new AssertionError("seed " + seed + ": no winner after " + maxCommands + " commands");
            }
            List<Integer> waiting = new ArrayList<>();
            for (int seat = 0; seat < setup.seats(); seat++) {
                if (!rules.legalActions(state, seat).isEmpty()) {
                    waiting.add(seat);
                }
            }
            if (waiting.isEmpty()) {
                throw new AssertionError("seed " + seed + ": the game is running but waits for nobody");
            }
            int seat = waiting.get(bot.nextInt(waiting.size()));
            List<C> legal = rules.legalActions(state, seat);
            C command = legal.get(bot.nextInt(legal.size()));
            try {
                state = apply(state, rules.decide(state, seat, command, dice), log, watcher);
            } catch (RuleViolation violation) {
                throw new AssertionError("seed " + seed + ": legal action " + command + " of seat " + seat
                        + " was refused: " + violation.rule() + ": " + violation.getMessage(), violation);
            }
        }
        return new Game<>(initial, state, List.copyOf(log), commands);
    }

    private S apply(S state, List<E> events, List<E> log, Watcher<S, E> watcher) {
        for (E event : events) {
            state = rules.evolve(state, event);
            log.add(event);
            watcher.applied(state, event, log.size());
        }
        return state;
    }

    private static byte[] seedBytes(long seed) {
        return ByteBuffer.allocate(32).putLong(seed).putLong(~seed).putLong(seed * 31).putLong(seed ^ 0x5DEECE66DL).array();
    }
}
