package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.WarfighterEvent.ActionCardsDrawn;
import dev.arbiter.warfighter.rules.WarfighterEvent.DeckReshuffled;
import dev.arbiter.warfighter.rules.WarfighterState;
import java.util.List;

/** Drawing Action Cards: an empty deck takes its shuffled discard pile; with both empty, drawing stops (clarification 29). */
public final class Draws {

    private Draws() {
    }

    /** Draws until the hand holds {@code size} cards. */
    public static void fill(Emitter em, Dice dice, int army, int size) {
        int want = size - em.state().army(army).hand().size();
        while (want > 0) {
            WarfighterState state = em.state();
            if (state.actionDeck().size() == 0) {
                if (state.actionDiscard().isEmpty()) {
                    return;
                }
                em.emit(new DeckReshuffled("action", state.actionDiscard().size(), dice.shuffle(state.actionDiscard().size()).rolls()));
                continue;
            }
            List<String> cards = state.actionDeck().order().subList(0, Math.min(want, state.actionDeck().size()));
            em.emit(new ActionCardsDrawn(army, List.copyOf(cards)));
            want -= cards.size();
        }
    }
}
