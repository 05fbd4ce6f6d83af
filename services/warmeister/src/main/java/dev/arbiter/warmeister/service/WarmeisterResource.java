package dev.arbiter.warmeister.service;

import dev.arbiter.kernel.http.CreateGame;
import dev.arbiter.kernel.http.GameResource;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.warmeister.api.GamesApi;
import jakarta.ws.rs.core.Response;

/** The Warmeister contract (contracts/openapi/warmeister.yaml), served by the kernel. */
public class WarmeisterResource extends GameResource implements GamesApi {

    /** Warmeister reads no option, so any option would be ignored without a word (a typo, another ruleset's): refuse it. */
    @Override
    public Response createGame(CreateGame request) {
        if (request != null && request.options() != null && !request.options().isEmpty()) {
            throw Problem.MALFORMED_REQUEST.because("Warmeister reads no options, not " + request.options().keySet());
        }
        return super.createGame(request);
    }
}
