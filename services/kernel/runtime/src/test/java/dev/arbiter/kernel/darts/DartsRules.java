package dev.arbiter.kernel.darts;

import dev.arbiter.kernel.spi.CommandShape;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A co-operative test ruleset with a continuous command: in each round every seat throws a dart
 * at any point of a 48 x 48 wall (a shape, not a list); a throw that misses the round board
 * (radius 24 about the wall's centre) is refused. Once every seat has thrown, the game scores the
 * round by itself (an automatic step) with a d6 of wind. After three rounds the seats win together
 * if they scored 12 or more, else they all lose to the game.
 */
public final class DartsRules implements Rules<DartsRules.State, DartsRules.Command, DartsRules.Event> {

    public static final double WALL = 48;
    public static final int ROUNDS = 3;
    public static final int TARGET = 12;

    public record State(int seats, int round, List<Boolean> thrown, int score) {
        public State {
            thrown = List.copyOf(thrown);
        }
    }

    public sealed interface Command permits Throw {
    }

    public record Throw(double x, double y) implements Command {
    }

    public sealed interface Event permits Thrown, RoundScored {
    }

    public record Thrown(int seat, double x, double y) implements Event {
    }

    public record RoundScored(int round, int points) implements Event {
    }

    @Override
    public String name() {
        return "darts";
    }

    @Override
    public String version() {
        return "1";
    }

    @Override
    public Class<Command> commandType() {
        return Command.class;
    }

    @Override
    public Class<Event> eventType() {
        return Event.class;
    }

    @Override
    public State initialState(Setup setup) {
        RuleViolation.require(setup.seats() >= 1 && setup.seats() <= 4, "setup.seats", "darts is for 1 to 4 players");
        return new State(setup.seats(), 1, java.util.Collections.nCopies(setup.seats(), false), 0);
    }

    @Override
    public List<Event> start(State state, Dice dice) {
        return List.of();
    }

    @Override
    public List<Event> decide(State state, int seat, Command command, Dice dice) {
        Throw dart = (Throw) command;
        double dx = dart.x() - WALL / 2;
        double dy = dart.y() - WALL / 2;
        RuleViolation.require(dx * dx + dy * dy <= WALL * WALL / 4, "throw.off-board", "the dart must land on the board");
        return List.of(new Thrown(seat, dart.x(), dart.y()));
    }

    /** Scores the round once every seat has thrown: one point per seat, plus the wind's d6. */
    @Override
    public List<Event> advance(State state, Dice dice) {
        return List.of(new RoundScored(state.round(), state.seats() + dice.d6().value()));
    }

    @Override
    public State evolve(State state, Event event) {
        if (event instanceof Thrown thrown) {
            List<Boolean> next = new java.util.ArrayList<>(state.thrown());
            next.set(thrown.seat(), true);
            return new State(state.seats(), state.round(), next, state.score());
        }
        RoundScored scored = (RoundScored) event;
        return new State(state.seats(), state.round() + 1, java.util.Collections.nCopies(state.seats(), false), state.score() + scored.points());
    }

    @Override
    public List<Integer> awaiting(State state) {
        if (state.round() > ROUNDS) {
            return List.of();
        }
        return java.util.stream.IntStream.range(0, state.seats()).filter(seat -> !state.thrown().get(seat)).boxed().toList();
    }

    /** Nothing is hidden in darts. */
    @Override
    public Object view(State state) {
        return state;
    }

    @Override
    public List<Command> legalActions(State state, int seat) {
        return List.of();
    }

    @Override
    public List<CommandShape<Command>> commandShapes(State state, int seat) {
        return awaiting(state).contains(seat) ? List.of(THROW) : List.of();
    }

    @Override
    public Outcome outcome(State state) {
        return state.round() > ROUNDS ? Outcome.cooperative(state.seats(), state.score() >= TARGET) : Outcome.running();
    }

    /** Any point of the wall; the board is round, so some of them miss. */
    private static final CommandShape<Command> THROW = new CommandShape<>() {
        @Override
        public String type() {
            return "Throw";
        }

        @Override
        public Map<String, Object> schema() {
            Map<String, Object> coordinate = Map.of("type", "number", "minimum", 0, "maximum", WALL);
            return Map.of("type", "object", "required", List.of("x", "y"), "properties", Map.of("x", coordinate, "y", coordinate));
        }

        @Override
        public Command sample(RandomGenerator random) {
            return new Throw(random.nextDouble(WALL), random.nextDouble(WALL));
        }
    };
}
