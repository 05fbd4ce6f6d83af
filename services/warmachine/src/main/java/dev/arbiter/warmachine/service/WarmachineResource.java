package dev.arbiter.warmachine.service;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.http.GameResource;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.service.GameQueries;
import dev.arbiter.kernel.service.RulesetRuntime;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.web.ProblemException;
import dev.arbiter.kernel.web.ProblemType;
import dev.arbiter.warmachine.api.GamesApi;
import dev.arbiter.warmachine.rules.game.Measurements;
import dev.arbiter.warmachine.rules.game.Preview;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineRules;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.util.UUID;
import java.util.function.Function;

/**
 * The WARMACHINE contract (contracts/openapi/warmachine.yaml), served by the kernel, its measurement queries (free
 * measurement, A08, answered by the geometry from the game's current state) and the preview of a move: read-only, both.
 */
public class WarmachineResource extends GameResource implements GamesApi {

    @Inject
    GameQueries games;

    @Inject
    Measurements measurements;

    @Inject
    RulesetRuntime ruleset;

    @Inject
    WarmachineRules rules;

    /** A movement command answered as if sent now, from the game's current state; nothing is recorded, no die rolled. */
    @Override
    public Response previewCommand(UUID gameId, ObjectNode body) {
        checkCommand(body);
        WarmachineCommand command = (WarmachineCommand) ruleset.codec().command(body);
        if (!Preview.previews(command)) {
            throw new ProblemException(Problem.MALFORMED_REQUEST, "a preview is of an AdvanceModel, Run, Charge or Deploy, not of "
                    + body.get("type").asText(), "preview.unsupported");
        }
        return Response.ok(games.ask(gameId, state -> PreviewAnswer.of(rules.preview((WarmachineState) state, command)))).build();
    }

    @Override
    public Response measureDistance(UUID gameId, String from, String to, Long x, Long y) {
        required("from", from);
        boolean toPoint = x != null || y != null;
        if (toPoint == (to != null) || toPoint && (x == null || y == null)) {
            throw Problem.MALFORMED_REQUEST.because("measure to a model (\"to\") or to a point (both \"x\" and \"y\"), not both");
        }
        return answer(gameId, state -> toPoint ? measurements.distance(state, from, x, y) : measurements.distance(state, from, to));
    }

    @Override
    public Response measureRange(UUID gameId, String model, Integer weapon, String target) {
        required("model", model);
        required("weapon", weapon);
        required("target", target);
        return answer(gameId, state -> measurements.range(state, model, weapon, target));
    }

    @Override
    public Response measureLineOfSight(UUID gameId, String from, String to) {
        required("from", from);
        required("to", to);
        return answer(gameId, state -> measurements.lineOfSight(state, from, to));
    }

    @Override
    public Response measureThreat(UUID gameId, String model) {
        required("model", model);
        return answer(gameId, state -> measurements.threat(state, model));
    }

    /** The measurement, or its refusal as a problem: a model not on the table is not found, any other a malformed request. */
    private Response answer(UUID gameId, Function<WarmachineState, Object> measurement) {
        try {
            return Response.ok(games.ask(gameId, state -> measurement.apply((WarmachineState) state))).build();
        } catch (RuleViolation refused) {
            ProblemType problem = Measurements.NO_MODEL.equals(refused.rule()) ? Problem.NOT_FOUND : Problem.MALFORMED_REQUEST;
            throw new ProblemException(problem, refused.getMessage(), refused.rule());
        }
    }

    private static void required(String parameter, Object value) {
        if (value == null) {
            throw Problem.MALFORMED_REQUEST.because("the query parameter \"" + parameter + "\" is required");
        }
    }
}
