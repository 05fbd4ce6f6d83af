package dev.arbiter.kharnage.service;

import dev.arbiter.kernel.http.CreateGame;
import dev.arbiter.kernel.http.GameResource;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kharnage.api.GamesApi;
import dev.arbiter.kharnage.rules.KharnageRules;
import jakarta.ws.rs.core.Response;
import java.util.Map;

/** The Kharnage contract (contracts/openapi/kharnage.yaml), served by the kernel. */
public class KharnageResource extends GameResource implements GamesApi {

    /** An option the rules do not read would be ignored without a word (a typo, another ruleset's): refuse it. */
    @Override
    public Response createGame(CreateGame request) {
        Map<String, String> options = request == null || request.options() == null ? Map.of() : request.options();
        options.forEach((key, value) -> {
            if (!KharnageRules.OPTIONS.contains(key) || value == null) {
                throw Problem.MALFORMED_REQUEST.because("Kharnage reads the options " + KharnageRules.OPTIONS
                        + ", each a text value; not \"" + key + "\": " + value);
            }
        });
        return super.createGame(request);
    }
}
