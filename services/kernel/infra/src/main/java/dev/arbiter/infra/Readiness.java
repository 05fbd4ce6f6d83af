package dev.arbiter.infra;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;

/** A service's readiness: {@code /q/health/ready} on 127.0.0.1, what every Arbiter service serves. */
public final class Readiness {

    /** How a wait for readiness ended. */
    public enum Outcome { READY, EXITED, TIMED_OUT }

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private Readiness() {
    }

    /** The HTTP status of the readiness of the service on 127.0.0.1:{@code port}, or 0 when nothing answers. */
    public static int status(int port) {
        return status("http://127.0.0.1:" + port);
    }

    /** The HTTP status of the readiness of the service at {@code baseUrl}, or 0 when nothing answers. */
    public static int status(String baseUrl) {
        HttpRequest ready = HttpRequest.newBuilder(URI.create(baseUrl + "/q/health/ready"))
                .timeout(Duration.ofSeconds(2)).build();
        try {
            return HTTP.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException | IllegalArgumentException e) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    /** Polls until the service on {@code port} is ready, its process has exited, or {@code timeout} has passed. */
    public static Outcome await(int port, ProcessHandle process, Duration timeout) {
        Instant deadline = Instant.now().plus(timeout);
        while (true) {
            if (!process.isAlive()) {
                return Outcome.EXITED;
            }
            if (status(port) == 200) {
                return Outcome.READY;
            }
            if (Instant.now().isAfter(deadline) || Thread.currentThread().isInterrupted()) {
                return Outcome.TIMED_OUT;
            }
            LockSupport.parkNanos(Duration.ofMillis(250).toNanos());
        }
    }
}
