package dev.arbiter.highcommand.rules.cards;

import java.util.List;

/**
 * The Quick Start subsets ({@code $defs/quickStart}; QUICK START SETUP): per faction two warcasters
 * and two detachment colours, a location deck and a Winds of War deck, by id.
 */
public record QuickStart(List<FactionSet> factions, List<String> locations, List<String> windsOfWar) {

    /** One faction's Quick Start cards; the i-th warcaster takes the i-th colour. */
    public record FactionSet(String faction, List<String> warcasters, List<Colour> colours) {

        public FactionSet {
            warcasters = List.copyOf(warcasters);
            colours = List.copyOf(colours);
        }
    }

    public QuickStart {
        factions = List.copyOf(factions);
        locations = List.copyOf(locations);
        windsOfWar = List.copyOf(windsOfWar);
    }
}
