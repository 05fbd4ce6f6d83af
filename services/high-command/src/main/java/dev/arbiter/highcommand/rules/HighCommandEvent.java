package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.endgame.Reveal;
import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.battle.AttackMode;
import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.Shuffle;
import java.util.List;

/**
 * Everything that happens (docs/rules/high-command.md, Events). Each record's simple name is its
 * wire type; every random value is in an event (the shuffles, the first player). Cards are named
 * as in {@link HighCommandCommand}. Lists read top first for decks.
 */
public sealed interface HighCommandEvent {

    // --- setup and rounds --------------------------------------------------------------------

    /** STARTING THE GAME: the location deck shuffled; its order is nobody's to see. */
    record LocationDeckShuffled(@Secret Shuffle shuffle, int cards) implements HighCommandEvent { }

    /** One Winds of War stage shuffled and put on top of the deck (Late first, then Mid, then Early). */
    record WindsOfWarShuffled(Stage stage, @Secret Shuffle shuffle, int cards) implements HighCommandEvent { }

    /** The top location of the deck dealt face up into a slot of the row (the opening, or a refill after a capture). */
    record LocationRevealed(int slot, String location) implements HighCommandEvent { }

    /** A seat's faction, warcasters and detachments (STARTING THE GAME, QUICK START SETUP), in public. */
    record ArmyChosen(int seat, String faction, List<WarcasterChoice> warcasters) implements HighCommandEvent {
        public ArmyChosen {
            warcasters = List.copyOf(warcasters);
        }
    }

    record ReinforcementDeckShuffled(int seat, @Secret Shuffle shuffle, int cards) implements HighCommandEvent { }

    record ArmyDeckShuffled(int seat, @Secret Shuffle shuffle, int cards) implements HighCommandEvent { }

    /** The top card of the reinforcement deck face up into an empty reserve slot. */
    record ReserveFilled(int seat, int slot, String card) implements HighCommandEvent { }

    /** The first player: the {@code firstPlayer} option (roll null) or drawn at random. */
    record FirstPlayerChosen(int seat, Roll roll) implements HighCommandEvent { }

    /** Cards from the top of the army deck into the hand; only the seat sees which. */
    record CardsDrawn(int seat, int count, @Secret(owner = "seat") List<String> cards) implements HighCommandEvent {
        public CardsDrawn {
            cards = List.copyOf(cards);
        }
    }

    record RoundBegan(int round) implements HighCommandEvent { }

    /** WINDS OF WAR STEP: the top card revealed; its rule holds until the next reveal. */
    record WindsOfWarRevealed(String card) implements HighCommandEvent { }

    record TurnBegan(int seat) implements HighCommandEvent { }

    record StepBegan(int seat, Step step) implements HighCommandEvent { }

    record TurnEnded(int seat) implements HighCommandEvent { }

    // --- capture -----------------------------------------------------------------------------

    /**
     * CAPTURE: these captured locations have a "when you capture" rule; each resolves before its
     * location is taken, in the order the active player picks.
     */
    record CapturesPending(int seat, List<String> locations) implements HighCommandEvent {
        public CapturesPending {
            locations = List.copyOf(locations);
        }
    }

    /** CAPTURE: the location's "when you capture" rule is followed now; the location is taken once its effects are done. */
    record CaptureRuleResolved(int seat, String location) implements HighCommandEvent { }

    /**
     * CAPTURE: the location to the captor's discard pile, his cards there to his occupying forces,
     * everybody else's cards there to their discard piles.
     */
    record LocationCaptured(int seat, String location, List<String> occupying, List<Placed> discarded) implements HighCommandEvent {
        public LocationCaptured {
            occupying = List.copyOf(occupying);
            discarded = List.copyOf(discarded);
        }
    }

    // --- orders ------------------------------------------------------------------------------

    /** Resources for the seat's next payment (a Winds of War card, or an ability's effect resources). */
    record ResourcesGained(int seat, Resources gain, String source) implements HighCommandEvent { }

    /**
     * ORDERS: the payment's cards discarded; {@code cmd}/{@code war} are what it gave, resources
     * gained before included, {@code lost} the surplus that is not carried over.
     */
    record CardsPaid(int seat, List<Payment> payment, int cmd, int war, int lost) implements HighCommandEvent {
        public CardsPaid {
            payment = List.copyOf(payment);
        }
    }

    record CardDeployed(int seat, String card, String location) implements HighCommandEvent { }

    record CardPurchased(int seat, int slot, String card) implements HighCommandEvent { }

    record CardRushed(int seat, int slot, String card, String location) implements HighCommandEvent { }

    record WarcasterRushed(int seat, String warcaster, String location) implements HighCommandEvent { }

    /** REFRESHING CARDS: the reserve card to the bottom of the reinforcement deck; {@code discard} null when an ability refreshes. */
    record ReserveRefreshed(int seat, int slot, String discard, String card) implements HighCommandEvent { }

    /**
     * An ability acts ({@code index} into the card's abilities); what it does follows as its own
     * events, or as a choice the game then waits for.
     */
    record AbilityUsed(int seat, String card, int index, Trigger trigger, Effect effect, String location) implements HighCommandEvent { }

    /** The owner's choice for an ability waiting on one (the first queued {@code Choice}); its effect's events follow. */
    record AbilityResolved(int seat, String card, List<String> targets, String location) implements HighCommandEvent {
        public AbilityResolved {
            targets = List.copyOf(targets);
        }
    }

    /** BANK, DRAW: the orders step ends; the bank, the discard and the draw follow. */
    record OrdersEnded(int seat) implements HighCommandEvent { }

    record CardBanked(int seat, @Secret(owner = "seat") String card) implements HighCommandEvent { }

    /** BANK: the rest of the hand to the discard pile. */
    record HandDiscarded(int seat, List<String> cards) implements HighCommandEvent {
        public HandDiscarded {
            cards = List.copyOf(cards);
        }
    }

    /** DRAW: one card of the discard pile (or none: null) to the occupying forces pile before it is shuffled. */
    record CardCulled(int seat, String card) implements HighCommandEvent { }

    /** DRAW: the discard pile shuffled into a new army deck. */
    record DiscardPileShuffled(int seat, @Secret Shuffle shuffle, int cards) implements HighCommandEvent { }

    /** DRAW: army deck and discard pile both empty, so the draw stops {@code missing} cards short (clarification 28). */
    record DrawCut(int seat, int missing) implements HighCommandEvent { }

    record BankedCardReturned(int seat, @Secret(owner = "seat") String card) implements HighCommandEvent { }

    /** A forced discard (an ability's effect discard): the cards of his hand the seat chose, or all it had. */
    record CardsDiscarded(int seat, List<String> cards, String source) implements HighCommandEvent {
        public CardsDiscarded {
            cards = List.copyOf(cards);
        }
    }

    /** COMMON TERMS move: a card from one location to another. */
    record CardMoved(int seat, String card, String from, String to) implements HighCommandEvent { }

    // --- battle ------------------------------------------------------------------------------

    /** BATTLE, MULTIPLE OPPONENTS: an attack at a location; {@code target} is null for an all-out attack. */
    record AttackBegan(String location, AttackMode mode, Integer target) implements HighCommandEvent { }

    /** ONE OPPONENT step 1: cards at 0 Health to their owners' discard piles (not destroyed). */
    record ZeroHealthDiscarded(String location, List<Placed> cards) implements HighCommandEvent {
        public ZeroHealthDiscarded {
            cards = List.copyOf(cards);
        }
    }

    /** ONE OPPONENT step 2, ALL-OUT ATTACK steps 2-3: each side's Power, fixed for the attack. */
    record PowerTotalled(String location, List<SeatTotal> totals) implements HighCommandEvent {
        public PowerTotalled {
            totals = List.copyOf(totals);
        }
    }

    /** ONE OPPONENT step 3, ALL-OUT ATTACK step 4: the enemy cards a seat will destroy. */
    record DestructionDeclared(int seat, List<String> cards) implements HighCommandEvent {
        public DestructionDeclared {
            cards = List.copyOf(cards);
        }
    }

    /** Cards to their owners' discard piles: the declared ones at once (step 4), or an ability's effect destroy. */
    record CardsDestroyed(String location, List<Placed> cards) implements HighCommandEvent {
        public CardsDestroyed {
            cards = List.copyOf(cards);
        }
    }

    record AttackEnded(String location) implements HighCommandEvent { }

    /** WARCASTERS: at the end of the battle step the rushed warcasters go to their owner's occupying forces pile. */
    record WarcastersWithdrawn(int seat, List<String> warcasters) implements HighCommandEvent {
        public WarcastersWithdrawn {
            warcasters = List.copyOf(warcasters);
        }
    }

    // --- the end -----------------------------------------------------------------------------

    /**
     * ENDGAME: why it ended ({@code dayOfReckoning}, {@code locationDeckEmpty}, {@code windsOfWarEmpty}),
     * each seat's VP and captures, the placings, and the hands and army decks the scores count,
     * shown to all (the players count their cards in the open).
     */
    record GameOver(String reason, List<SeatTotal> scores, List<SeatTotal> captures, List<List<Integer>> placings,
            List<Reveal> revealed) implements HighCommandEvent {
        public GameOver {
            scores = List.copyOf(scores);
            captures = List.copyOf(captures);
            placings = placings.stream().map(List::copyOf).toList();
            revealed = List.copyOf(revealed);
        }
    }
}
