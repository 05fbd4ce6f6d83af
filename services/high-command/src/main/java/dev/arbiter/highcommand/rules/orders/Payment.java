package dev.arbiter.highcommand.rules.orders;

import dev.arbiter.highcommand.rules.cards.ResourceType;
import java.util.Objects;

/** One card of the sender's hand discarded for one resource type (ORDERS: never both). */
public record Payment(String card, ResourceType as) {

    public Payment {
        Objects.requireNonNull(card, "card");
        Objects.requireNonNull(as, "as");
    }
}
