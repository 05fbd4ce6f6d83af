package dev.arbiter.projection.it;

import dev.arbiter.testkit.KafkaBroker;
import io.restassured.builder.RequestSpecBuilder;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * The built Warmeister service, run as its own process against the run's Kafka broker and a
 * database of its own: a real ruleset service publishing real events for the projection to read.
 */
final class WarmeisterProcess implements AutoCloseable {

    private static final Path JAR = Path.of("../warmeister/target/quarkus-app/quarkus-run.jar");

    private final Process process;
    private final int port;
    private final SecondDatabase database;

    private WarmeisterProcess(Process process, int port, SecondDatabase database) {
        this.process = process;
        this.port = port;
        this.database = database;
    }

    static WarmeisterProcess start() {
        if (!Files.exists(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: build it with"
                    + " ./mvnw -q -o -pl services/warmeister -am install -DskipTests");
        }
        SecondDatabase database = SecondDatabase.create("warmeister");
        try {
            int port = freePort();
            Path log = Path.of("target", "warmeister-test.log");
            ProcessBuilder builder = new ProcessBuilder("java", "-jar", JAR.toString())
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            builder.environment().put("HTTP_PORT", String.valueOf(port));
            builder.environment().put("KAFKA_BOOTSTRAP", KafkaBroker.shared().bootstrapServers());
            builder.environment().put("DB_URL", database.jdbcUrl());
            builder.environment().put("DB_USER", "postgres");
            builder.environment().put("DB_PASSWORD", "");
            WarmeisterProcess warmeister = new WarmeisterProcess(builder.start(), port, database);
            warmeister.awaitReady(log);
            return warmeister;
        } catch (IOException e) {
            database.close();
            throw new UncheckedIOException(e);
        }
    }

    /** Requests to this service (RestAssured's default points at the projection). */
    RequestSpecification api() {
        return new RequestSpecBuilder().setBaseUri("http://127.0.0.1").setPort(port).build();
    }

    private void awaitReady(Path log) {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/q/health/ready")).build();
        Instant deadline = Instant.now().plusSeconds(90);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Warmeister exited during startup; see " + log.toAbsolutePath());
            }
            try {
                if (http.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            sleep(Duration.ofMillis(250));
        }
        close();
        throw new IllegalStateException("Warmeister not ready after 90 s; see " + log.toAbsolutePath());
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        database.close();
    }

    private static void sleep(Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
