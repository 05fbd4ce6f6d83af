package dev.arbiter.warfighter.rules;

import java.util.List;

/**
 * The campaign a game is one Campaign Turn of (§4 Campaign Rules; docs/rules/warfighter.md,
 * Campaign): the Map, the Town entered, the Promotion and Resupply Points held, the Towns played
 * and discarded, and the Desperation Missions played so far. Null in a standalone mission.
 */
public record Campaign(String map, String town, int promotion, int resupply, List<String> played, List<String> discarded,
                       int desperation) {

    public Campaign {
        played = List.copyOf(played);
        discarded = List.copyOf(discarded);
    }

    Campaign entering(String newTown) {
        return new Campaign(map, newTown, promotion, resupply, played, discarded, desperation);
    }

    Campaign points(int promotionDelta, int resupplyDelta) {
        return new Campaign(map, town, promotion + promotionDelta, resupply + resupplyDelta, played, discarded, desperation);
    }
}
