package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.Secret;
import java.util.List;

/** A face-down deck: its order is nobody's to see (§2.1), its size is public. Top is the first card. */
public record Deck(@Secret List<String> order, int size) {

    public Deck {
        order = List.copyOf(order);
        size = order.size();
    }

    public static Deck of(List<String> order) {
        return new Deck(order, order.size());
    }

    public Deck withoutTop(int n) {
        return of(order.subList(n, order.size()));
    }
}
