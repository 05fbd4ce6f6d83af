package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.battle.AttackMode;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.kernel.spi.Secret;
import java.util.List;
import java.util.Objects;

/**
 * Everything a seat can decide (docs/rules/high-command.md, Decision points). Each record's simple
 * name is its wire type. A physical army card is named {@code <card id>#<copy>} ({@code vigilant#2});
 * warcasters, locations and Winds of War cards, one of each, by their id. Reserve slots count from 0.
 */
public sealed interface HighCommandCommand {

    /**
     * STARTING THE GAME: the faction, and each of three warcasters with the detachment colour it
     * brings (Quick Start: {@code warcasters} empty, the pack fixes them). With the
     * {@code customDetachments} option each choice also names its 12 cards.
     */
    record ChooseArmy(String faction, List<WarcasterChoice> warcasters) implements HighCommandCommand {
        public ChooseArmy {
            Objects.requireNonNull(faction, "faction");
            warcasters = warcasters == null ? List.of() : List.copyOf(warcasters);
        }
    }

    /**
     * A warcaster and its detachment: a colour of the warcaster, and (custom detachments only) the 12 cards, else empty. The
     * cards are the seat's own to see (docs/rules/high-command.md, clarification on custom detachments): they are its face-down
     * reinforcement deck; the warcaster and the colour are on the table for all.
     */
    record WarcasterChoice(String warcaster, Colour colour, @Secret(owner = "seat") List<String> cards) {
        public WarcasterChoice {
            Objects.requireNonNull(warcaster, "warcaster");
            Objects.requireNonNull(colour, "colour");
            cards = cards == null ? List.of() : List.copyOf(cards);
        }
    }

    /** CAPTURE: the captured location whose "when you capture" rule resolves next. */
    record OrderCapture(String location) implements HighCommandCommand {
        public OrderCapture {
            Objects.requireNonNull(location, "location");
        }
    }

    /** DEPLOY: a card of the hand to a location, paying its purchase cost. */
    record Deploy(String card, String location, List<Payment> payment) implements HighCommandCommand {
        public Deploy {
            Objects.requireNonNull(card, "card");
            Objects.requireNonNull(location, "location");
            payment = payment == null ? List.of() : List.copyOf(payment);
        }
    }

    /** PURCHASE: the card in a reserve slot to the discard pile, paying its purchase cost. */
    record Purchase(int slot, List<Payment> payment) implements HighCommandCommand {
        public Purchase {
            payment = payment == null ? List.of() : List.copyOf(payment);
        }
    }

    /** RUSH: the card in a reserve slot to a location, paying its rush cost; round 3 on. */
    record Rush(int slot, String location, List<Payment> payment) implements HighCommandCommand {
        public Rush {
            Objects.requireNonNull(location, "location");
            payment = payment == null ? List.of() : List.copyOf(payment);
        }
    }

    /** RUSHING WARCASERS: one of the seat's warcasters to a location, paying its rush cost; round 3 on. */
    record RushWarcaster(String warcaster, String location, List<Payment> payment) implements HighCommandCommand {
        public RushWarcaster {
            Objects.requireNonNull(warcaster, "warcaster");
            Objects.requireNonNull(location, "location");
            payment = payment == null ? List.of() : List.copyOf(payment);
        }
    }

    /** REFRESHING CARDS: discard a card of the hand, then the card in a reserve slot goes under the reinforcement deck. */
    record Refresh(String discard, int slot) implements HighCommandCommand {
        public Refresh {
            Objects.requireNonNull(discard, "discard");
        }
    }

    /**
     * REFRESHING CARDS: discard {@code card} from the hand for its {@code discardForEffect} ability
     * ({@code targets} empty, {@code location} null); or the answer to an ability waiting for a
     * choice, naming the card whose ability it is: the cards to destroy, move or refresh (reserve
     * cards by their card name), and for a move the location they go to.
     */
    record UseAbility(String card, List<String> targets, String location) implements HighCommandCommand {
        public UseAbility {
            Objects.requireNonNull(card, "card");
            targets = targets == null ? List.of() : List.copyOf(targets);
        }
    }

    /** BANK, DRAW: end the orders step, banking one card of the hand (or none: null). */
    record EndOrders(String bank) implements HighCommandCommand { }

    /** DRAW: before the discard pile becomes the army deck, move one of its cards (or none: null) to occupying forces. */
    record Cull(String card) implements HighCommandCommand { }

    /**
     * BATTLE, MULTIPLE OPPONENTS: attack this contested location next; {@code target} is the
     * opponent's seat for {@code oneOpponent} and {@code targeted}, null for {@code allOut}.
     */
    record Attack(String location, AttackMode mode, Integer target) implements HighCommandCommand {
        public Attack {
            Objects.requireNonNull(location, "location");
            Objects.requireNonNull(mode, "mode");
        }
    }

    /** ONE OPPONENT step 3, ALL-OUT ATTACK step 4: the enemy cards this seat destroys; may be empty. */
    record DeclareDestroyed(List<String> cards) implements HighCommandCommand {
        public DeclareDestroyed {
            cards = cards == null ? List.of() : List.copyOf(cards);
        }
    }

    /** A forced discard (WARCASTERS, ONE OPPONENT note): the cards of his own hand the seat discards. */
    record DiscardChosen(List<String> cards) implements HighCommandCommand {
        public DiscardChosen {
            cards = cards == null ? List.of() : List.copyOf(cards);
        }
    }
}
