package dev.arbiter.kernel.dicerace;

import dev.arbiter.kernel.dicerace.DiceRaceCommand.Hold;
import dev.arbiter.kernel.dicerace.DiceRaceEvent.Held;
import dev.arbiter.kernel.dicerace.DiceRaceEvent.Rolled;
import dev.arbiter.kernel.dicerace.DiceRaceEvent.SecretsDealt;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.kernel.spi.Secret;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.IntStream;

/**
 * A push-your-luck race that exists only to prove the kernel: 2 to 4 players take turns
 * rolling a d6 (a 1 loses the turn's points) or holding; the first to bank {@code target} points
 * ends the game, and placings go by banked points plus each seat's secret card.
 */
public final class DiceRaceRules implements Rules<DiceRaceState, DiceRaceCommand, DiceRaceEvent> {

    @Override
    public String name() {
        return "dice-race";
    }

    @Override
    public String version() {
        return "1";
    }

    @Override
    public Class<DiceRaceCommand> commandType() {
        return DiceRaceCommand.class;
    }

    @Override
    public Class<DiceRaceEvent> eventType() {
        return DiceRaceEvent.class;
    }

    @Override
    public DiceRaceState initialState(Setup setup) {
        RuleViolation.require(setup.seats() >= 2 && setup.seats() <= 4, "setup.seats", "dice race is for 2 to 4 players");
        int target = setup.whole("target", 20);
        RuleViolation.require(target >= 5 && target <= 100, "setup.target", "the target must lie between 5 and 100");
        return new DiceRaceState(target, Collections.nCopies(setup.seats(), 0), List.of(), 0, 0);
    }

    @Override
    public List<DiceRaceEvent> start(DiceRaceState state, Dice dice) {
        Shuffle shuffle = dice.shuffle(6);
        List<Integer> deck = shuffle.apply(List.of(1, 2, 3, 4, 5, 6));
        return List.of(new SecretsDealt(shuffle, deck.subList(0, state.scores().size())));
    }

    @Override
    public List<DiceRaceEvent> decide(DiceRaceState state, int seat, DiceRaceCommand command, Dice dice) {
        if (command instanceof Hold) {
            RuleViolation.require(state.turnTotal() > 0, "hold.nothing-to-bank", "roll at least once before holding");
            return List.of(new Held(seat, state.turnTotal()));
        }
        return List.of(new Rolled(seat, dice.d6()));
    }

    @Override
    public DiceRaceState evolve(DiceRaceState state, DiceRaceEvent event) {
        if (event instanceof SecretsDealt dealt) {
            return new DiceRaceState(state.target(), state.scores(), dealt.secrets(), 0, 0);
        }
        if (event instanceof Rolled rolled) {
            return rolled.roll().value() == 1
                    ? state.withTurn((rolled.seat() + 1) % state.scores().size(), 0)
                    : state.withTurn(state.current(), state.turnTotal() + rolled.roll().value());
        }
        Held held = (Held) event;
        return state.banked(held.seat(), held.points());
    }

    /** The game; a seat sees only its own secret card. */
    public record View(List<Integer> scores, int turnTotal, int current, @Secret(owner = Secret.BY_SEAT) List<Integer> secrets) {
    }

    @Override
    public Object view(DiceRaceState state) {
        return new View(state.scores(), state.turnTotal(), state.current(), state.secrets());
    }

    @Override
    public List<Integer> awaiting(DiceRaceState state) {
        return state.secrets().isEmpty() || state.over() ? List.of() : List.of(state.current());
    }

    @Override
    public List<DiceRaceCommand> legalActions(DiceRaceState state, int seat) {
        if (state.secrets().isEmpty() || state.over() || seat != state.current()) {
            return List.of();
        }
        return state.turnTotal() > 0 ? List.of(new DiceRaceCommand.Roll(), new Hold()) : List.of(new DiceRaceCommand.Roll());
    }

    @Override
    public Outcome outcome(DiceRaceState state) {
        if (!state.over()) {
            return Outcome.running();
        }
        TreeMap<Integer, List<Integer>> byTotal = new TreeMap<>(Comparator.reverseOrder());
        IntStream.range(0, state.scores().size()).forEach(seat -> byTotal
                .computeIfAbsent(state.scores().get(seat) + state.secrets().get(seat), total -> new ArrayList<>()).add(seat));
        return Outcome.ranked(List.copyOf(byTotal.values()));
    }
}
