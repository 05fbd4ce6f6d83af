package dev.arbiter.testkit;

import dev.arbiter.infra.JavaProcess;
import dev.arbiter.infra.Ports;
import dev.arbiter.infra.Readiness;
import io.restassured.builder.RequestSpecBuilder;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A packaged service (its {@code quarkus-run.jar}) run as a process of its own against the run's
 * Kafka broker and a fresh database of its own, or as a replica on another process's database:
 * for tests that need a real service beside the one under test, need to kill one and start it
 * again, or need two replicas of one service.
 */
public final class ServiceProcess implements AutoCloseable {

    private static final Duration STARTUP = Duration.ofSeconds(90);

    private final Path jar;
    private final Path log;
    private final Map<String, String> settings;
    private final int port;
    private final String jdbcUrl;
    private Process process;

    private ServiceProcess(Path jar, Path log, Map<String, String> settings, int port, String jdbcUrl) {
        this.jar = jar;
        this.log = log;
        this.settings = settings;
        this.port = port;
        this.jdbcUrl = jdbcUrl;
    }

    /**
     * The setting that switches the rate limit off (docs/operations.md, "Rate limit"), for tests whose bots or load
     * send from one address and one token faster than any person would.
     */
    public static final Map<String, String> NO_RATE_LIMIT = Map.of("ARBITER_RATE_LIMIT_ENABLED", "false");

    /** Starts the jar on a free port and waits until it is ready; its output goes to {@code log}. */
    public static ServiceProcess start(Path jar, Path log) {
        return start(jar, log, Map.of());
    }

    /** As {@link #start(Path, Path)}, with more environment variables (Quarkus settings) for the service. */
    public static ServiceProcess start(Path jar, Path log, Map<String, String> settings) {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar.toAbsolutePath() + " is missing: package that service first"
                    + " (./mvnw -pl <its module> -am package -DskipTests)");
        }
        ServiceProcess service = new ServiceProcess(jar, log, settings, Ports.free(), Postgres.shared().createDatabase());
        service.launch();
        return service;
    }

    /**
     * Another replica of {@code other}: the same jar and settings on {@code other}'s database, on a
     * free port of its own, ready when this returns.
     */
    public static ServiceProcess alongside(ServiceProcess other, Path log) {
        ServiceProcess replica = new ServiceProcess(other.jar, log, other.settings, Ports.free(), other.jdbcUrl);
        replica.launch();
        return replica;
    }

    /** Requests to this service. */
    public RequestSpecification api() {
        return new RequestSpecBuilder().setBaseUri("http://127.0.0.1").setPort(port).build();
    }

    public int port() {
        return port;
    }

    /** The service's database (shared with its replicas), for tests that look at rows directly. */
    public String jdbcUrl() {
        return jdbcUrl;
    }

    /** SIGKILL: no shutdown hook runs and nothing in flight is flushed. */
    public void kill() {
        waitFor(process.destroyForcibly());
    }

    /** Starts the same service again on the same port and database. */
    public void restart() {
        launch();
    }

    @Override
    public void close() {
        process.destroy();
        if (!waitFor(process)) {
            kill();
        }
    }

    private void launch() {
        Map<String, String> environment = new HashMap<>();
        environment.put("HTTP_PORT", Integer.toString(port));
        environment.put("KAFKA_BOOTSTRAP", KafkaBroker.shared().bootstrapServers());
        environment.put("DB_URL", jdbcUrl);
        environment.put("DB_USER", Postgres.shared().user());
        environment.put("DB_PASSWORD", "");
        environment.putAll(settings);
        try {
            process = JavaProcess.builder(List.of("-jar", jar.toString()), environment, Path.of("").toAbsolutePath(), log, false).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        switch (Readiness.await(port, process.toHandle(), STARTUP)) {
            case READY -> { }
            case EXITED -> throw new IllegalStateException(jar.getFileName() + " exited during start-up; see " + log.toAbsolutePath());
            case TIMED_OUT -> {
                kill();
                throw new IllegalStateException(jar + " not ready after " + STARTUP.toSeconds() + " s; see " + log.toAbsolutePath());
            }
        }
    }

    private static boolean waitFor(Process process) {
        try {
            return process.waitFor(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
