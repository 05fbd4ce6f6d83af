package dev.arbiter.testkit;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.kernel.game.Decision;
import dev.arbiter.kernel.game.GameCodec;
import dev.arbiter.kernel.game.GameDecider;
import dev.arbiter.kernel.game.Lifecycle;
import dev.arbiter.kernel.game.Randomness;
import dev.arbiter.kernel.game.WireJson;
import dev.arbiter.kernel.spi.Bot;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Viewer;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Plays a whole game with the real rules inside the kernel's own life cycle ({@link GameDecider}:
 * the opening, the automatic steps, the end): at each step a random awaited seat sends a random
 * legal command, chosen by the kernel's random bot, or by the bot given for that seat. Every command is recorded with the dice
 * position it was decided at, so the game can be decided again from the record, each command
 * then going through the JSON a client would send. The same seed always plays the same game. Used
 * by playout tests and benchmarks.
 */
public final class RandomBot<S, C, E> {

    /** Told of every ruleset event as it is applied, with the ruleset's state after it. */
    @FunctionalInterface
    public interface Watcher<S, E> {
        void applied(S state, E event, int index);
    }

    /**
     * One command as sent: its seat, the command, and the index of the first die it could use. It is
     * turned into JSON only when the game is decided again, which a benchmark's games never are.
     */
    public record Move(int seat, Object command, long nextDraw) {
    }

    /**
     * How a game went: the ruleset's first and last states, its events, every command, and the whole
     * log with the kernel's own events.
     */
    public record Game<S, E>(S initial, S state, List<E> events, List<Move> moves, List<Object> log) {

        public int commands() {
            return moves.size();
        }
    }

    /**
     * One mapper for every bot: Jackson builds a record type's (de)serializers once per mapper, and
     * a playout test makes a bot for each of its games, so a mapper per bot spent most of a short
     * game building them again. The mapper is configured once, never changed, and thread-safe.
     */
    private static final ObjectMapper MAPPER = WireJson.mapper();

    private final Rules<S, C, E> rules;
    private final Setup setup;
    private final int maxCommands;
    private final GameDecider<S, C, E> decider;
    private final GameCodec codec;
    private final Map<Integer, Bot<C>> players;

    public RandomBot(Rules<S, C, E> rules, Setup setup, int maxCommands) {
        this(rules, setup, maxCommands, Map.of());
    }

    /** Games where the seats in {@code players} are played by those bots (a ruleset's own, say), the others by the random one. */
    public RandomBot(Rules<S, C, E> rules, Setup setup, int maxCommands, Map<Integer, Bot<C>> players) {
        this.players = Map.copyOf(players);
        this.rules = rules;
        this.setup = setup;
        this.maxCommands = maxCommands;
        this.decider = new GameDecider<>(rules);
        this.codec = new GameCodec(MAPPER, rules);
    }

    public GameCodec codec() {
        return codec;
    }

    /**
     * Plays one game and then shows the watcher every ruleset event, each with the state after it
     * (folding the events again, which costs about as much as deciding them).
     */
    public Game<S, E> play(long seed, Watcher<S, E> watcher) {
        Game<S, E> game = play(seed);
        S state = game.initial();
        for (int index = 0; index < game.events().size(); index++) {
            E event = game.events().get(index);
            state = rules.evolve(state, event);
            watcher.applied(state, event, index + 1);
        }
        return game;
    }

    /** Plays one game; the same seed always plays the same game. */
    public Game<S, E> play(long seed) {
        Random random = new Random(seed);
        Bot<C> randomBot = Bot.random();
        List<Object> log = new ArrayList<>();
        Decision<S> decision = opening(seed, log);
        List<E> events = new ArrayList<>();
        addRulesEvents(log, events);
        S initial = rules.initialState(setup);
        List<Move> moves = new ArrayList<>();
        while (!decision.game().finished()) {
            if (moves.size() == maxCommands) {
                throw new AssertionError("seed " + seed + ": no winner after " + maxCommands + " commands");
            }
            List<Integer> waiting = decider.awaiting(decision.game());
            if (waiting.isEmpty()) {
                throw new AssertionError("seed " + seed + ": the game is running but waits for nobody");
            }
            int seat = waiting.get(random.nextInt(waiting.size()));
            S state = decision.game().rules();
            List<C> legal = rules.legalActions(state, seat);
            var shapes = rules.commandShapes(state, seat);
            if (legal.isEmpty() && shapes.isEmpty()) {
                throw new AssertionError("seed " + seed + ": the game waits for seat " + seat + ", which has no legal command");
            }
            Bot<C> bot = players.getOrDefault(seat, randomBot);
            Object view = bot.readsView() ? Redactor.view(rules.view(state), Viewer.seat(seat)) : null;
            C command = bot.choose(view, legal, shapes, random);
            moves.add(new Move(seat, command, decision.nextDraw()));
            try {
                decision = decider.play(decision.game(), seat, command, randomness(seed, decision.nextDraw()));
            } catch (RuleViolation violation) {
                throw new AssertionError("seed " + seed + ": legal command " + command + " of seat " + seat
                        + " was refused: " + violation.rule() + ": " + violation.getMessage(), violation);
            }
            log.addAll(decision.events());
            addRulesEvents(decision.events(), events);
        }
        return new Game<>(initial, decision.game().rules(), List.copyOf(events), List.copyOf(moves), List.copyOf(log));
    }

    /**
     * Decides a played game again as the audit does: every command written as the JSON a client
     * sends and read back from it through the codec, with the dice where they stood. Returns the
     * whole log this produces.
     */
    public List<Object> replay(long seed, List<Move> moves) {
        List<Object> log = new ArrayList<>();
        Decision<S> decision = opening(seed, log);
        for (Move move : moves) {
            C command = rules.commandType().cast(codec.command(codec.commandJson(move.command())));
            decision = decider.play(decision.game(), move.seat(), command, randomness(seed, move.nextDraw()));
            log.addAll(decision.events());
        }
        return log;
    }

    /** Creates the game and fills every seat, which starts it. */
    private Decision<S> opening(long seed, List<Object> log) {
        Decision<S> decision = decider.create(setup, Map.of(), randomness(seed, 0));
        log.addAll(decision.events());
        for (int seat = 0; seat < setup.seats(); seat++) {
            decision = decider.join(decision.game(), seat, "seat " + seat, null, randomness(seed, decision.nextDraw()));
            log.addAll(decision.events());
        }
        return decision;
    }

    /**
     * Adds the ruleset's events among {@code decided}, all but the kernel's own, to {@code events}.
     * Done as each command is decided, while its events are in the processor's cache: sorting the
     * whole log at the end cost a twentieth of a Warmeister playout.
     */
    @SuppressWarnings("unchecked")
    private static <E> void addRulesEvents(List<Object> decided, List<E> events) {
        for (Object event : decided) {
            if (!(event instanceof Lifecycle)) {
                events.add((E) event);
            }
        }
    }

    /** The randomness of the game played with {@code seed}, at draw {@code nextDraw}. */
    public static Randomness randomness(long seed, long nextDraw) {
        return new Randomness("playout-" + seed, seedBytes(seed), nextDraw);
    }

    private static byte[] seedBytes(long seed) {
        return ByteBuffer.allocate(32).putLong(seed).putLong(~seed).putLong(seed * 31).putLong(seed ^ 0x5DEECE66DL).array();
    }
}
