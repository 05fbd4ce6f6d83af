package dev.arbiter.projection.http;

import static dev.arbiter.kernel.web.RawQuery.SMALL_NUMBER;
import static dev.arbiter.kernel.web.RawQuery.UUID;
import static dev.arbiter.kernel.web.RawQuery.WHOLE_NUMBER;

import dev.arbiter.kernel.web.RawQuery;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.UriInfo;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a request whose path or query parameters break contracts/openapi/projection.yaml with
 * 400 malformed-request naming the parameter, before any of it is read. Left to the framework, a
 * number that did not convert answered 404, and a NUL in a ruleset reached the database (500).
 */
public class RequestShape {

    private static final Map<String, Pattern> NUMBERS = Map.of("after", WHOLE_NUMBER, "limit", SMALL_NUMBER, "page", SMALL_NUMBER,
            "size", SMALL_NUMBER);
    private static final Set<String> STATUSES = Set.of("waiting", "running", "finished");
    private static final Set<String> TEXTS = Set.of("ruleset", "player");

    @ServerRequestFilter
    public void check(UriInfo uri) {
        MultivaluedMap<String, String> path = uri.getPathParameters();
        String gameId = path.getFirst("gameId");
        if (gameId != null && !UUID.matcher(gameId).matches()) {
            throw Problem.MALFORMED_REQUEST.because("the game id in the path must be a game id (a UUID)");
        }
        if (path.containsKey("ruleset")) {
            text("the ruleset in the path", path.getFirst("ruleset"));
        }
        RawQuery.parse(uri.getRequestUri().getRawQuery()).forEach((name, values) -> {
            RawQuery.once(name, values);
            String value = values.get(0);
            if (NUMBERS.containsKey(name) && !NUMBERS.get(name).matcher(value).matches()) {
                throw Problem.MALFORMED_REQUEST.because("query parameter \"" + name + "\" must be a whole number in digits");
            }
            if (name.equals("status") && !STATUSES.contains(value)) {
                throw Problem.MALFORMED_REQUEST.because("query parameter \"status\" must be one of waiting, running, finished");
            }
            if (TEXTS.contains(name)) {
                text("query parameter \"" + name + "\"", value);
            }
        });
    }

    private static void text(String what, String value) {
        if (value.isEmpty() || value.chars().anyMatch(Character::isISOControl)) {
            throw Problem.MALFORMED_REQUEST.because(what + " must be printable text: not empty, no control characters");
        }
    }
}
