package dev.arbiter.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.registry.Registry;
import dev.arbiter.registry.Repository;
import dev.arbiter.registry.Service;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What deploy/up would start from the registry (docs/operations.md, "What deploy/up does", steps 6
 * and 7): the built services whose jar exists, and the environment each one gets.
 */
class LocalServicesTest {

    @TempDir
    Path root;

    private Registry registry;

    @BeforeEach
    void copyRegistry() throws IOException {
        Files.createDirectories(root.resolve("deploy"));
        Files.copy(Repository.root().resolve(Registry.FILE), root.resolve(Registry.FILE));
        registry = Registry.read(root);
    }

    private LocalServices services(Map<String, String> environment) {
        Settings settings = new Settings(root, environment);
        return new LocalServices(settings, registry, new Home(settings.home()), new Console(root));
    }

    private void packageJar(String name) throws IOException {
        Path jar = services(Map.of()).jar(service(name));
        Files.createDirectories(jar.getParent());
        Files.writeString(jar, "");
    }

    private Service service(String name) {
        return registry.services().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("only built services with a packaged jar are started, in registry order")
    void startsWhatIsBuilt() throws IOException {
        packageJar("table");
        packageJar("kharnage");
        packageJar("warmeister");
        // every service of the registry is built now: this copy of it makes Warfighter a planned one, with a jar
        Path file = root.resolve(Registry.FILE);
        Files.writeString(file, Files.readString(file).replaceFirst("(\"name\": \"warfighter\"[^}]*\"built\": )true", "$1false"));
        registry = Registry.read(root);
        packageJar("warfighter");

        List<String> names = services(Map.of()).withJars().stream().map(Service::name).toList();

        assertEquals(List.of("warmeister", "kharnage", "table"), names, "warfighter is planned, so never started");
    }

    @Test
    @DisplayName("a ruleset gets its port, its own database, the user postgres with DB_PASSWORD, and Kafka")
    void backendEnvironment() {
        Map<String, String> environment = services(Map.of("PORT_HIGH_COMMAND", "9083", "DB_PASSWORD", "pw"))
                .environment(service("high-command"), 15432, 19092);

        assertEquals(Map.of(
                "HTTP_PORT", "9083",
                "DB_URL", "jdbc:postgresql://127.0.0.1:15432/arbiter_high_command",
                "DB_USER", "postgres",
                "DB_PASSWORD", "pw",
                "KAFKA_BOOTSTRAP", "127.0.0.1:19092"), environment);
    }

    @Test
    @DisplayName("the web table gets the address of every other service with a jar, and no database or Kafka")
    void webEnvironment() throws IOException {
        packageJar("warmeister");
        packageJar("projection");
        packageJar("table");

        Map<String, String> environment = services(Map.of("PORT_PROJECTION", "18090", "PORT_TABLE", "18088"))
                .environment(service("table"), 5432, 9092);

        assertEquals(Map.of(
                "HTTP_PORT", "18088",
                "TABLE_WARMEISTER_URL", "http://127.0.0.1:" + service("warmeister").port(),
                "TABLE_PROJECTION_URL", "http://127.0.0.1:18090"), environment);
        assertFalse(environment.containsKey("TABLE_WARMACHINE_URL"), "a planned ruleset is never passed");
    }

    @Test
    @DisplayName("a failed start is reported from the service log's part since its last start")
    void lastStartOfLog() throws IOException {
        Path log = root.resolve("warmeister.log");
        Files.writeString(log, String.join("\n",
                LocalServices.START_LINE + "warmeister at 2026-01-01T10:00Z =====", "old run", "",
                LocalServices.START_LINE + "warmeister at 2026-01-02T10:00Z =====", "Flyway failed", ""));

        List<String> lines = LocalServices.lastStart(log);

        assertEquals(List.of(LocalServices.START_LINE + "warmeister at 2026-01-02T10:00Z =====", "Flyway failed"), lines);
        assertTrue(LocalServices.lastStart(root.resolve("missing.log")).isEmpty());
    }
}
