package dev.arbiter.launcher;

import dev.arbiter.registry.Service;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The local stack's settings, each one an environment variable with a default (docs/operations.md,
 * "Ports and settings"). Read once from the environment the launcher was given.
 */
public record Settings(Path root, Map<String, String> environment) {

    public Settings {
        environment = Map.copyOf(environment);
    }

    /** The state folder: run/ (pids, ports), logs/, kafka/, pg/, tmp/. */
    public Path home() {
        return Path.of(text("ARBITER_HOME", root.resolve(".arbiter").toString())).toAbsolutePath();
    }

    public int kafkaPort() {
        return number("KAFKA_PORT", 9092);
    }

    public int kafkaControllerPort() {
        return number("KAFKA_CONTROLLER_PORT", 9093);
    }

    /** The machine's own PostgreSQL, probed. */
    public int pgLocalPort() {
        return number("PG_LOCAL_PORT", 5432);
    }

    /** The port of the cluster we create if needed. */
    public int pgThrowawayPort() {
        return number("PG_THROWAWAY_PORT", 15432);
    }

    /** Which PostgreSQL to use. */
    public PgChoice pgChoice() {
        String value = text("ARBITER_PG", "auto");
        try {
            return PgChoice.valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new Failure("ARBITER_PG must be auto, local or throwaway (not '" + value + "')");
        }
    }

    /** Where initdb and pg_ctl are, when set. */
    public String pgBin() {
        return environment.get("PG_BIN");
    }

    /** Sent to PostgreSQL and passed to the services; ignored under trust auth. */
    public String dbPassword() {
        return text("DB_PASSWORD", "");
    }

    public Duration readyTimeout() {
        return Duration.ofSeconds(number("READY_TIMEOUT", 120));
    }

    public Duration kafkaReadyTimeout() {
        return Duration.ofSeconds(number("KAFKA_READY_TIMEOUT", 60));
    }

    /** Between SIGTERM and SIGKILL for a service. */
    public Duration stopTimeout() {
        return Duration.ofSeconds(number("STOP_TIMEOUT", 20));
    }

    public List<String> serviceJavaOptions() {
        return words(text("SERVICE_JAVA_OPTS", "-Xms64m -Xmx256m -XX:+UseSerialGC"));
    }

    public List<String> kafkaJavaOptions() {
        return words(text("KAFKA_JAVA_OPTS", "-Xms128m -Xmx512m"));
    }

    /** Partitions of the topics the launcher creates. */
    public int topicPartitions() {
        return number("TOPIC_PARTITIONS", 1);
    }

    /** The registry's port of a service, unless PORT_<NAME> overrides it (PORT_HIGH_COMMAND=9083). */
    public int port(Service service) {
        return number("PORT_" + service.envName(), service.port());
    }

    private String text(String name, String fallback) {
        String value = environment.get(name);
        return value == null || value.isEmpty() ? fallback : value;
    }

    private int number(String name, int fallback) {
        String value = text(name, Integer.toString(fallback));
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new Failure(name + " must be a whole number, not '" + value + "'");
        }
    }

    private static List<String> words(String value) {
        return Arrays.stream(value.trim().split("\\s+")).filter(word -> !word.isEmpty()).toList();
    }

    /** ARBITER_PG: the machine's server if it lets us in (auto), only it (local), or always our own cluster. */
    public enum PgChoice { AUTO, LOCAL, THROWAWAY }
}
