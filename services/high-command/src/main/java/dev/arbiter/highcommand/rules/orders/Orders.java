package dev.arbiter.highcommand.rules.orders;

import dev.arbiter.highcommand.rules.Emitter;
import dev.arbiter.highcommand.rules.Flow;
import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.HighCommandCommand.*;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.Rulebook;
import dev.arbiter.highcommand.rules.abilities.Abilities;
import dev.arbiter.highcommand.rules.abilities.Stats;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Cost;
import dev.arbiter.highcommand.rules.cards.Trigger;
import java.util.ArrayList;
import java.util.List;

/** ORDERS to BANK: the active player's commands in his orders step, each paid as ORDERS says. */
public final class Orders {

    private final Catalogue cards;
    private final Payments payments;
    private final Abilities abilities;

    public Orders(Catalogue cards) {
        this.cards = cards;
        this.payments = new Payments(cards);
        this.abilities = new Abilities(cards);
    }

    public void handle(Emitter em, int seat, HighCommandCommand command) {
        HighCommandState s = em.state();
        PlayerState p = s.player(seat);
        if (command instanceof Deploy c) {
            Rulebook.BOOK.require(p.hand().contains(c.card()), "orders.not-in-hand", "DEPLOY", c.card() + " is not in the hand");
            ArmyCard card = cards.armyCard(c.card());
            Rulebook.BOOK.require(card != null && card.purchaseCost() != null, "orders.no-purchase-box", "ARMY CARD",
                    c.card() + " has no purchase box, so it cannot be deployed");
            requireLocation(s, c.location(), "DEPLOY");
            requireNoCharacterCopy(s, seat, c.card());
            pay(em, seat, card.purchaseCost(), c.payment(), c.card());
            em.emit(new CardDeployed(seat, c.card(), c.location()));
            abilities.entered(em, seat, c.card(), Trigger.turnDeployed, c.location());
        } else if (command instanceof Purchase c) {
            String card = reserve(p, c.slot(), "PURCHASE");
            ArmyCard army = cards.armyCard(card);
            Rulebook.BOOK.require(army != null && army.purchaseCost() != null, "orders.no-purchase-box", "ARMY CARD",
                    card + " has no purchase box, so it cannot be purchased");
            pay(em, seat, army.purchaseCost(), c.payment(), null);
            em.emit(new CardPurchased(seat, c.slot(), card));
            refill(em, seat, c.slot());
        } else if (command instanceof Rush c) {
            requireRushing(s);
            String card = reserve(p, c.slot(), "RUSH");
            ArmyCard army = cards.armyCard(card);
            Rulebook.BOOK.require(army != null && army.rushCost() != null, "orders.no-rush-box", "ARMY CARD",
                    card + " has no rush box, so it cannot be rushed");
            requireLocation(s, c.location(), "RUSH");
            requireNoCharacterCopy(s, seat, card);
            pay(em, seat, army.rushCost(), c.payment(), null);
            em.emit(new CardRushed(seat, c.slot(), card, c.location()));
            refill(em, seat, c.slot());
            abilities.entered(em, seat, card, Trigger.turnRushed, c.location());
        } else if (command instanceof RushWarcaster c) {
            requireRushing(s);
            Rulebook.BOOK.require(p.warcasters().contains(c.warcaster()), "orders.no-such-warcaster", "RUSHING WARCASERS",
                    c.warcaster() + " is not one of the seat's warcasters waiting to be rushed");
            requireLocation(s, c.location(), "RUSHING WARCASERS");
            requireNoCharacterCopy(s, seat, c.warcaster());
            pay(em, seat, cards.warcaster(c.warcaster()).rushCost(), c.payment(), null);
            em.emit(new WarcasterRushed(seat, c.warcaster(), c.location()));
            abilities.entered(em, seat, c.warcaster(), Trigger.turnRushed, c.location());
        } else if (command instanceof Refresh c) {
            Rulebook.BOOK.require(p.hand().contains(c.discard()), "orders.not-in-hand", "REFRESHING CARDS", c.discard() + " is not in the hand");
            String card = reserve(p, c.slot(), "REFRESHING CARDS");
            Rulebook.BOOK.require(p.reinforcementCount() > 0, "orders.refresh-same-card", "REFRESHING CARDS",
                    "the reinforcement deck is empty, so the refreshed card would come straight back");
            em.emit(new ReserveRefreshed(seat, c.slot(), c.discard(), card));
            refill(em, seat, c.slot());
        } else if (command instanceof UseAbility c) {
            Rulebook.BOOK.require(p.hand().contains(c.card()), "orders.not-in-hand", "REFRESHING CARDS", c.card() + " is not in the hand");
            Rulebook.BOOK.require(c.targets().isEmpty() && c.location() == null, "ability.no-choice-now", "REFRESHING CARDS",
                    "discarding a card for its effect names no targets; a choice comes when the effect asks for it");
            Rulebook.BOOK.require(abilities.discardForEffect(c.card()), "ability.not-discard-for-effect", "REFRESHING CARDS",
                    c.card() + " has no ability used by discarding it");
            abilities.discardedForEffect(em, seat, c.card());
        } else if (command instanceof EndOrders c) {
            Rulebook.BOOK.require(c.bank() == null || p.hand().contains(c.bank()), "orders.not-in-hand", "BANK", c.bank() + " is not in the hand");
            em.emit(new OrdersEnded(seat));
            List<String> rest = new ArrayList<>(p.hand());
            if (c.bank() != null) {
                em.emit(new CardBanked(seat, c.bank()));
                rest.remove(c.bank());
            }
            em.emit(new HandDiscarded(seat, rest));
        } else {
            throw Flow.wrongTime(command);
        }
    }

    private static void requireLocation(HighCommandState s, String location, String section) {
        Rulebook.BOOK.require(s.location(location) != null, "orders.no-such-location", section, location + " is not a location in play");
    }

    private static String reserve(PlayerState p, int slot, String section) {
        Rulebook.BOOK.require(slot >= 0 && slot < p.reserves().size() && p.reserves().get(slot) != null, "orders.empty-slot", section,
                "reserve slot " + slot + " holds no card");
        return p.reserves().get(slot);
    }

    /** RUSH: not in rounds 1 and 2 (clarification 25), nor in a round whose Winds of War card forbids it. */
    private void requireRushing(HighCommandState s) {
        Rulebook.BOOK.require(s.round() >= 3, "orders.no-rush-yet", "RUSH", "nobody rushes during the first two rounds (round " + s.round() + ")");
        Rulebook.BOOK.require(!new Stats(cards, s).rushForbidden(), "orders.rush-forbidden", "WINDS OF WAR STEP",
                "this round's Winds of War card forbids rushing");
    }

    /** ARMY CARD 3, COMMON TERMS character: one copy in play per player (clarification 30). */
    private void requireNoCharacterCopy(HighCommandState s, int seat, String card) {
        if (!cards.character(card)) {
            return;
        }
        String base = Catalogue.base(card);
        boolean inPlay = s.locations().stream().anyMatch(l -> l.of(seat).stream().anyMatch(c -> Catalogue.base(c.card()).equals(base)));
        Rulebook.BOOK.require(!inPlay, "orders.character-in-play", "COMMON TERMS", "a copy of the character " + base + " is already in play");
    }

    private void pay(Emitter em, int seat, Cost cost, List<Payment> payment, String excluded) {
        HighCommandState s = em.state();
        em.emit(payments.pay(seat, s.player(seat).hand(), s.turn().gained(), cost, payment, excluded));
        for (Payment p : payment) {
            abilities.discardedForResources(em, seat, p.card());
        }
    }

    /** COMMON TERMS reserves: an emptied slot takes the top of the reinforcement deck, if it has one (clarification 26). */
    public static void refill(Emitter em, int seat, int slot) {
        String next = em.state().player(seat).nextReinforcement();
        if (next != null) {
            em.emit(new ReserveFilled(seat, slot, next));
        }
    }
}
