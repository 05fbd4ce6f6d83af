package dev.arbiter.kernel.http;

import jakarta.ws.rs.container.ContainerRequestContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a body larger than a command can sensibly be, before anything reads it, with a
 * problem document rather than a bare 413.
 */
public class BodyLimit {

    private final long maxBytes;

    public BodyLimit(@ConfigProperty(name = "arbiter.max-body-bytes", defaultValue = "65536") long maxBytes) {
        this.maxBytes = maxBytes;
    }

    @ServerRequestFilter(preMatching = true)
    public void check(ContainerRequestContext request) {
        if (request.getLength() > maxBytes) {
            throw Problem.PAYLOAD_TOO_LARGE.because("a request body may hold at most " + maxBytes + " bytes");
        }
    }
}
