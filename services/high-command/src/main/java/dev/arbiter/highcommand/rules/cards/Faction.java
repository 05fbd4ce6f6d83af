package dev.arbiter.highcommand.rules.cards;

import java.util.List;

/** A faction ({@code $defs/faction}): its army cards (basic resources and detachments) and its warcasters. */
public record Faction(String id, String name, List<ArmyCard> cards, List<Warcaster> warcasters) {

    public Faction {
        cards = List.copyOf(cards);
        warcasters = List.copyOf(warcasters);
    }
}
