package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.kernel.spi.RuleViolation;
import java.util.List;
import java.util.Set;

/** Checks shared by the handlers: is this the right moment, and does the seat hold the card. */
public final class Steps {

    private Steps() {
    }

    public static Decision expect(WarmeisterState state, int seat, Set<Decision> allowed, String what) {
        Decision decision = Awaiting.decision(state, seat);
        if (decision == null || !allowed.contains(decision)) {
            throw notNow(seat, decision, what);
        }
        return decision;
    }

    public static Decision expect(WarmeisterState state, int seat, Decision allowed, String what) {
        Decision decision = Awaiting.decision(state, seat);
        if (decision != allowed) {
            throw notNow(seat, decision, what);
        }
        return decision;
    }

    private static RuleViolation notNow(int seat, Decision decision, String what) {
        return Rulebook.CLARIFICATIONS.violation("turn.not-now", "Clarifications", what + " is not what the game waits for from seat " + seat
                + " now (it waits for " + (decision == null ? "nothing from this seat" : decision) + ")");
    }

    public static void inHand(WarmeisterState state, int seat, int card) {
        BOOK.require(Deck.exists(card) && state.player(seat).hand().contains(card), "cards.not-in-hand", "CARDS",
                () -> "card " + card + " is not in your hand");
    }

    public static void kindIs(int card, CardKind kind, String section) {
        BOOK.require(Deck.kind(card) == kind, "cards.wrong-card", section, () -> "this needs a " + kind.printedName() + " card");
    }

    /** The owner of a card in play (army, holding, castle), or -1. */
    public static int ownerInPlay(WarmeisterState state, int card) {
        for (Player player : state.players()) {
            if (player.armies().contains(card) || player.holdings().contains(card) || player.castles().contains(card)) {
                return player.seat();
            }
        }
        return -1;
    }

    public static boolean isOpponent(WarmeisterState state, int seat, Integer other) {
        return other != null && other != seat && other >= 0 && other < state.seats() && !state.player(other).eliminated();
    }

    public static final Set<Decision> OWN_STEP = Set.of(Decision.BUY_STEP, Decision.WARFARE_STEP, Decision.SUPPLY_STEP);

    static List<Integer> none() {
        return List.of();
    }
}
