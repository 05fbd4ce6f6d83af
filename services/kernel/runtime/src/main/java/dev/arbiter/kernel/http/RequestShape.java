package dev.arbiter.kernel.http;

import static dev.arbiter.kernel.web.RawQuery.SMALL_NUMBER;
import static dev.arbiter.kernel.web.RawQuery.UUID;
import static dev.arbiter.kernel.web.RawQuery.WHOLE_NUMBER;

import dev.arbiter.kernel.service.GameQueries;
import dev.arbiter.kernel.web.RawQuery;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a request whose parameters or headers break the contract (contracts/openapi/common.yaml,
 * components/parameters) before any of it is read, with a detail that names the parameter.
 * Left to the framework, a query parameter that does not convert answered 404, an empty one
 * counted as absent, a seat of {@code +1} was seat 1, a command without a Content-Type was read
 * anyway and an empty Content-Type failed as a 500.
 */
public class RequestShape {

    private static final Pattern IF_MATCH = Pattern.compile("(W/)?\"[0-9]{1,18}\"");
    private static final int MAX_IDEMPOTENCY_KEY = 100;
    static final String JSON_ONLY = "a request body needs \"Content-Type: application/json\"";
    private record Form(Pattern pattern, String words) {
    }

    private static final Map<String, Form> QUERY_NUMBERS = Map.of(
            "after", new Form(WHOLE_NUMBER, "a whole number of 0 or more, in digits"),
            "limit", new Form(SMALL_NUMBER, "a whole number from 1 to " + GameQueries.MAX_PAGE + ", in digits"),
            "at", new Form(WHOLE_NUMBER, "a whole number of 1 or more, in digits"));

    @ServerRequestFilter
    public void check(ContainerRequestContext request, UriInfo uri) {
        MultivaluedMap<String, String> path = uri.getPathParameters();
        check(path.getFirst("gameId"), "the game id in the path", UUID, "a game id as createGame returned it");
        check(path.getFirst("seat"), "the seat in the path", SMALL_NUMBER, "a seat number written in digits");
        if (path.containsKey("pack")) {
            printable("the content pack id in the path", path.getFirst("pack"));
        }
        Map<String, List<String>> query = RawQuery.parse(uri.getRequestUri().getRawQuery());
        QUERY_NUMBERS.forEach((name, form) -> {
            List<String> values = query.get(name);
            if (values != null) {
                RawQuery.once(name, values);
                check(values.get(0), "query parameter \"" + name + "\"", form.pattern(), form.words());
            }
        });
        idempotencyKey(request.getHeaders().get("Idempotency-Key"));
        List<String> authorization = request.getHeaders().get("Authorization");
        if (authorization != null && (authorization.size() != 1 || authorization.get(0).isEmpty())) {
            // an empty header is no spectator's request: present means it must be a seat token
            throw Problem.UNAUTHORIZED.because("send one Authorization header, \"Bearer <token>\", or none to look as a spectator");
        }
        check(request.getHeaderString("Last-Event-ID"), "Last-Event-ID", WHOLE_NUMBER, "the seq of the last event received");
        check(request.getHeaderString("If-Match"), "If-Match", IF_MATCH, "the game's ETag, a quoted seq such as \"12\"");
    }

    /**
     * Every POST of the API carries a JSON body. Checked before the request is matched to an
     * operation, where a Content-Type that is no media type at all (an empty one) failed as a 500.
     */
    @ServerRequestFilter(preMatching = true)
    public void checkBodyType(ContainerRequestContext request) {
        if (!"POST".equals(request.getMethod())) {
            return;
        }
        String type = request.getHeaderString("Content-Type");
        try {
            if (type != null && MediaType.APPLICATION_JSON_TYPE.isCompatible(MediaType.valueOf(type))) {
                return;
            }
        } catch (IllegalArgumentException notAMediaType) {
            // refused below, as any other type
        }
        throw Problem.UNSUPPORTED_MEDIA_TYPE.because(JSON_ONLY);
    }

    private static void check(String value, String what, Pattern form, String expected) {
        if (value != null && !form.matcher(value).matches()) {
            throw Problem.MALFORMED_REQUEST.because(what + " must be " + expected + ", not \"" + quoted(value) + "\"");
        }
    }

    /** Present means valid: an empty key is no reason to make one up and run the command again. */
    private static void idempotencyKey(List<String> values) {
        if (values == null) {
            return;
        }
        if (values.size() != 1 || values.get(0).isEmpty() || values.get(0).length() > MAX_IDEMPOTENCY_KEY) {
            throw Problem.MALFORMED_REQUEST.because("send one Idempotency-Key of 1 to " + MAX_IDEMPOTENCY_KEY + " characters");
        }
        printable("the Idempotency-Key", values.get(0));
    }

    private static void printable(String what, String value) {
        if (value.isEmpty() || value.chars().anyMatch(Character::isISOControl)) {
            throw Problem.MALFORMED_REQUEST.because(what + " must be printable text: no control characters");
        }
    }

    /** A refused value as the detail shows it: control characters written as escapes, at most 40 characters. */
    static String quoted(String value) {
        StringBuilder shown = new StringBuilder();
        value.codePoints().limit(40).forEach(c -> shown.append(Character.isISOControl(c) || c == '"' || c == '\\'
                ? String.format("\\u%04x", c) : Character.toString(c)));
        return value.codePointCount(0, value.length()) > 40 ? shown + "..." : shown.toString();
    }
}
