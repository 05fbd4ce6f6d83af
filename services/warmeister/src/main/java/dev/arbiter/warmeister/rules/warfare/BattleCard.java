package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;

/**
 * A battle event card played in a battle, with its target and the round it was played in.
 * {@code spent} marks a one-shot effect already used (Bottleneck applied, Scaredy Cats rolled,
 * Run Them Down rolled).
 */
public record BattleCard(int seat, int card, Integer targetSeat, Integer targetCard, int round, boolean spent) {

    CardKind kind() {
        return Deck.kind(card);
    }

    BattleCard spend() {
        return new BattleCard(seat, card, targetSeat, targetCard, round, true);
    }
}
