package dev.arbiter.kernel.web;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A request's query as the client wrote it, for the request-shape checks, with the forms their
 * parameters share. Split only at {@code &} (RFC 3986 and HTML forms): the framework also splits
 * at {@code ;}, which read {@code limit=1;--} as {@code limit=1}.
 */
public final class RawQuery {

    public static final Pattern WHOLE_NUMBER = Pattern.compile("[0-9]{1,18}");
    public static final Pattern SMALL_NUMBER = Pattern.compile("[0-9]{1,9}");
    public static final Pattern UUID = Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private RawQuery() {
    }

    /** Each parameter's values in the order given; a malformed percent escape is refused as malformed-request. */
    public static Map<String, List<String>> parse(String raw) {
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

    /** A parameter given more than once is refused: which one counts would be a guess. */
    public static void once(String name, List<String> values) {
        if (values.size() > 1) {
            throw ProblemType.MALFORMED_REQUEST.because("query parameter \"" + name + "\" is given " + values.size() + " times; give it once");
        }
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            throw ProblemType.MALFORMED_REQUEST.because("the query holds a malformed percent escape");
        }
    }
}
