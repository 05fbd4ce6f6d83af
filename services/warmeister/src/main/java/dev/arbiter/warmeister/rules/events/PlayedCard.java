package dev.arbiter.warmeister.rules.events;

import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;

/** An event card waiting on the response stack: Denied! may still cancel it. */
public record PlayedCard(int seat, int card, Integer targetSeat, Integer targetCard, Integer die) {

    CardKind kind() {
        return Deck.kind(card);
    }
}
