package dev.arbiter.warmeister.service;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.function.UnaryOperator;

/**
 * A client of two replicas of one service, as behind a load balancer: each request goes to the
 * replica asked for, and to the other one when that one does not answer (killed, starting
 * again), the same request with the same {@code Idempotency-Key}, as a client resends after a
 * dropped connection.
 */
final class Replicas {

    /** An HTTP answer: its status and body. */
    record Answer(int status, String body) {
    }

    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration GIVE_UP = Duration.ofSeconds(60);

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final List<Integer> ports;

    Replicas(int first, int second) {
        this.ports = List.of(first, second);
    }

    Answer get(int replica, String path, String token) {
        return send(replica, path, builder -> withToken(builder, token).GET());
    }

    /** A command; {@code ifMatch} null sends none. */
    Answer command(int replica, String gameId, String token, String key, Long ifMatch, String body) {
        return send(replica, "/games/" + gameId + "/commands", builder -> {
            withToken(builder, token).header("Idempotency-Key", key).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body));
            if (ifMatch != null) {
                builder.header("If-Match", "\"" + ifMatch + "\"");
            }
            return builder;
        });
    }

    private Answer send(int replica, String path, UnaryOperator<HttpRequest.Builder> request) {
        Instant deadline = Instant.now().plus(GIVE_UP);
        for (int attempt = 0; ; attempt++) {
            int port = ports.get((replica + attempt) % 2);
            HttpRequest built = request.apply(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                    .timeout(REQUEST_TIMEOUT)).build();
            try {
                HttpResponse<String> response = http.send(built, HttpResponse.BodyHandlers.ofString());
                return new Answer(response.statusCode(), response.body());
            } catch (IOException unanswered) {
                if (Instant.now().isAfter(deadline)) {
                    throw new AssertionError("neither replica answered " + path + " for " + GIVE_UP, unanswered);
                }
                if (attempt % 2 == 1) {
                    // both tried: wait a little for one to come back
                    LockSupport.parkNanos(Duration.ofMillis(200).toNanos());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for " + path, e);
            }
        }
    }

    private static HttpRequest.Builder withToken(HttpRequest.Builder builder, String token) {
        return token == null ? builder : builder.header("Authorization", "Bearer " + token);
    }
}
