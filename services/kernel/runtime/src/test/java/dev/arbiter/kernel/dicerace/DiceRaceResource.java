package dev.arbiter.kernel.dicerace;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.dicerace.api.GamesApi;
import dev.arbiter.kernel.http.CreateGame;
import dev.arbiter.kernel.http.GameEndpoints;
import dev.arbiter.kernel.http.JoinSeat;
import jakarta.ws.rs.core.Response;
import java.util.UUID;

/** The dice-race contract, served by the kernel's endpoints: the pattern every ruleset service follows. */
public class DiceRaceResource implements GamesApi {

    private final GameEndpoints endpoints;

    public DiceRaceResource(GameEndpoints endpoints) {
        this.endpoints = endpoints;
    }

    @Override
    public Response createGame(CreateGame createGame) {
        return endpoints.createGame(createGame);
    }

    @Override
    public Response joinSeat(UUID gameId, Integer seat, JoinSeat joinSeat) {
        return endpoints.joinSeat(gameId, seat, joinSeat);
    }

    @Override
    public Response sendCommand(UUID gameId, ObjectNode command, String authorization, String idempotencyKey, String ifMatch) {
        return endpoints.sendCommand(gameId, command, authorization, idempotencyKey, ifMatch);
    }

    @Override
    public Response getGame(UUID gameId, String authorization) {
        return endpoints.getGame(gameId, authorization);
    }

    @Override
    public Response getLegalActions(UUID gameId, String authorization) {
        return endpoints.getLegalActions(gameId, authorization);
    }

    @Override
    public Response getEvents(UUID gameId, String authorization, Long after, Integer limit) {
        return endpoints.getEvents(gameId, authorization, after, limit);
    }

    @Override
    public Response getState(UUID gameId, Long at, String authorization) {
        return endpoints.getState(gameId, at, authorization);
    }

    @Override
    public Response getAudit(UUID gameId) {
        return endpoints.getAudit(gameId);
    }
}
