package dev.arbiter.highcommand.rules.cards;

import java.util.List;

/**
 * An army card ({@code $defs/armyCard}; ARMY CARD): a basic resource (no colour) or a detachment
 * card. Absent numbers read as 0 ({@code power}, {@code victoryPoints}) or null ({@code health},
 * the costs, {@code colour}); {@code resources} is {@link Resources#NONE} for a card that pays
 * nothing. A faction holds {@code copies} of it, told apart as {@code id#1}, {@code id#2}...
 */
public record ArmyCard(String id, String name, String set, List<String> types, boolean character, Colour colour, int copies,
        Resources resources, int power, Integer health, int victoryPoints, Cost purchaseCost, Cost rushCost,
        List<Ability> abilities, String flavour) {

    public ArmyCard {
        types = List.copyOf(types);
        resources = resources == null ? Resources.NONE : resources;
        abilities = abilities == null ? List.of() : List.copyOf(abilities);
    }

    public boolean basicResource() {
        return colour == null;
    }
}
