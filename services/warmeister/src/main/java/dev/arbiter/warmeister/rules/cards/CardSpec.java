package dev.arbiter.warmeister.rules.cards;

import java.util.EnumSet;
import java.util.Set;

/**
 * One line of the rulebook's card list as data. Only the fields of the card's category mean
 * anything; the others stay at zero. Built through the small factories below so that the
 * catalogue in {@link CardKind} reads like the printed table.
 */
record CardSpec(
        String printedName,
        Category category,
        int copies,
        int cost,
        // armies
        int bonus,
        int wounds,
        Set<UnitType> types,
        Set<Trait> traits,
        int supplyUnits,
        int discardToPlay,
        int drawOnRecruit,
        boolean opponentDiscardsOnRecruit,
        boolean smashesHolding,
        // castles
        int attackerModifier,
        int defenderModifier,
        // holdings
        UnitType discounts,
        int goldPerTurn,
        int supplyBonus,
        int handSizeBonus,
        int drawBonus,
        // events
        boolean battleOnly,
        boolean terrain) {

    CardSpec {
        types = Set.copyOf(types);
        traits = Set.copyOf(traits);
    }

    static CardSpec attack(String name, int copies) {
        return new CardSpec(name, Category.ATTACK, copies, 0, 0, 0, Set.of(), Set.of(), 0, 0, 0, false, false,
                0, 0, null, 0, 0, 0, 0, false, false);
    }

    static CardSpec castle(String name, int copies, int cost, int attackerModifier, int defenderModifier) {
        return new CardSpec(name, Category.CASTLE, copies, cost, 0, 0, Set.of(), Set.of(), 0, 0, 0, false, false,
                attackerModifier, defenderModifier, null, 0, 0, 0, 0, false, false);
    }

    static CardSpec holding(String name, int copies, int cost) {
        return new CardSpec(name, Category.HOLDING, copies, cost, 0, 0, Set.of(), Set.of(), 0, 0, 0, false, false,
                0, 0, null, 0, 0, 0, 0, false, false);
    }

    /** An army card; {@code codes} are the rulebook's letters (A B C D G M R S T). */
    static CardSpec army(String name, int copies, int cost, int bonus, int wounds, String codes) {
        Set<UnitType> types = EnumSet.noneOf(UnitType.class);
        Set<Trait> traits = EnumSet.noneOf(Trait.class);
        for (String code : codes.split(" ")) {
            switch (code) {
                case "" -> { }
                case "A" -> types.add(UnitType.ASSAULT);
                case "B" -> types.add(UnitType.BESIEGER);
                case "C" -> types.add(UnitType.CAVALRY);
                case "G" -> types.add(UnitType.GENERAL);
                case "M" -> types.add(UnitType.MISSILE);
                case "S" -> types.add(UnitType.SKIRMISHER);
                case "D" -> traits.add(Trait.DEADLY);
                case "R" -> traits.add(Trait.RAIDER);
                case "T" -> traits.add(Trait.TOUGH);
                default -> throw new IllegalArgumentException("unknown unit code " + code + " on " + name);
            }
        }
        if (types.isEmpty()) {
            types.add(UnitType.BASIC);
        }
        return new CardSpec(name, Category.ARMY, copies, cost, bonus, wounds, types, traits, 1, 0, 0, false, false,
                0, 0, null, 0, 0, 0, 0, false, false);
    }

    static CardSpec event(String name, int copies, boolean battleOnly, boolean terrain, int attackerModifier, int defenderModifier) {
        return new CardSpec(name, Category.EVENT, copies, 0, 0, 0, Set.of(), Set.of(), 0, 0, 0, false, false,
                attackerModifier, defenderModifier, null, 0, 0, 0, 0, battleOnly, terrain);
    }

    static CardSpec event(String name, int copies, boolean battleOnly) {
        return event(name, copies, battleOnly, false, 0, 0);
    }

    static CardSpec terrainCard(String name, int copies, int attackerModifier, int defenderModifier) {
        return event(name, copies, true, true, attackerModifier, defenderModifier);
    }

    CardSpec withSupplyUnits(int units) {
        return new CardSpec(printedName, category, copies, cost, bonus, wounds, types, traits, units, discardToPlay,
                drawOnRecruit, opponentDiscardsOnRecruit, smashesHolding, attackerModifier, defenderModifier, discounts,
                goldPerTurn, supplyBonus, handSizeBonus, drawBonus, battleOnly, terrain);
    }

    CardSpec withDiscardToPlay(int cards) {
        return new CardSpec(printedName, category, copies, cost, bonus, wounds, types, traits, supplyUnits, cards,
                drawOnRecruit, opponentDiscardsOnRecruit, smashesHolding, attackerModifier, defenderModifier, discounts,
                goldPerTurn, supplyBonus, handSizeBonus, drawBonus, battleOnly, terrain);
    }

    CardSpec withDrawOnRecruit(int cards) {
        return new CardSpec(printedName, category, copies, cost, bonus, wounds, types, traits, supplyUnits, discardToPlay,
                cards, opponentDiscardsOnRecruit, smashesHolding, attackerModifier, defenderModifier, discounts,
                goldPerTurn, supplyBonus, handSizeBonus, drawBonus, battleOnly, terrain);
    }

    CardSpec withOpponentDiscardOnRecruit() {
        return new CardSpec(printedName, category, copies, cost, bonus, wounds, types, traits, supplyUnits, discardToPlay,
                drawOnRecruit, true, smashesHolding, attackerModifier, defenderModifier, discounts,
                goldPerTurn, supplyBonus, handSizeBonus, drawBonus, battleOnly, terrain);
    }

    CardSpec withHoldingSmash() {
        return new CardSpec(printedName, category, copies, cost, bonus, wounds, types, traits, supplyUnits, discardToPlay,
                drawOnRecruit, opponentDiscardsOnRecruit, true, attackerModifier, defenderModifier, discounts,
                goldPerTurn, supplyBonus, handSizeBonus, drawBonus, battleOnly, terrain);
    }

    /** A holding's lasting effect. */
    CardSpec withHoldingEffect(UnitType discounts, int goldPerTurn, int supplyBonus, int handSizeBonus, int drawBonus) {
        return new CardSpec(printedName, category, copies, cost, bonus, wounds, types, traits, supplyUnits, discardToPlay,
                drawOnRecruit, opponentDiscardsOnRecruit, smashesHolding, attackerModifier, defenderModifier, discounts,
                goldPerTurn, supplyBonus, handSizeBonus, drawBonus, battleOnly, terrain);
    }
}
