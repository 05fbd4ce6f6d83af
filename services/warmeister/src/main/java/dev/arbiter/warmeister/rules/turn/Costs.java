package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Category;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.cards.UnitType;
import dev.arbiter.warmeister.rules.Player;

/**
 * What a card costs its buyer (warmeister.txt, HOLDINGS and EVENT CARDS): each holding that
 * discounts one of the army's types takes 1 off, never below 1; a halving card (Recruitment
 * Drive, Busy as Beavers) then halves what is left, rounding up so that nothing is free.
 */
final class Costs {

    private Costs() {
    }

    static int cost(Player buyer, int card) {
        CardKind kind = Deck.kind(card);
        int cost = kind.cost();
        if (kind.category() == Category.ARMY) {
            int discount = 0;
            for (int holding : buyer.holdings()) {
                UnitType type = Deck.kind(holding).discounts();
                if (type != null && kind.is(type)) {
                    discount++;
                }
            }
            cost = Math.max(1, cost - discount);
        }
        if (buyer.halved().contains(card)) {
            cost = (cost + 1) / 2;
        }
        return cost;
    }
}
