package dev.arbiter.highcommand.rules;

import java.util.List;

/** One location in play (LOCATION CARD; STARTING THE GAME: the row) with every card beside it, in the order they came. */
public record LocationSlot(String location, List<Placed> cards) {

    public LocationSlot {
        cards = List.copyOf(cards);
    }

    public List<Placed> of(int seat) {
        return cards.stream().filter(c -> c.seat() == seat).toList();
    }

    public long count(int seat) {
        return cards.stream().filter(c -> c.seat() == seat).count();
    }
}
