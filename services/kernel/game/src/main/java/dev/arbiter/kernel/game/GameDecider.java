package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.Bot;
import dev.arbiter.kernel.spi.CommandShape;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.VerifiableDice;
import dev.arbiter.kernel.spi.Viewer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.random.RandomGenerator;

/**
 * A ruleset wrapped in the game's life cycle: creation, seats being taken, play, and the end.
 * After the opening events and after every command it runs the ruleset's automatic steps
 * ({@link AutomaticSteps}) until some seat must choose or the game is over, so no ruleset writes
 * that loop itself. Pure, like the ruleset inside it, so that an audit can run the stored commands
 * through it again and compare the events byte for byte.
 */
public final class GameDecider<S, C, E> {

    /** The bot every ruleset offers. */
    public static final String RANDOM_BOT = "random";

    /** How often a bot may choose again after the rules refused its choice. */
    private static final int BOT_ATTEMPTS = 20;

    private final Rules<S, C, E> rules;

    public GameDecider(Rules<S, C, E> rules) {
        this.rules = rules;
    }

    public Rules<S, C, E> rules() {
        return rules;
    }

    /** Creates a game; the seats in {@code bots} are taken at once by the service's own players. */
    public Decision<S> create(Setup setup, Map<Integer, String> bots, Randomness randomness) {
        rules.initialState(setup);
        List<Object> events = new ArrayList<>();
        Game<S> game = apply(null, new GameCreated(rules.name(), rules.version(), setup.seats(), setup.options(),
                VerifiableDice.commitment(randomness.seed())), events);
        for (var bot : new TreeMap<>(bots).entrySet()) {
            game = apply(game, SeatJoined.bot(bot.getKey(), bot.getValue()), events);
        }
        return new Decision<>(events, game, randomness.nextDraw());
    }

    /** The bot names a game may seat: {@code random} and the ruleset's own. */
    public Set<String> botNames() {
        Set<String> names = new TreeSet<>(rules.bots().keySet());
        names.add(RANDOM_BOT);
        return names;
    }

    public Optional<Bot<C>> bot(String name) {
        return RANDOM_BOT.equals(name) ? Optional.of(Bot.random()) : Optional.ofNullable(rules.bots().get(name));
    }

    /**
     * The command the bot in this seat sends now, one the rules accept. The bot sees only what the
     * seat sees: the seat's view (built only for a bot that reads it) and its legal commands. A command sampled from a shape may still
     * break a rule, so such a choice is tried on a copy of the dice first, and the bot chooses again.
     */
    public C botCommand(Game<S> game, int seat, Randomness randomness, RandomGenerator random) {
        String name = game.seats().get(seat).bot();
        Bot<C> bot = bot(name).orElseThrow(() -> new IllegalStateException("no bot " + name + " in " + rules.name()));
        S state = game.rules();
        Object view = bot.readsView() ? Redactor.view(rules.view(state), Viewer.seat(seat)) : null;
        List<C> legal = rules.legalActions(state, seat);
        List<CommandShape<C>> shapes = rules.commandShapes(state, seat);
        RuleViolation last = null;
        for (int attempt = 0; attempt < BOT_ATTEMPTS; attempt++) {
            C command = bot.choose(view, legal, shapes, random);
            if (legal.contains(command)) {
                return command;
            }
            try {
                rules.decide(state, seat, command, randomness.dice(game.clientSeeds()));
                return command;
            } catch (RuleViolation refused) {
                last = refused;
            }
        }
        throw new IllegalStateException(rules.name() + " bot " + name + " found no command the rules accept in seat " + seat, last);
    }

    /** Takes a seat; the last seat taken starts the game with the ruleset's opening events. */
    public Decision<S> join(Game<S> game, int seat, String name, String clientSeed, Randomness randomness) {
        if (game.finished()) {
            // only an abandoned game ends before every seat is taken
            throw new GameRefusal(GameRefusal.Kind.FINISHED, "the game is over");
        }
        if (seat < 0 || seat >= game.seats().size()) {
            throw new GameRefusal(GameRefusal.Kind.UNKNOWN_SEAT, "this game has seats 0 to " + (game.seats().size() - 1));
        }
        if (game.seats().get(seat) != null) {
            throw new GameRefusal(GameRefusal.Kind.SEAT_TAKEN, "seat " + seat + " is already taken");
        }
        List<Object> events = new ArrayList<>();
        Game<S> next = apply(game, SeatJoined.person(seat, name, clientSeed), events);
        if (!next.started()) {
            return new Decision<>(events, next, randomness.nextDraw());
        }
        VerifiableDice dice = randomness.dice(next.clientSeeds());
        next = applyAll(next, rules.start(next.rules(), dice), events);
        next = runOn(next, dice, events);
        return new Decision<>(events, next, dice.nextDraw());
    }

    /** One seat's move: refused by {@link TurnCheck} out of turn, then checked by the ruleset. */
    public Decision<S> play(Game<S> game, int seat, C command, Randomness randomness) {
        if (game.finished()) {
            // an abandoned game is over although its rules' state is not, so TurnCheck alone would not see it
            throw new GameRefusal(GameRefusal.Kind.FINISHED, "the game is over");
        }
        if (!game.started()) {
            throw new GameRefusal(GameRefusal.Kind.NOT_YOUR_TURN, "the game waits for every seat to be taken");
        }
        VerifiableDice dice = randomness.dice(game.clientSeeds());
        List<E> decided = TurnCheck.decide(rules, game.rules(), seat, command, dice);
        if (decided.isEmpty()) {
            throw new IllegalStateException(rules.name() + " accepted " + command + " but decided no event: a ruleset must record every accepted command");
        }
        List<Object> events = new ArrayList<>();
        Game<S> next = applyAll(game, decided, events);
        next = runOn(next, dice, events);
        return new Decision<>(events, next, dice.nextDraw());
    }

    /**
     * Ends a game that has not ended, whatever it waits for, with no results: its {@code GameEnded} reveals the seed,
     * so the dice and every sealed payload can be audited although the rules never ended it.
     */
    public Decision<S> abandon(Game<S> game, Abandonment why, Randomness randomness) {
        if (game.finished()) {
            throw new GameRefusal(GameRefusal.Kind.FINISHED, "the game is over");
        }
        VerifiableDice dice = randomness.dice(game.clientSeeds());
        List<Object> events = new ArrayList<>();
        Game<S> next = apply(game, GameEnded.abandoned(why, dice.revealedSeed()), events);
        return new Decision<>(events, next, dice.nextDraw());
    }

    /** Whether the game waits for this seat's decision. */
    public boolean awaits(Game<S> game, int seat) {
        return awaiting(game).contains(seat);
    }

    /** The seats whose decision the game waits for: the ruleset's answer while the game runs. */
    public List<Integer> awaiting(Game<S> game) {
        return game.started() && !game.finished() ? rules.awaiting(game.rules()) : List.of();
    }

    @SuppressWarnings("unchecked")
    public Game<S> evolve(Game<S> game, Object event) {
        if (event instanceof GameCreated created) {
            Setup setup = new Setup(created.seats(), created.options());
            return new Game<>(setup, Collections.nCopies(created.seats(), null), rules.initialState(setup), null);
        }
        if (event instanceof SeatJoined joined) {
            return game.withSeat(joined);
        }
        if (event instanceof GameEnded ended) {
            return game.ended(ended.outcome());
        }
        return game.withRules(rules.evolve(game.rules(), (E) event));
    }

    /** Runs the automatic steps until a seat must choose, then ends the game if it is over. */
    private Game<S> runOn(Game<S> game, VerifiableDice dice, List<Object> events) {
        AutomaticSteps.Run<S, E> run = AutomaticSteps.run(rules, game.rules(), dice);
        events.addAll(run.events());
        Game<S> next = game.withRules(run.state());
        Outcome outcome = rules.outcome(next.rules());
        return outcome.finished() ? apply(next, GameEnded.of(outcome, dice.revealedSeed()), events) : next;
    }

    private Game<S> applyAll(Game<S> game, List<E> produced, List<Object> events) {
        for (E event : produced) {
            game = apply(game, event, events);
        }
        return game;
    }

    private Game<S> apply(Game<S> game, Object event, List<Object> events) {
        events.add(event);
        return evolve(game, event);
    }
}
