package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.GameCodec;
import dev.arbiter.kernel.game.GameDecider;
import dev.arbiter.kernel.spi.Bot;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import java.util.List;
import java.util.Map;

/**
 * Seeded bot games played to the end with the real rules in the kernel's life cycle: the random
 * bot, or a ruleset's own bot in the seats given. After
 * every event the invariants are checked. At the end the game is checked the way an auditor
 * checks a log: every command, read back from its JSON, is decided again and must give the very
 * same events, and folding the events read back from their JSON must give the live state.
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
    private final RandomBot<S, C, E> bot;
    private final List<Invariant<S>> invariants;

    public Playout(Rules<S, C, E> rules, Setup setup, int maxCommands, List<Invariant<S>> invariants) {
        this(rules, setup, maxCommands, invariants, Map.of());
    }

    /** Games where the seats in {@code players} are played by those bots, the others by the random one. */
    public Playout(Rules<S, C, E> rules, Setup setup, int maxCommands, List<Invariant<S>> invariants, Map<Integer, Bot<C>> players) {
        this.rules = rules;
        this.bot = new RandomBot<>(rules, setup, maxCommands, players);
        this.invariants = List.copyOf(invariants);
    }

    /** Plays one game; the same seed always plays the same game. */
    public Result<S, E> play(long seed) {
        RandomBot.Game<S, E> game = bot.play(seed, (state, event, index) -> {
            for (Invariant<S> invariant : invariants) {
                String problem = invariant.violation(state);
                if (problem != null) {
                    fail("seed " + seed + ", event " + index + " " + event + ": " + problem);
                }
            }
        });
        assertEquals(json(game.log()), json(bot.replay(seed, game.moves())),
                "seed " + seed + ": deciding the commands again from their JSON gives other events");
        assertEquals(game.state(), foldFromJson(game.log()), "seed " + seed + ": folding the events read back from JSON gives another state");
        return new Result<>(seed, game.state(), game.events(), rules.outcome(game.state()), game.commands());
    }

    /** Each event as its type and canonical payload, as the log stores it. */
    private List<String> json(List<Object> log) {
        GameCodec codec = bot.codec();
        return log.stream().map(event -> codec.eventType(event) + " " + CanonicalJson.write(codec.eventJson(event))).toList();
    }

    private S foldFromJson(List<Object> log) {
        GameCodec codec = bot.codec();
        GameDecider<S, C, E> decider = new GameDecider<>(rules);
        Game<S> game = null;
        for (Object event : log) {
            game = decider.evolve(game, codec.event(codec.eventType(event), codec.eventJson(event)));
        }
        return game.rules();
    }
}
