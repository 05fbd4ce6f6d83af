package dev.arbiter.highcommand.rules.cards;

import java.util.List;

/** A location card ({@code $defs/location}; LOCATION CARD): fought over in play, then a card of its captor's deck. */
public record Location(String id, String name, String set, Resources resources, int victoryPoints, List<Ability> abilities) {

    public Location {
        resources = resources == null ? Resources.NONE : resources;
        abilities = abilities == null ? List.of() : List.copyOf(abilities);
    }
}
