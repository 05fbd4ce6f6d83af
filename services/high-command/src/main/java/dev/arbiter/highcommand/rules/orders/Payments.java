package dev.arbiter.highcommand.rules.orders;

import dev.arbiter.highcommand.rules.HighCommandEvent.CardsPaid;
import dev.arbiter.highcommand.rules.Rulebook;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Cost;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.highcommand.rules.cards.Resources;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * ORDERS: paying a cost by discarding cards of the hand, each for one resource type (clarification
 * 6), each type paying its own part (clarification 5), with the resources gained for the next
 * payment counted first; discards stop once each part is reached, so only a type's last card may
 * overpay it (clarification 4); the surplus is lost.
 */
public final class Payments {

    /** How many payments legal actions offer per cost (the rules accept any other payment that passes {@link #pay}). */
    static final int OFFERED = 4;

    private final Catalogue cards;

    public Payments(Catalogue cards) {
        this.cards = cards;
    }

    /** The payment's event, or the violation naming what is wrong with it. */
    CardsPaid pay(int seat, List<String> hand, Resources gained, Cost cost, List<Payment> payment, String excluded) {
        Set<String> seen = new HashSet<>();
        List<String> left = new ArrayList<>(hand);
        for (Payment p : payment) {
            Rulebook.BOOK.require(seen.add(p.card()), "orders.payment-card-twice", "ORDERS", p.card() + " is discarded only once");
            Rulebook.BOOK.require(!p.card().equals(excluded), "orders.payment-card-itself", "DEPLOY",
                    "the card deployed cannot pay for itself");
            Rulebook.BOOK.require(left.remove(p.card()), "orders.payment-not-in-hand", "ORDERS", p.card() + " is not in the hand");
            Rulebook.BOOK.require(cards.resources(p.card()).gives(p.as()), "orders.payment-wrong-type", "ORDERS",
                    p.card() + " gives no " + p.as().name().toUpperCase());
        }
        int cmd = gained.cmd() + given(payment, ResourceType.cmd);
        int war = gained.war() + given(payment, ResourceType.war);
        Rulebook.BOOK.require(cmd >= cost.cmd() && war >= cost.war(), "orders.payment-short", "ORDERS",
                "the cost is " + cost.cmd() + " CMD and " + cost.war() + " WAR; the payment gives " + cmd + " CMD and " + war
                        + " WAR (each type pays only its own part)");
        for (ResourceType type : ResourceType.values()) {
            int largest = payment.stream().filter(p -> p.as() == type).mapToInt(p -> cards.resources(p.card()).amount(type)).max().orElse(-1);
            int part = type == ResourceType.cmd ? cost.cmd() : cost.war();
            int paid = type == ResourceType.cmd ? cmd : war;
            // discarded in the best order, the largest last, every earlier card must still leave this part short
            Rulebook.BOOK.require(largest < 0 || paid - largest < part, "orders.payment-needless", "ORDERS",
                    "the " + type.name().toUpperCase() + " part of the cost is covered before the last "
                            + type.name().toUpperCase() + " card; discards stop once the cost is reached");
        }
        return new CardsPaid(seat, payment, cmd, war, cmd - cost.cmd() + war - cost.war());
    }

    private int given(List<Payment> payment, ResourceType type) {
        return payment.stream().filter(p -> p.as() == type).mapToInt(p -> cards.resources(p.card()).amount(type)).sum();
    }

    /**
     * Up to {@link #OFFERED} payments of the cost from the hand in which every card is needed, told
     * apart by which cards (by name) pay which type: the finite list legal actions give, since
     * every subset of a hand would be too many to list.
     */
    public List<List<Payment>> offers(List<String> hand, Resources gained, Cost cost, String excluded) {
        List<String> usable = hand.stream().filter(c -> !c.equals(excluded) && !cards.resources(c).none()).sorted().toList();
        Map<String, List<Payment>> found = new LinkedHashMap<>();
        search(usable, 0, new ArrayList<>(), gained.cmd(), gained.war(), cost, found);
        return List.copyOf(found.values());
    }

    private void search(List<String> usable, int from, List<Payment> chosen, int cmd, int war, Cost cost, Map<String, List<Payment>> found) {
        if (found.size() >= OFFERED) {
            return;
        }
        if (cmd >= cost.cmd() && war >= cost.war()) {
            if (minimal(chosen, cmd, war, cost)) {
                found.putIfAbsent(key(chosen), List.copyOf(chosen));
            }
            return;
        }
        for (int i = from; i < usable.size(); i++) {
            String card = usable.get(i);
            Resources r = cards.resources(card);
            for (ResourceType type : ResourceType.values()) {
                boolean helps = type == ResourceType.cmd ? cmd < cost.cmd() : war < cost.war();
                if (r.gives(type) && helps) {
                    chosen.add(new Payment(card, type));
                    search(usable, i + 1, chosen, cmd + (type == ResourceType.cmd ? r.cmd() : 0),
                            war + (type == ResourceType.war ? r.war() : 0), cost, found);
                    chosen.remove(chosen.size() - 1);
                }
            }
        }
    }

    private boolean minimal(List<Payment> chosen, int cmd, int war, Cost cost) {
        for (Payment p : chosen) {
            int value = cards.resources(p.card()).amount(p.as());
            if (p.as() == ResourceType.cmd ? cmd - value >= cost.cmd() : war - value >= cost.war()) {
                return false;
            }
        }
        return true;
    }

    private static String key(List<Payment> payment) {
        return payment.stream().map(p -> Catalogue.base(p.card()) + ":" + p.as()).sorted().toList().toString();
    }
}
