package dev.arbiter.projection.http;

import dev.arbiter.projection.api.StandingsApi;
import dev.arbiter.projection.api.model.Standing;
import dev.arbiter.projection.api.model.Standings;
import dev.arbiter.projection.fold.StandingsBook;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.ModelVersions;
import dev.arbiter.projection.model.StandingRow;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;

/** Player standings per ruleset, from the live version of the read models. */
@Transactional
public class StandingsResource implements StandingsApi {

    @Inject
    ModelVersions versions;

    @Override
    public Response getStandings(String ruleset) {
        int version = versions.live();
        if (GameRow.count("modelVersion = ?1 and ruleset = ?2", version, ruleset) == 0) {
            throw Problem.NOT_FOUND.because("no game of ruleset " + ruleset + " has been seen");
        }
        var players = StandingRow.<StandingRow>list("modelVersion = ?1 and ruleset = ?2 order by wins desc, games desc, player",
                version, ruleset).stream()
                .map(row -> new Standing().player(row.player).games(row.games).wins(row.wins).losses(row.losses).draws(row.draws)
                        .placings(StandingsBook.placeCounts(row.placings)))
                .toList();
        return Response.ok(new Standings().ruleset(ruleset).players(players)).build();
    }
}
