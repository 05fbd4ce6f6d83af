package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.service.GameAudit;
import dev.arbiter.kernel.service.GameQueries;
import dev.arbiter.kernel.service.GameService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.UUID;

/**
 * The HTTP side of every ruleset service's game API (docs/api.md). A service's resource
 * implements the interface generated from its contract and hands each call to the method of the
 * same name here, so every service answers alike.
 */
@ApplicationScoped
public class GameEndpoints {

    private static final int DEFAULT_PAGE = 100;

    private final GameService games;
    private final GameQueries queries;
    private final GameAudit audit;

    public GameEndpoints(GameService games, GameQueries queries, GameAudit audit) {
        this.games = games;
        this.queries = queries;
        this.audit = audit;
    }

    public Response createGame(CreateGame request) {
        GameSummary created = games.create(request);
        return Response.created(URI.create("/games/" + created.gameId())).entity(created).build();
    }

    public Response joinSeat(UUID gameId, Integer seat, JoinSeat request) {
        return Response.ok(games.join(gameId, seat, request)).build();
    }

    public Response sendCommand(UUID gameId, ObjectNode command, String authorization, String idempotencyKey, String ifMatch) {
        if (command == null) {
            throw Problem.MALFORMED_REQUEST.because("the body must be a command object with a \"type\"");
        }
        return Response.ok(games.play(gameId, authorization, idempotencyKey, expectedSeq(ifMatch), command)).build();
    }

    public Response getGame(UUID gameId, String authorization) {
        GameView view = queries.view(gameId, authorization, null);
        return Response.ok(view).tag(new EntityTag(Long.toString(view.seq()))).build();
    }

    public Response getState(UUID gameId, Long at, String authorization) {
        if (at == null) {
            throw Problem.MALFORMED_REQUEST.because("say which event with ?at=<seq>");
        }
        return Response.ok(queries.view(gameId, authorization, at)).build();
    }

    public Response getLegalActions(UUID gameId, String authorization) {
        return Response.ok(queries.legalActions(gameId, authorization)).build();
    }

    public Response getEvents(UUID gameId, String authorization, Long after, Integer limit) {
        return Response.ok(queries.events(gameId, authorization, after == null ? 0 : after, limit == null ? DEFAULT_PAGE : limit)).build();
    }

    public Response getAudit(UUID gameId) {
        return Response.ok(audit.audit(gameId)).build();
    }

    /** An If-Match header holds the seq the client last saw, as the ETag of the game gave it. */
    private static Long expectedSeq(String ifMatch) {
        if (ifMatch == null) {
            return null;
        }
        try {
            return Long.parseLong(ifMatch.replace("W/", "").replace("\"", "").trim());
        } catch (NumberFormatException e) {
            throw Problem.MALFORMED_REQUEST.because("If-Match must be the game's ETag, a quoted seq such as \"12\"");
        }
    }
}
