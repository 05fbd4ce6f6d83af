package dev.arbiter.testkit.peek;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Shuffle;
import java.util.ArrayList;
import java.util.List;

/**
 * A toy card game that gives secrets away on purpose, one channel at a time, to prove the secrecy
 * check catches each. Two seats; six cards shuffled, one dealt face down to each seat; in turn a
 * seat draws the top card of the deck into its hand, writes a note face down, or passes; the game
 * ends when the deck is empty.
 */
public final class PeekRules implements Rules<PeekRules.State, PeekRules.Command, PeekRules.Event> {

    /** Where the rules give a secret away. */
    public enum Leak { NONE, EVENT, SHUFFLE, CHOICE, VIEW, LEGAL_ACTIONS, REFUSAL }

    public record State(@Secret(owner = Secret.BY_SEAT) List<List<Integer>> hands, @Secret List<Integer> deck,
            @Secret(owner = Secret.BY_SEAT) List<String> notes, int turn) {
    }

    public sealed interface Command {
    }

    public record Draw() implements Command {
    }

    public record Pass() implements Command {
    }

    public record Note(String word) implements Command {
    }

    /** Names a card of the rival's hand: a legal action only when the rules leak them, refused naming the hand when refusals leak. */
    public record Point(int card) implements Command {
    }

    public sealed interface Event {
    }

    public record Dealt(@Secret Shuffle shuffle, @Secret(owner = Secret.BY_SEAT) List<List<Integer>> hands) implements Event {
    }

    /** {@link Dealt} with its shuffle left unmarked. */
    public record DealtOpenly(Shuffle shuffle, @Secret(owner = Secret.BY_SEAT) List<List<Integer>> hands) implements Event {
    }

    public record Drew(int seat, @Secret(owner = "seat") List<Integer> cards) implements Event {
    }

    /** {@link Drew} with its card left unmarked. */
    public record DrewOpenly(int seat, List<Integer> cards) implements Event {
    }

    public record Passed(int seat) implements Event {
    }

    public record Noted(int seat, @Secret(owner = "seat") String word) implements Event {
    }

    /** {@link Noted} with the word left unmarked. */
    public record NotedOpenly(int seat, String word) implements Event {
    }

    public record View(@Secret(owner = Secret.BY_SEAT) List<List<Integer>> hands, int deckSize, @Secret List<Integer> deck, int turn) {
    }

    /** {@link View} with the deck left unmarked. */
    public record OpenView(@Secret(owner = Secret.BY_SEAT) List<List<Integer>> hands, int deckSize, List<Integer> deck, int turn) {
    }

    private final Leak leak;

    public PeekRules(Leak leak) {
        this.leak = leak;
    }

    @Override
    public String name() {
        return "peek";
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
        return new State(List.of(List.of(), List.of()), List.of(), List.of("", ""), 0);
    }

    @Override
    public List<Event> start(State state, Dice dice) {
        Shuffle shuffle = dice.shuffle(6);
        List<Integer> cards = shuffle.apply(List.of(1, 2, 3, 4, 5, 6));
        List<List<Integer>> hands = List.of(List.of(cards.get(0)), List.of(cards.get(1)));
        return List.of(leak == Leak.SHUFFLE ? new DealtOpenly(shuffle, hands) : new Dealt(shuffle, hands));
    }

    @Override
    public List<Event> decide(State state, int seat, Command command, Dice dice) {
        if (command instanceof Point && leak == Leak.REFUSAL) {
            throw new RuleViolation("point", "seat " + (1 - seat) + " holds " + state.hands().get(1 - seat));
        }
        if (command instanceof Draw) {
            RuleViolation.require(!state.deck().isEmpty(), "draw.empty", "the deck is empty");
            List<Integer> top = List.of(state.deck().get(0));
            return List.of(leak == Leak.EVENT ? new DrewOpenly(seat, top) : new Drew(seat, top));
        }
        if (command instanceof Note note) {
            return List.of(leak == Leak.CHOICE ? new NotedOpenly(seat, note.word()) : new Noted(seat, note.word()));
        }
        return List.of(new Passed(seat));
    }

    @Override
    public State evolve(State state, Event event) {
        if (event instanceof Dealt dealt) {
            return dealt(state, dealt.shuffle(), dealt.hands());
        }
        if (event instanceof DealtOpenly dealt) {
            return dealt(state, dealt.shuffle(), dealt.hands());
        }
        if (event instanceof Noted noted) {
            return noted(state, noted.seat(), noted.word());
        }
        if (event instanceof NotedOpenly noted) {
            return noted(state, noted.seat(), noted.word());
        }
        if (event instanceof Drew drew) {
            return drawn(state, drew.seat());
        }
        if (event instanceof DrewOpenly drew) {
            return drawn(state, drew.seat());
        }
        return new State(state.hands(), state.deck(), state.notes(), 1 - state.turn());
    }

    private static State dealt(State state, Shuffle shuffle, List<List<Integer>> hands) {
        List<Integer> cards = shuffle.apply(List.of(1, 2, 3, 4, 5, 6));
        return new State(hands, cards.subList(2, cards.size()), state.notes(), 0);
    }

    private static State noted(State state, int seat, String word) {
        List<String> notes = new ArrayList<>(state.notes());
        notes.set(seat, word);
        return new State(state.hands(), state.deck(), List.copyOf(notes), 1 - seat);
    }

    private static State drawn(State state, int seat) {
        List<List<Integer>> hands = new ArrayList<>(state.hands());
        List<Integer> hand = new ArrayList<>(hands.get(seat));
        hand.add(state.deck().get(0));
        hands.set(seat, List.copyOf(hand));
        return new State(List.copyOf(hands), state.deck().subList(1, state.deck().size()), state.notes(), 1 - seat);
    }

    @Override
    public Object view(State state) {
        return leak == Leak.VIEW ? new OpenView(state.hands(), state.deck().size(), state.deck(), state.turn())
                : new View(state.hands(), state.deck().size(), state.deck(), state.turn());
    }

    @Override
    public List<Integer> awaiting(State state) {
        return state.deck().isEmpty() ? List.of() : List.of(state.turn());
    }

    @Override
    public List<Command> legalActions(State state, int seat) {
        if (leak == Leak.REFUSAL && !state.deck().isEmpty() && seat != state.turn()) {
            return List.of(new Point(1), new Point(2)); // listed out of turn, so the seat in turn is probed with them
        }
        if (state.deck().isEmpty() || seat != state.turn()) {
            return List.of();
        }
        List<Command> legal = new ArrayList<>(List.of(new Draw(), new Pass(), new Note("attack"), new Note("retreat")));
        if (leak == Leak.LEGAL_ACTIONS) {
            state.hands().get(1 - seat).forEach(card -> legal.add(new Point(card)));
        }
        return legal;
    }

    @Override
    public Outcome outcome(State state) {
        return state.deck().isEmpty() ? Outcome.ranked(List.of(List.of(0, 1))) : Outcome.running();
    }
}
