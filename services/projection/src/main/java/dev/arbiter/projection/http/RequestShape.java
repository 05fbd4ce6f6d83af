package dev.arbiter.projection.http;

import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.UriInfo;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
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

    private static final Pattern WHOLE_NUMBER = Pattern.compile("[0-9]{1,18}");
    private static final Pattern SMALL_NUMBER = Pattern.compile("[0-9]{1,9}");
    private static final Pattern UUID = Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
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
        query(uri.getRequestUri().getRawQuery()).forEach((name, values) -> {
            if (values.size() > 1) {
                throw Problem.MALFORMED_REQUEST.because("query parameter \"" + name + "\" is given " + values.size() + " times; give it once");
            }
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

    /** The query as the client wrote it, split only at {@code &}: the framework also splits at {@code ;}. */
    private static Map<String, List<String>> query(String raw) {
        Map<String, List<String>> query = new HashMap<>();
        if (raw == null) {
            return query;
        }
        for (String pair : raw.split("&", -1)) {
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals));
            query.computeIfAbsent(name, n -> new ArrayList<>()).add(equals < 0 ? "" : decode(pair.substring(equals + 1)));
        }
        return query;
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            throw Problem.MALFORMED_REQUEST.because("the query holds a malformed percent escape");
        }
    }
}
