package dev.arbiter.warmeister.rules.cards;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardsDrawn;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DiscardPileReshuffled;
import java.util.ArrayList;
import java.util.List;

/**
 * Drawing cards from the shared deck. When the deck runs out the discard pile is shuffled
 * into a new deck (the rulebook is silent; see docs/rules/warmeister.md); when both are empty
 * the draw stops short.
 */
public final class Drawing {

    private Drawing() {
    }

    /** Cards that can be drawn at all right now. */
    public static int available(WarmeisterState state) {
        return state.deck().size() + state.discard().size();
    }

    public static List<WarmeisterEvent> draw(WarmeisterState state, int seat, int count, String reason, Dice dice) {
        List<WarmeisterEvent> events = new ArrayList<>();
        List<Integer> deck = state.deck();
        int wanted = Math.min(count, available(state));
        int first = Math.min(wanted, deck.size());
        if (first > 0) {
            events.add(new CardsDrawn(seat, first, deck.subList(0, first), reason));
        }
        int rest = wanted - first;
        if (rest > 0) {
            List<Integer> discard = state.discard();
            Shuffle shuffle = dice.shuffle(discard.size());
            List<Integer> newDeck = shuffle.apply(discard);
            events.add(new DiscardPileReshuffled(shuffle, discard.size()));
            events.add(new CardsDrawn(seat, rest, new ArrayList<>(newDeck.subList(0, rest)), reason));
        }
        return events;
    }
}
