package dev.arbiter.highcommand.rules.cards;

import java.util.List;
import java.util.Optional;

/**
 * A content pack as the rules read it: plain records, no JSON (contracts/content/high-command.schema.json,
 * one record per definition). The rulebook prints no cards, so every card comes from a pack;
 * {@code dev.arbiter.highcommand.pack} reads and checks the JSON and builds these records.
 *
 * @param sha256 SHA-256 (hex) of the pack file's bytes, recorded with each game
 * @param quickStart null when the pack has no Quick Start subsets
 */
public record Pack(String id, String version, String sha256, String title, String notice, String set, List<Faction> factions,
        List<Location> locations, List<WindsOfWar> windsOfWar, QuickStart quickStart) {

    public Pack {
        factions = List.copyOf(factions);
        locations = List.copyOf(locations);
        windsOfWar = List.copyOf(windsOfWar);
    }

    public Optional<Faction> faction(String factionId) {
        return factions.stream().filter(f -> f.id().equals(factionId)).findFirst();
    }
}
