package dev.arbiter.kernel.http;

import dev.arbiter.kernel.web.ProblemDocument;
import dev.arbiter.kernel.web.ProblemException;
import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.Locale;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refuses a body larger than {@code quarkus.http.limits.max-body-size} with a problem document.
 * The HTTP server enforces that limit itself, but answers a declared length over it with a bare
 * 413 (no body, no Content-Type); this route runs just before it and says the same in the API's
 * terms. A body sent in chunks declares no length, and the server would cut it off at the limit
 * with that same bare 413 halfway through reading it, so such a body is refused at once (411):
 * every command, setup and join is small enough to send with its length.
 */
@Singleton
public class BodyLimit {

    static final String MAX_BODY_SIZE = "quarkus.http.limits.max-body-size";

    void install(@Observes Router router, @ConfigProperty(name = MAX_BODY_SIZE) MemorySize max) {
        router.route().order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT - 1).handler(request -> check(request, max.asLongValue()));
    }

    private static void check(RoutingContext request, long max) {
        String length = request.request().getHeader("Content-Length");
        if (length == null && chunked(request)) {
            refuse(request, Problem.LENGTH_REQUIRED.because("send the body with its Content-Length: a body sent in chunks is not read"));
        } else if (length != null && declared(length) > max) {
            refuse(request, Problem.PAYLOAD_TOO_LARGE.because(detail(max)));
        } else {
            request.next();
        }
    }

    private static boolean chunked(RoutingContext request) {
        String coding = request.request().getHeader("Transfer-Encoding");
        return coding != null && coding.toLowerCase(Locale.ROOT).contains("chunked");
    }

    /** Answers without reading the body, and closes the connection, whose unread body would otherwise follow. */
    private static void refuse(RoutingContext request, ProblemException problem) {
        String body = ProblemDocument.json(problem, request.request().path()).toString();
        request.response().setStatusCode(problem.problem().status()).putHeader("Content-Type", ProblemDocument.MEDIA_TYPE)
                .putHeader("Connection", "close").end(body);
    }

    private static long declared(String length) {
        try {
            return Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE; // a length nobody can read to the end of is too large alike
        }
    }

    static String detail() {
        return detail(ConfigProvider.getConfig().getValue(MAX_BODY_SIZE, MemorySize.class).asLongValue());
    }

    private static String detail(long max) {
        return "a request body may hold at most " + max + " bytes";
    }
}
