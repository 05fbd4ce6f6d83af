package dev.arbiter.kernel.http;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.arbiter.kernel.web.ProblemException;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Answers 429 {@code too-many-requests}, with Retry-After, to a client that sends more than its
 * share, before the request reaches a game, so that one client's flood cannot starve the others.
 *
 * <p>Every request takes a token from its client address's bucket; a request with a seat token
 * also takes one from that token's bucket, which is smaller. The address bucket catches a flood
 * that changes tokens (any made-up token would otherwise get a fresh bucket); the token bucket
 * keeps one seat from using up the share of the other players behind the same address (a venue's
 * NAT). The address is the peer's, or, behind a proxy trusted by {@code quarkus.http.proxy.*},
 * the one the proxy forwarded. Health and metrics ({@code /q/...}) are served beside the REST
 * endpoints, not through their filters, so probes are never limited. Token buckets
 * (Bucket4j) rather than counting windows: a client may burst up to the capacity and is then
 * held to the refill rate, and the wait until the next token is exact.
 */
public class RateLimit {

    private static final String BEARER = "Bearer ";

    private final boolean enabled;
    private final Limit perToken;
    private final Limit perAddress;
    private final Cache<String, Bucket> buckets;
    private final MeterRegistry registry;

    /** A bucket's size and how many tokens it gets back each second. */
    private record Limit(long capacity, long perSecond) {

        Bucket bucket() {
            return Bucket.builder()
                    .addLimit(limit -> limit.capacity(capacity).refillGreedy(perSecond, Duration.ofSeconds(1)))
                    .build();
        }
    }

    public RateLimit(@ConfigProperty(name = "arbiter.rate-limit.enabled", defaultValue = "true") boolean enabled,
            @ConfigProperty(name = "arbiter.rate-limit.token.capacity", defaultValue = "100") long tokenCapacity,
            @ConfigProperty(name = "arbiter.rate-limit.token.per-second", defaultValue = "50") long tokenPerSecond,
            @ConfigProperty(name = "arbiter.rate-limit.address.capacity", defaultValue = "600") long addressCapacity,
            @ConfigProperty(name = "arbiter.rate-limit.address.per-second", defaultValue = "300") long addressPerSecond,
            @ConfigProperty(name = "arbiter.rate-limit.clients", defaultValue = "100000") long clients,
            MeterRegistry registry) {
        this.enabled = enabled;
        this.perToken = new Limit(tokenCapacity, tokenPerSecond);
        this.perAddress = new Limit(addressCapacity, addressPerSecond);
        // bounded, and a client quiet for a minute has a full bucket again anyway: forget it
        this.buckets = Caffeine.newBuilder().maximumSize(clients).expireAfterAccess(Duration.ofMinutes(1)).build();
        this.registry = registry;
    }

    @ServerRequestFilter(preMatching = true, priority = 1)
    public Response check(ContainerRequestContext request, HttpServerRequest connection) {
        if (!enabled) {
            return null;
        }
        Response refused = take("address", connection.remoteAddress().hostAddress(), perAddress, request);
        String authorization = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (refused == null && authorization != null && authorization.startsWith(BEARER)) {
            refused = take("token", authorization.substring(BEARER.length()), perToken, request);
        }
        return refused;
    }

    private Response take(String kind, String client, Limit limit, ContainerRequestContext request) {
        ConsumptionProbe probe = buckets.get(kind + " " + client, key -> limit.bucket()).tryConsumeAndReturnRemaining(1);
        if (probe.isConsumed()) {
            return null;
        }
        registry.counter("arbiter.rate.limited", "by", kind).increment();
        long retryAfter = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(probe.getNanosToWaitForRefill() + 999_999_999));
        ProblemException problem = Problem.TOO_MANY_REQUESTS.because("more than " + limit.perSecond()
                + " requests a second (bursts of up to " + limit.capacity() + ") from this " + (kind.equals("token") ? "seat token" : "address")
                + "; try again in " + retryAfter + " s");
        return Response.fromResponse(Problems.response(problem, request.getUriInfo().getRequestUri().getRawPath()))
                .header(HttpHeaders.RETRY_AFTER, retryAfter).build();
    }
}
