package dev.arbiter.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.registry.Registry;
import dev.arbiter.registry.Repository;
import dev.arbiter.registry.Service;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The settings docs/operations.md documents ("Ports and settings"): their defaults and the variables that change them. */
class SettingsTest {

    private static final Path ROOT = Path.of("/repo");

    @Test
    @DisplayName("with no variables set, every setting has the documented default")
    void defaults() {
        Settings settings = new Settings(ROOT, Map.of());
        assertEquals(Path.of("/repo/.arbiter"), settings.home());
        assertEquals(9092, settings.kafkaPort());
        assertEquals(9093, settings.kafkaControllerPort());
        assertEquals(5432, settings.pgLocalPort());
        assertEquals(15432, settings.pgThrowawayPort());
        assertEquals(Settings.PgChoice.AUTO, settings.pgChoice());
        assertEquals("", settings.dbPassword());
        assertEquals(Duration.ofSeconds(120), settings.readyTimeout());
        assertEquals(Duration.ofSeconds(60), settings.kafkaReadyTimeout());
        assertEquals(Duration.ofSeconds(20), settings.stopTimeout());
        assertEquals(List.of("-Xms64m", "-Xmx256m", "-XX:+UseSerialGC"), settings.serviceJavaOptions());
        assertEquals(List.of("-Xms128m", "-Xmx512m"), settings.kafkaJavaOptions());
        assertEquals(1, settings.topicPartitions());
    }

    @Test
    @DisplayName("each variable overrides its setting")
    void overrides() {
        Settings settings = new Settings(ROOT, Map.ofEntries(
                Map.entry("ARBITER_HOME", "/var/tmp/arbiter"),
                Map.entry("KAFKA_PORT", "19092"),
                Map.entry("KAFKA_CONTROLLER_PORT", "19093"),
                Map.entry("PG_LOCAL_PORT", "5433"),
                Map.entry("PG_THROWAWAY_PORT", "25432"),
                Map.entry("ARBITER_PG", "throwaway"),
                Map.entry("DB_PASSWORD", "secret"),
                Map.entry("READY_TIMEOUT", "300"),
                Map.entry("KAFKA_READY_TIMEOUT", "90"),
                Map.entry("STOP_TIMEOUT", "5"),
                Map.entry("SERVICE_JAVA_OPTS", "  -Xmx512m   -Dx=y "),
                Map.entry("KAFKA_JAVA_OPTS", "-Xmx1g"),
                Map.entry("TOPIC_PARTITIONS", "3")));
        assertEquals(Path.of("/var/tmp/arbiter"), settings.home());
        assertEquals(19092, settings.kafkaPort());
        assertEquals(19093, settings.kafkaControllerPort());
        assertEquals(5433, settings.pgLocalPort());
        assertEquals(25432, settings.pgThrowawayPort());
        assertEquals(Settings.PgChoice.THROWAWAY, settings.pgChoice());
        assertEquals("secret", settings.dbPassword());
        assertEquals(Duration.ofSeconds(300), settings.readyTimeout());
        assertEquals(Duration.ofSeconds(90), settings.kafkaReadyTimeout());
        assertEquals(Duration.ofSeconds(5), settings.stopTimeout());
        assertEquals(List.of("-Xmx512m", "-Dx=y"), settings.serviceJavaOptions());
        assertEquals(List.of("-Xmx1g"), settings.kafkaJavaOptions());
        assertEquals(3, settings.topicPartitions());
    }

    @Test
    @DisplayName("a service's port is the registry's unless PORT_<NAME> (dashes as underscores) sets it")
    void servicePorts() throws IOException {
        Registry registry = Registry.read(Repository.root());
        Service highCommand = registry.built().stream().filter(s -> s.name().equals("high-command")).findFirst().orElseThrow();
        Service warmeister = registry.built().stream().filter(s -> s.name().equals("warmeister")).findFirst().orElseThrow();
        Settings settings = new Settings(ROOT, Map.of("PORT_HIGH_COMMAND", "9083"));
        assertEquals(9083, settings.port(highCommand));
        assertEquals(warmeister.port(), settings.port(warmeister));
    }

    @Test
    @DisplayName("a setting that is not a number, or an unknown ARBITER_PG, is refused by name")
    void refused() {
        Failure port = assertThrows(Failure.class, () -> new Settings(ROOT, Map.of("KAFKA_PORT", "ninety")).kafkaPort());
        assertEquals("KAFKA_PORT must be a whole number, not 'ninety'", port.getMessage());
        Failure pg = assertThrows(Failure.class, () -> new Settings(ROOT, Map.of("ARBITER_PG", "docker")).pgChoice());
        assertEquals("ARBITER_PG must be auto, local or throwaway (not 'docker')", pg.getMessage());
    }
}
