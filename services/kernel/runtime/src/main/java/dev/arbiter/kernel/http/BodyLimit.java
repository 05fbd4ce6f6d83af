package dev.arbiter.kernel.http;

import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refuses a body larger than {@code quarkus.http.limits.max-body-size} with a problem document.
 * The HTTP server enforces that limit itself, but answers a declared length over it with a bare
 * 413 (no body, no Content-Type); this route runs just before it and says the same in the API's
 * terms. A body sent in chunks is cut off at the limit while it is read, and that 413 is
 * a problem document too ({@link Problems}).
 */
@Singleton
public class BodyLimit {

    static final String MAX_BODY_SIZE = "quarkus.http.limits.max-body-size";

    void install(@Observes Router router, @ConfigProperty(name = MAX_BODY_SIZE) MemorySize max) {
        router.route().order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT - 1).handler(request -> check(request, max.asLongValue()));
    }

    private static void check(RoutingContext request, long max) {
        String length = request.request().getHeader("Content-Length");
        if (length == null || declared(length) <= max) {
            request.next();
            return;
        }
        String body = Problems.json(Problem.PAYLOAD_TOO_LARGE.because(detail(max)), request.request().path()).toString();
        request.response().setStatusCode(413).putHeader("Content-Type", Problems.MEDIA_TYPE).putHeader("Connection", "close").end(body);
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
