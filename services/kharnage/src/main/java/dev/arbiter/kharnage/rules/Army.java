package dev.arbiter.kharnage.rules;

import java.util.List;

/**
 * One army: its unit cards (the Reserve, the General(s) and any Large-unit parts), its battle
 * deck and its «0» battle card (kharnage.md, setup steps 2-3).
 */
public record Army(String id, String name, List<UnitCard> units, List<BattleCard> battleCards, BattleCard zero) {

    public Army {
        units = List.copyOf(units);
        battleCards = List.copyOf(battleCards);
    }

    /** The cards shuffled into the Reserve: neither generals nor Large-unit parts. */
    public List<String> reserveCards() {
        return units.stream().filter(u -> !u.general() && u.partOf() == null).map(UnitCard::id).toList();
    }

    public List<String> generals() {
        return units.stream().filter(UnitCard::general).map(UnitCard::id).toList();
    }

    /** Large-unit parts, set aside until their unit is placed. */
    public List<String> parts() {
        return units.stream().filter(u -> u.partOf() != null).map(UnitCard::id).toList();
    }

    public List<String> allUnitCards() {
        return units.stream().map(UnitCard::id).toList();
    }

    public List<String> allBattleCards() {
        return battleCards.stream().map(BattleCard::id).toList();
    }
}
