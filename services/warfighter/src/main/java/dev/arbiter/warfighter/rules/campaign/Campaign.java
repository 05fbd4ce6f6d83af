package dev.arbiter.warfighter.rules.campaign;

import dev.arbiter.kernel.spi.toolkit.Lists;
import dev.arbiter.warfighter.rules.Evolve;
import java.util.List;

/**
 * The campaign a game is one Campaign Turn of (§4 Campaign Rules; docs/rules/warfighter.md,
 * Campaign): the Map, the Town entered, the last Town of the route ({@code lastTown}, the one the
 * next arrow leads from; null in the campaign's first game), the Promotion and Resupply Points held,
 * the Towns played and discarded, the Desperation Missions played so far, and the Attachments destroyed since the last
 * Replenish, which brings them back (§4.4 Replenish; clarification 57). Null in a standalone mission.
 */
public record Campaign(String map, String town, String lastTown, int promotion, int resupply, List<String> played,
                       List<String> discarded, int desperation, List<Destroyed> destroyed) {

    /** An Attachment destroyed on Army {@code army} (§2.2.2), waiting for Replenish. */
    public record Destroyed(int army, String attachment) {
    }

    public Campaign {
        played = List.copyOf(played);
        discarded = List.copyOf(discarded);
        destroyed = List.copyOf(destroyed);
    }

    public Campaign destroyed(List<Destroyed> newDestroyed) {
        return new Campaign(map, town, lastTown, promotion, resupply, played, discarded, desperation, newDestroyed);
    }

    Campaign entering(String newTown) {
        return new Campaign(map, newTown, lastTown, promotion, resupply, played, discarded, desperation, destroyed);
    }

    Campaign points(int promotionDelta, int resupplyDelta) {
        return new Campaign(map, town, lastTown, promotion + promotionDelta, resupply + resupplyDelta, played, discarded, desperation, destroyed);
    }

    /** §4.6 Retreat: the Resupply Points gained, and the Town entered discarded. */
    Campaign retreating(int resupplyDelta) {
        return new Campaign(map, town, lastTown, promotion, resupply + resupplyDelta, played, Lists.plus(discarded, town), desperation, destroyed);
    }

    /** §4.6 Retreat: one more Desperation Mission chosen. */
    Campaign desperate() {
        return new Campaign(map, town, lastTown, promotion, resupply, played, discarded, desperation + 1, destroyed);
    }

    /** The team retreated from this game's Town: it is discarded, never played (§4.6 Retreat). */
    boolean retreated() {
        return discarded.contains(town);
    }
}
