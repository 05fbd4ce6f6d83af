package dev.arbiter.highcommand.rules.cards;

import java.util.List;

/**
 * A warcaster ({@code $defs/warcaster}; WARCASTER CARD, WARCASTERS): no Health, never destroyed;
 * its Battlegroup Commander number is added to each friendly warjack at its location during the
 * turn it is rushed (clarification 32).
 */
public record Warcaster(String id, String name, String set, List<String> types, boolean character, int power, List<Colour> colours,
        Cost rushCost, int battlegroupCommander, List<Ability> abilities, String flavour) {

    public Warcaster {
        types = List.copyOf(types);
        colours = List.copyOf(colours);
        abilities = abilities == null ? List.of() : List.copyOf(abilities);
    }
}
