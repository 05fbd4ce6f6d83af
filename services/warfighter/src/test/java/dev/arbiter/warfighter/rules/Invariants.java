package dev.arbiter.warfighter.rules;

import dev.arbiter.testkit.Playout.Invariant;
import dev.arbiter.warfighter.rules.turn.Flow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Properties that hold after every event of every game. */
public final class Invariants {

    private Invariants() {
    }

    public static List<Invariant<WarfighterState>> all(Pack pack) {
        Catalogue cards = new Catalogue(pack);
        return List.of(
                state -> state.armies().stream().anyMatch(a -> a.hits() < 0 || a.pins() < 0 || a.xp() < 0
                        || a.actionsSpent() < 0 || a.supply() != null && a.supply() < 0) ? "a negative Army counter" : null,
                state -> state.hostiles().stream().anyMatch(h -> h.hits() < 0 || h.pins() < 0 || h.supply() != null && h.supply() < 0)
                        ? "a negative Hostile counter" : null,
                state -> state.armies().stream().anyMatch(a -> a.supply() != null && a.supply() > cards.supplyValue(a))
                        ? "an Army above its Supply Value" : null,
                state -> state.hostiles().stream().anyMatch(h -> h.supply() != null && h.supply() > cards.card(h).supply())
                        ? "a Hostile above its Supply Value" : null,
                state -> state.armies().stream().flatMap(a -> a.attachments().stream()).anyMatch(e -> e.hits() < 0 || e.supply() != null
                        && (e.supply() < 0 || e.supply() > pack.attachment(e.attachment()).orElseThrow().supply()))
                        ? "an Attachment's counters outside 0 and its printed Supply (§3.1.4, clarification 45)" : null,
                state -> state.resources() < 0 ? "more Resources spent than the Mission gives" : null,
                state -> state.campaign() != null && (state.campaign().promotion() < 0 || state.campaign().resupply() < 0)
                        ? "negative Promotion or Resupply Points" : null,
                state -> state.timer() < Flow.TIMER_FLOOR ? "the Timer below -4" : null,
                state -> state.hostiles().stream().anyMatch(h -> h.column() < 1 || h.column() > Math.max(1, state.objectiveSlot()))
                        ? "a Hostile outside the Mission-Objective span" : null,
                state -> actionCardsConserved(cards, state),
                state -> hostileCardsConserved(cards, state));
    }

    /** Every Action Card copy is in exactly one place: the deck, the discard pile, a hand, set aside or in play (Retain, §3.2.2.1). */
    static String actionCardsConserved(Catalogue cards, WarfighterState state) {
        if (state.actionDeck().size() + state.actionDiscard().size() == 0 && state.armies().stream().allMatch(a -> a.hand().isEmpty())) {
            return null; // before the deck is shuffled
        }
        List<String> found = new ArrayList<>(state.actionDeck().order());
        found.addAll(state.actionDiscard());
        state.armies().forEach(a -> {
            found.addAll(a.hand());
            found.addAll(a.setAside());
        });
        state.retained().forEach(r -> found.add(r.card()));
        List<String> expected = new ArrayList<>(cards.actionDeck(state.region()));
        Collections.sort(found);
        Collections.sort(expected);
        return found.equals(expected) ? null : "Action Cards not conserved: " + found.size() + " of " + expected.size();
    }

    /** Every Hostile deck card is in the deck, the discard pile, on the display, on a Hostile or waiting. */
    static String hostileCardsConserved(Catalogue cards, WarfighterState state) {
        if (state.hostileDeck().size() + state.hostileDiscard().size() == 0 && state.hostiles().isEmpty()) {
            return null;
        }
        List<String> found = new ArrayList<>(state.hostileDeck().order());
        found.addAll(state.hostileDiscard());
        found.addAll(state.waitingAttachments());
        state.hostiles().forEach(h -> {
            found.add(h.card());
            found.addAll(h.attachments());
        });
        List<String> expected = new ArrayList<>(cards.hostileDeck(state.hostileDeckId()));
        Collections.sort(found);
        Collections.sort(expected);
        return found.equals(expected) ? null : "Hostile cards not conserved: " + found.size() + " of " + expected.size();
    }
}
