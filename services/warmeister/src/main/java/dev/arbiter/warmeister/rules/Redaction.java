package dev.arbiter.warmeister.rules;

import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardsDrawn;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DeckShuffled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DiscardPileReshuffled;
import java.util.List;

/**
 * Removes what a viewer may not see from an event: the cards another seat drew, and the
 * rolls of every shuffle (with the known contents of the pile, they would give away the deck
 * order). Every other event is public: played, bought and discarded cards are shown face up.
 */
final class Redaction {

    private Redaction() {
    }

    static WarmeisterEvent redact(WarmeisterEvent event, Viewer viewer) {
        if (viewer.equals(Viewer.EVERYONE)) {
            return event;
        }
        if (event instanceof CardsDrawn e && !viewer.sees(e.seat())) {
            return new CardsDrawn(e.seat(), e.count(), List.of(), e.reason());
        }
        if (event instanceof DeckShuffled e) {
            return new DeckShuffled(null, e.cards());
        }
        if (event instanceof DiscardPileReshuffled e) {
            return new DiscardPileReshuffled(null, e.cards());
        }
        return event;
    }
}
