package dev.arbiter.projection.http;

import dev.arbiter.projection.api.GamesApi;
import dev.arbiter.projection.api.model.GamePage;
import dev.arbiter.projection.api.model.GameStatus;
import dev.arbiter.projection.api.model.Timeline;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.ModelVersions;
import dev.arbiter.projection.model.TimelineRow;
import io.quarkus.hibernate.orm.panache.PanacheQuery;
import io.quarkus.panache.common.Page;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/** Games, their timelines and chain audits, from the live version of the read models. */
@Transactional
public class GamesResource implements GamesApi {

    @Inject
    ModelVersions versions;

    @Override
    public Response listGames(String ruleset, GameStatus status, String player, Integer page, Integer size) {
        if (page < 0 || size < 1 || size > 200) {
            throw Problem.MALFORMED_REQUEST.because("page must be 0 or more and size 1 to 200");
        }
        StringBuilder where = new StringBuilder("from GameRow g where g.modelVersion = :version");
        Map<String, Object> parameters = new HashMap<>(Map.of("version", versions.live()));
        if (ruleset != null) {
            where.append(" and g.ruleset = :ruleset");
            parameters.put("ruleset", ruleset);
        }
        if (status != null) {
            where.append(" and g.status = :status");
            parameters.put("status", status.toString());
        }
        if (player != null) {
            where.append(" and exists (from SeatRow s where s.modelVersion = g.modelVersion and s.gameId = g.gameId and s.name = :player)");
            parameters.put("player", player);
        }
        PanacheQuery<GameRow> games = GameRow.find(where + " order by g.createdAt desc nulls last, g.gameId", parameters);
        return Response.ok(new GamePage().page(page).size(size).total(games.count())
                .games(games.page(Page.of(page, size)).list().stream().map(GameViews::game).toList())).build();
    }

    @Override
    public Response getGame(UUID gameId) {
        return Response.ok(GameViews.game(game(gameId))).build();
    }

    @Override
    public Response getTimeline(UUID gameId, Long after, Integer limit) {
        if (after < 0 || limit < 1 || limit > 1000) {
            throw Problem.MALFORMED_REQUEST.because("after must be 0 or more and limit 1 to 1000");
        }
        GameRow game = game(gameId);
        var lines = TimelineRow.<TimelineRow>find("modelVersion = ?1 and gameId = ?2 and seq > ?3 order by seq",
                game.modelVersion, gameId, after).page(Page.ofSize(limit)).list();
        return Response.ok(new Timeline().gameId(gameId).seq(game.headSeq).lines(lines.stream().map(GameViews::line).toList())).build();
    }

    @Override
    public Response getGameAudit(UUID gameId) {
        return Response.ok(GameViews.audit(game(gameId))).build();
    }

    private GameRow game(UUID gameId) {
        GameRow game = GameRow.find(versions.live(), gameId);
        if (game == null) {
            throw Problem.UNKNOWN_GAME.because("no event of game " + gameId + " has been seen");
        }
        return game;
    }
}
