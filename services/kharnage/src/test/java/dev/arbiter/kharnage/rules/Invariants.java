package dev.arbiter.kharnage.rules;

import dev.arbiter.testkit.Playout.Invariant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Properties that hold after every event of every game. */
final class Invariants {

    private Invariants() {
    }

    static List<Invariant<KharnageState>> all(Pack pack, int seats) {
        int tokens = Flow.ROUNDS * (seats == 2 ? 8 : 9);
        return List.of(
                state -> unitCardsConserved(pack, state),
                state -> battleCardsConserved(pack, state),
                state -> {
                    int held = state.players().stream().mapToInt(PlayerState::skulls).sum();
                    int left = state.supply().stream().mapToInt(Integer::intValue).sum();
                    return held + left == tokens ? null : "skull tokens: " + held + " held + " + left + " left != " + tokens;
                },
                state -> state.players().stream().anyMatch(p -> p.kharnage() < 0) ? "negative Kharnage tokens" : null,
                state -> state.players().stream().anyMatch(p -> p.hand().size() > Flow.OPENING_HAND) ? "more than 3 battle cards in a hand" : null,
                state -> state.attack() != null && state.attack().allotments().stream().anyMatch(a -> a.points() < 0)
                        ? "negative combat points" : null,
                state -> state.round() > Flow.ROUNDS ? "round " + state.round() + " after the 4th" : null);
    }

    /** Every unit card of an army in play is in exactly one place. */
    static String unitCardsConserved(Pack pack, KharnageState state) {
        List<String> expected = new ArrayList<>();
        List<String> found = new ArrayList<>(state.hill());
        for (PlayerState p : state.players()) {
            expected.addAll(pack.army(p.army()).orElseThrow().allUnitCards());
            found.addAll(p.reserve());
            found.addAll(p.aside());
            found.addAll(p.generals());
            found.addAll(p.stack());
            found.addAll(p.collected());
            p.lines().forEach(line -> line.forEach(u -> found.addAll(u.cards())));
        }
        Collections.sort(expected);
        Collections.sort(found);
        return expected.equals(found) ? null : "unit cards not conserved: expected " + expected.size() + ", found " + found.size();
    }

    static String battleCardsConserved(Pack pack, KharnageState state) {
        for (PlayerState p : state.players()) {
            Army army = pack.army(p.army()).orElseThrow();
            List<String> expected = new ArrayList<>(army.allBattleCards());
            expected.add(army.zero().id());
            List<String> found = new ArrayList<>(p.battleDeck());
            found.addAll(p.hand());
            found.addAll(p.played());
            if (p.seal() != null) {
                found.add(p.seal().card());
            }
            Collections.sort(expected);
            Collections.sort(found);
            if (!expected.equals(found)) {
                return "battle cards of seat " + p.seat() + " not conserved: " + found;
            }
        }
        return null;
    }
}
