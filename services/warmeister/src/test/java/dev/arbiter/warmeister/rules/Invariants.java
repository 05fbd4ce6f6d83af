package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.testkit.Playout.Invariant;
import java.util.List;

/** Properties that hold after every event of every game. */
final class Invariants {

    private Invariants() {
    }

    /** Fresh invariants for one game (the territory check remembers the previous total). */
    static List<Invariant<WarmeisterState>> forOneGame() {
        int[] lastTerritories = {Integer.MAX_VALUE};
        return List.of(
                Invariants::cardsConserved,
                state -> state.players().stream().anyMatch(p -> p.gold() < 0) ? "negative gold" : null,
                state -> {
                    int total = state.players().stream().mapToInt(Player::territories).sum();
                    String problem = total > lastTerritories[0] ? "territories rose from " + lastTerritories[0] + " to " + total : null;
                    lastTerritories[0] = total;
                    return problem;
                },
                state -> state.players().stream().anyMatch(p -> p.territories() < 0) ? "negative territories" : null,
                Invariants::damageOnlyOnArmies,
                state -> Awaiting.seats(state).stream().anyMatch(seat -> state.player(seat).eliminated()) ? "awaits an eliminated seat" : null);
    }

    /** Counters reach a unit's wounds only in the instant before its destruction event. */
    /** Every card is in exactly one place: deck, discard pile, table, or some player's hand or play area. */
    static String cardsConserved(WarmeisterState state) {
        // counted in place rather than gathered and sorted: this runs after every event of every playout
        int[] seen = new int[Deck.size()];
        int total = count(state.deck(), seen) + count(state.discard(), seen) + count(state.table(), seen);
        for (Player p : state.players()) {
            total += count(p.allCards(), seen);
        }
        if (total != Deck.size()) {
            return "cards: " + total + " instead of " + Deck.size();
        }
        for (int card = 0; card < seen.length; card++) {
            if (seen[card] != 1) {
                return "card " + card + " is missing or duplicated";
            }
        }
        return null;
    }

    /** Adds each card of {@code cards} to its count; returns how many there were (a card outside the deck counts but is never seen). */
    private static int count(List<Integer> cards, int[] seen) {
        for (int card : cards) {
            if (card >= 0 && card < seen.length) {
                seen[card]++;
            }
        }
        return cards.size();
    }

    static String damageOnlyOnArmies(WarmeisterState state) {
        for (var entry : state.damage().entrySet()) {
            boolean inPlay = state.players().stream().anyMatch(p -> p.armies().contains(entry.getKey()));
            if (!inPlay || entry.getValue() <= 0 || entry.getValue() > Deck.kind(entry.getKey()).wounds()) {
                return "damage " + entry.getValue() + " on card " + entry.getKey() + " (in play: " + inPlay + ")";
            }
        }
        return null;
    }
}
