package dev.arbiter.highcommand.rules.endgame;

import java.util.List;

/** A seat's hand (with a banked card) and army deck, shown to all when the game ends for the count (ENDGAME). */
public record Reveal(int seat, List<String> hand, List<String> armyDeck) {

    public Reveal {
        hand = List.copyOf(hand);
        armyDeck = List.copyOf(armyDeck);
    }
}
