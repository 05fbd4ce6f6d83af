package dev.arbiter.warmeister.rules;

import dev.arbiter.testkit.Playout.Invariant;
import java.util.ArrayList;
import java.util.Collections;
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
        List<Integer> all = new ArrayList<>(state.deck());
        all.addAll(state.discard());
        all.addAll(state.table());
        state.players().forEach(p -> all.addAll(p.allCards()));
        if (all.size() != Deck.size()) {
            return "cards: " + all.size() + " instead of " + Deck.size();
        }
        Collections.sort(all);
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) != i) {
                return "card " + i + " is missing or duplicated";
            }
        }
        return null;
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
