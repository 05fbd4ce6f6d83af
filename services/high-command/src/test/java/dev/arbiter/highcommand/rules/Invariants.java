package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Location;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.WindsOfWar;
import dev.arbiter.testkit.Playout.Invariant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** Properties that hold after every event of every game (docs/rules/high-command.md, Coverage: invariants). */
public final class Invariants {

    private Invariants() {
    }

    public static List<Invariant<HighCommandState>> all(Pack pack) {
        HighCommandRules rules = new HighCommandRules(pack);
        return List.of(
                state -> publicCountsMatch((HighCommandView) rules.view(state), state),
                state -> armyCardsConserved(pack, state),
                state -> locationsConserved(pack, state),
                state -> windsConserved(pack, state),
                state -> state.players().stream().anyMatch(p -> p.reserves().size() != PlayerState.RESERVE_SLOTS) ? "reserves are not 4 slots" : null,
                state -> state.turn() != null && (state.turn().gained().cmd() < 0 || state.turn().gained().war() < 0) ? "negative resources" : null,
                state -> state.phase() == Phase.PLAYING && state.locations().stream().filter(l -> l.location() != null).count() > state.seats()
                        ? "more locations in play than players" : null,
                state -> state.players().stream().anyMatch(p -> p.hasBanked() != (p.banked() != null)) ? "banked flag and card disagree" : null,
                state -> state.locations().stream().anyMatch(l -> l.location() == null && !l.cards().isEmpty())
                        ? "cards beside a captured, not yet refilled slot" : null);
    }

    /** The counts everyone sees (hand size, army deck, reinforcement deck) are those of the hidden piles. */
    static String publicCountsMatch(HighCommandView view, HighCommandState s) {
        for (HighCommandView.PlayerView p : view.players()) {
            PlayerState truth = s.player(p.seat());
            if (p.handSize() != truth.hand().size() || p.armyDeckCount() != truth.armyDeck().size()
                    || p.reinforcementCount() != truth.reinforcementHidden().size() + truth.reinforcementBottom().size()
                    || p.banked() != (truth.banked() != null)) {
                return "public counts of seat " + p.seat() + " disagree with its piles";
            }
        }
        return view.locationDeckCount() == s.locationDeck().size() && view.windsOfWarCount() == s.windsDeck().size() ? null
                : "public deck counts disagree with the decks";
    }

    /** Every card a player brought (basic resources, detachments, warcasters) is in exactly one of his places. */
    public static String armyCardsConserved(Pack pack, HighCommandState s) {
        Catalogue cards = new Catalogue(pack);
        for (PlayerState p : s.players()) {
            if (p.faction() == null) {
                continue;
            }
            Faction faction = pack.faction(p.faction()).orElseThrow();
            List<String> expected = new ArrayList<>(cards.copies(faction, null));
            for (WarcasterChoice w : p.army()) {
                expected.add(w.warcaster());
                expected.addAll(w.cards().isEmpty() ? cards.copies(faction, w.colour()) : w.cards());
            }
            List<String> found = new ArrayList<>();
            found.addAll(p.warcasters());
            found.addAll(p.reinforcementHidden());
            found.addAll(p.reinforcementBottom());
            p.reserves().stream().filter(Objects::nonNull).forEach(found::add);
            found.addAll(p.armyDeck());
            found.addAll(p.hand());
            if (p.banked() != null) {
                found.add(p.banked());
            }
            found.addAll(p.discard());
            found.addAll(p.occupying());
            s.locations().forEach(l -> l.of(p.seat()).forEach(c -> found.add(c.card())));
            found.removeIf(c -> cards.locationCard(c) != null);
            Collections.sort(expected);
            Collections.sort(found);
            if (!expected.equals(found)) {
                return "cards of seat " + p.seat() + " not conserved: expected " + expected.size() + ", found " + found.size();
            }
        }
        return null;
    }

    static String locationsConserved(Pack pack, HighCommandState s) {
        List<String> expected = new ArrayList<>(s.quickStart() ? pack.quickStart().locations()
                : pack.locations().stream().map(Location::id).toList());
        Catalogue cards = new Catalogue(pack);
        List<String> found = new ArrayList<>(s.locationDeck());
        s.locations().stream().map(LocationSlot::location).filter(Objects::nonNull).forEach(found::add);
        for (PlayerState p : s.players()) {
            List<String> all = new ArrayList<>(p.armyDeck());
            all.addAll(p.hand());
            if (p.banked() != null) {
                all.add(p.banked());
            }
            all.addAll(p.discard());
            all.addAll(p.occupying());
            all.stream().filter(c -> cards.locationCard(c) != null).forEach(found::add);
        }
        Collections.sort(expected);
        Collections.sort(found);
        return expected.equals(found) ? null : "locations not conserved: " + found;
    }

    static String windsConserved(Pack pack, HighCommandState s) {
        if (s.locations().isEmpty()) { // the row is dealt once the Winds of War deck is stacked
            return null;
        }
        List<String> expected = new ArrayList<>(s.quickStart() ? pack.quickStart().windsOfWar()
                : pack.windsOfWar().stream().map(WindsOfWar::id).toList());
        List<String> found = new ArrayList<>(s.windsDeck());
        found.addAll(s.windsDiscard());
        Collections.sort(expected);
        Collections.sort(found);
        return expected.equals(found) ? null : "Winds of War cards not conserved: " + found;
    }
}
