package dev.arbiter.warfighter.rules.campaign;

import java.util.List;

/**
 * The campaign as clients read it (§4.4 Campaign Turn): the Map, the Town entered (null while the route is chosen), the
 * Promotion and Resupply Points the Town Activities can spend, the Towns played and discarded, the Desperation Missions
 * played, and {@code routes}, the Towns {@code ChooseRoute} may name now (empty unless the stage is {@code ROUTE}).
 */
public record CampaignView(String map, String town, int promotion, int resupply, List<String> played, List<String> discarded,
                           int desperation, List<String> routes) {

    public CampaignView {
        played = List.copyOf(played);
        discarded = List.copyOf(discarded);
        routes = List.copyOf(routes);
    }
}
