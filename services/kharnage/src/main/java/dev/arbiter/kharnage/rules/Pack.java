package dev.arbiter.kharnage.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A content pack as the rules read it: plain records, no JSON. The rulebook (kharnage.md) gives
 * the rules but no cards, so every army comes from a pack; {@code dev.arbiter.kharnage.pack}
 * parses and validates the JSON files and builds these records.
 *
 * @param sha256 SHA-256 (hex) of the pack file's bytes, recorded by the service with each game
 */
public record Pack(String id, String version, String sha256, List<Army> armies) {

    public Pack {
        armies = List.copyOf(armies);
    }

    public Optional<Army> army(String armyId) {
        return armies.stream().filter(a -> a.id().equals(armyId)).findFirst();
    }

    /** Every unit card of every army, by id. */
    public Map<String, UnitCard> unitIndex() {
        Map<String, UnitCard> index = new HashMap<>();
        armies.forEach(a -> a.units().forEach(u -> index.put(u.id(), u)));
        return index;
    }

    /** Every battle card (including each army's «0» card), by id. */
    public Map<String, BattleCard> battleIndex() {
        Map<String, BattleCard> index = new HashMap<>();
        armies.forEach(a -> {
            index.put(a.zero().id(), a.zero());
            a.battleCards().forEach(b -> index.put(b.id(), b));
        });
        return index;
    }
}
