package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.VerifiableDice;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A ruleset wrapped in the game's life cycle: creation, seats being taken, play, and the end.
 * Pure, like the ruleset inside it, so that an audit can run the stored commands through it again
 * and compare the events byte for byte.
 */
public final class GameDecider<S, C, E> {

    private final Rules<S, C, E> rules;

    public GameDecider(Rules<S, C, E> rules) {
        this.rules = rules;
    }

    public Rules<S, C, E> rules() {
        return rules;
    }

    public Decision<S> create(Setup setup, Randomness randomness) {
        rules.initialState(setup);
        GameCreated created = new GameCreated(rules.name(), rules.version(), setup.seats(), setup.options(),
                VerifiableDice.commitment(randomness.seed()));
        return new Decision<>(List.of(created), evolve(null, created), randomness.nextDraw());
    }

    /** Takes a seat; the last seat taken starts the game with the ruleset's opening events. */
    public Decision<S> join(Game<S> game, int seat, String name, String clientSeed, Randomness randomness) {
        if (seat < 0 || seat >= game.seats().size()) {
            throw new GameRefusal(GameRefusal.Kind.UNKNOWN_SEAT, "this game has seats 0 to " + (game.seats().size() - 1));
        }
        if (game.seats().get(seat) != null) {
            throw new GameRefusal(GameRefusal.Kind.SEAT_TAKEN, "seat " + seat + " is already taken");
        }
        List<Object> events = new ArrayList<>();
        Game<S> next = apply(game, new SeatJoined(seat, name, clientSeed), events);
        if (!next.started()) {
            return new Decision<>(events, next, randomness.nextDraw());
        }
        VerifiableDice dice = randomness.dice(next.clientSeeds());
        next = applyAll(next, rules.start(next.rules(), dice), events);
        next = endIfOver(next, dice, events);
        return new Decision<>(events, next, dice.nextDraw());
    }

    /** One seat's move, checked by the ruleset. */
    public Decision<S> play(Game<S> game, int seat, C command, Randomness randomness) {
        if (game.finished()) {
            throw new GameRefusal(GameRefusal.Kind.FINISHED, "the game is over");
        }
        if (!awaits(game, seat)) {
            throw new GameRefusal(GameRefusal.Kind.NOT_YOUR_TURN,
                    game.started() ? "the game is waiting for seats " + awaiting(game) : "the game waits for every seat to be taken");
        }
        VerifiableDice dice = randomness.dice(game.clientSeeds());
        List<E> decided = rules.decide(game.rules(), seat, command, dice);
        if (decided.isEmpty()) {
            throw new IllegalStateException(rules.name() + " accepted " + command + " but decided no event: a ruleset must record every accepted command");
        }
        List<Object> events = new ArrayList<>();
        Game<S> next = applyAll(game, decided, events);
        next = endIfOver(next, dice, events);
        return new Decision<>(events, next, dice.nextDraw());
    }

    /** Whether the game waits for this seat's decision. */
    public boolean awaits(Game<S> game, int seat) {
        return game.started() && !game.finished() && seat >= 0 && seat < game.seats().size()
                && !rules.legalActions(game.rules(), seat).isEmpty();
    }

    /** The seats whose decision the game waits for. */
    public List<Integer> awaiting(Game<S> game) {
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < game.seats().size(); seat++) {
            if (awaits(game, seat)) {
                seats.add(seat);
            }
        }
        return seats;
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
            return game.ended(ended.placings());
        }
        return game.withRules(rules.evolve(game.rules(), (E) event));
    }

    private Game<S> endIfOver(Game<S> game, VerifiableDice dice, List<Object> events) {
        Outcome outcome = rules.outcome(game.rules());
        return outcome.finished() ? apply(game, new GameEnded(outcome.placings(), dice.revealedSeed()), events) : game;
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
