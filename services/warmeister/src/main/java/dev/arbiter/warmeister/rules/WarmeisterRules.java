package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.turn.Priority;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardsDrawn;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DeckShuffled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.PhaseBegan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Warmeister (shared/rulebooks/warmeister.txt) as a decider. Every command a seat sends is
 * checked by the handler of the decision the game waits for; afterwards the kernel moves the game
 * on through every automatic step ({@link #advance}: rolls, phase changes) until someone must
 * decide again.
 */
public final class WarmeisterRules implements Rules<WarmeisterState, WarmeisterCommand, WarmeisterEvent> {

    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 6;
    public static final int OPENING_HAND = 5;

    @Override
    public String name() {
        return "warmeister";
    }

    /**
     * 2 since rules round 2 (issue 10): a sleeping General still leads, Bottleneck halves the
     * assigned units, a Deadly Cavalry's hit falls on one unit, the stalemate is narrower and
     * Luck opens to more dice. The same commands can decide otherwise than under 1, and every
     * envelope says which rules decided it.
     */
    @Override
    public String version() {
        return "2";
    }

    @Override
    public Class<WarmeisterCommand> commandType() {
        return WarmeisterCommand.class;
    }

    @Override
    public Class<WarmeisterEvent> eventType() {
        return WarmeisterEvent.class;
    }

    @Override
    public WarmeisterState initialState(Setup setup) throws RuleViolation {
        Rulebook.BOOK.require(setup.seats() >= MIN_PLAYERS && setup.seats() <= MAX_PLAYERS, "setup.players", "title",
                () -> "Warmeister is a game for 2-6 players, not " + setup.seats());
        List<Player> players = IntStream.range(0, setup.seats()).mapToObj(Player::fresh).toList();
        return new WarmeisterState(setup.seats(), 0, Phase.SETUP, List.of(), 0, players, List.of(), List.of(), List.of(),
                Map.of(), null, null, null, List.of(), null);
    }

    /** warmeister.txt, SETUP: shuffle the deck, five cards each, then the first turn's priority. */
    @Override
    public List<WarmeisterEvent> start(WarmeisterState state, Dice dice) {
        List<WarmeisterEvent> events = new ArrayList<>();
        var shuffle = dice.shuffle(Deck.size());
        events.add(new DeckShuffled(shuffle, Deck.size()));
        List<Integer> deck = shuffle.apply(Deck.unshuffled());
        for (int seat = 0; seat < state.seats(); seat++) {
            events.add(new CardsDrawn(seat, OPENING_HAND, deck.subList(seat * OPENING_HAND, (seat + 1) * OPENING_HAND), "deal"));
        }
        events.add(Priority.roll(state, 1, dice));
        events.add(new PhaseBegan(1, Phase.DRAW));
        return events;
    }

    @Override
    public List<WarmeisterEvent> decide(WarmeisterState state, int seat, WarmeisterCommand command, Dice dice) throws RuleViolation {
        return Commands.handle(state, seat, command, dice);
    }

    @Override
    public List<WarmeisterEvent> advance(WarmeisterState state, Dice dice) {
        return Advance.step(state, dice);
    }

    @Override
    public WarmeisterState evolve(WarmeisterState state, WarmeisterEvent event) {
        return Evolve.apply(state, event);
    }

    @Override
    public Object view(WarmeisterState state) {
        return WarmeisterView.of(state);
    }

    @Override
    public List<WarmeisterCommand> legalActions(WarmeisterState state, int seat) {
        return LegalActions.of(state, seat);
    }

    @Override
    public List<Integer> awaiting(WarmeisterState state) {
        return Awaiting.seats(state);
    }

    /** The turn (warmeister.txt, TURNS); 0 until the first Priority roll. */
    @Override
    public Integer round(WarmeisterState state) {
        return state.turn();
    }

    /** The winner first, then the others from the last eliminated to the first. */
    @Override
    public Outcome outcome(WarmeisterState state) {
        if (state.winner() == null) {
            return Outcome.running();
        }
        List<List<Integer>> placings = new ArrayList<>();
        placings.add(List.of(state.winner()));
        for (int i = state.eliminationOrder().size() - 1; i >= 0; i--) {
            placings.add(List.of(state.eliminationOrder().get(i)));
        }
        return Outcome.ranked(placings);
    }
}
