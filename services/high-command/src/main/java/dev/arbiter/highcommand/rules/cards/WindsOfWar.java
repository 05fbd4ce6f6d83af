package dev.arbiter.highcommand.rules.cards;

import java.util.List;

/** A Winds of War card ({@code $defs/windsOfWar}; WINDS OF WAR CARD): a rule for all players for the round it is revealed in. */
public record WindsOfWar(String id, String name, String set, Stage stage, List<Ability> abilities, String flavour) {

    public WindsOfWar {
        abilities = List.copyOf(abilities);
    }

    public boolean endsGame() {
        return abilities.stream().anyMatch(a -> a.effect() == Effect.endGame);
    }
}
