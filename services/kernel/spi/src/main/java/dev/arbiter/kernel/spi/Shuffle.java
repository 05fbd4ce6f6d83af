package dev.arbiter.kernel.spi;

import java.util.ArrayList;
import java.util.List;

/**
 * A Fisher-Yates shuffle written down as its rolls: for i from n-1 down to 1, the roll for i
 * has {@code i + 1} sides and the item at i swaps with the item at {@code value - 1}.
 */
public record Shuffle(List<Roll> rolls) {

    public Shuffle {
        rolls = List.copyOf(rolls);
    }

    /** The items in shuffled order; the input must have {@code rolls().size() + 1} items (or none). */
    public <T> List<T> apply(List<T> items) {
        boolean fits = rolls.isEmpty() ? items.size() <= 1 : items.size() == rolls.size() + 1;
        if (!fits) {
            throw new IllegalArgumentException("shuffle of " + (rolls.size() + 1) + " items applied to " + items.size());
        }
        List<T> order = new ArrayList<>(items);
        for (int k = 0; k < rolls.size(); k++) {
            int i = items.size() - 1 - k;
            Roll roll = rolls.get(k);
            if (roll.sides() != i + 1) {
                throw new IllegalArgumentException("roll " + k + " has " + roll.sides() + " sides, expected " + (i + 1));
            }
            T swapped = order.get(i);
            order.set(i, order.get(roll.value() - 1));
            order.set(roll.value() - 1, swapped);
        }
        return order;
    }
}
