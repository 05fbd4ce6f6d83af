package dev.arbiter.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.infra.Ports;
import dev.arbiter.infra.Readiness;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The web table's container image, as the build made it with Quarkus's Jib extension and pushed it to the
 * registry the build started (the image-test profile of this module's pom), read back over the registry's
 * API and run. Every service image is made by the same settings (the root pom), so this one stands for all
 * (docs/operations.md, "Container images").
 */
class TableImageIT {

    private static final String REPOSITORY = "arbiter/table";
    private static final Path REPOSITORY_ROOT = Path.of("../..");

    private static ImageRegistry registry;
    private static JsonNode manifest;
    private static JsonNode config;

    @BeforeAll
    static void readTheImage() throws IOException, InterruptedException {
        registry = new ImageRegistry(System.getProperty("image-test.registry"));
        manifest = registry.manifest(REPOSITORY, System.getProperty("image-test.tag"));
        config = registry.blobAsJson(REPOSITORY, manifest.path("config").path("digest").asText());
    }

    @Test
    void itStartsFromTheBaseImageTheBuildMade() throws IOException {
        String base = BaseImage.contents().get(0);
        assertEquals(base, "layer " + manifest.path("layers").path(0).path("digest").asText(),
                "the first layer is the base image's one layer, as deploy/images/base/build recorded it beside the archive");
    }

    @Test
    void itRunsTheServiceAsAnUnprivilegedUser() {
        assertEquals("185", config.path("config").path("User").asText(), "the user the Kubernetes manifests run the pods as (runAsUser: 185)");
    }

    @Test
    void itStartsTheQuarkusApplicationAndExposesTheRegisteredPort() throws IOException {
        JsonNode image = config.path("config");
        assertEquals(List.of("java", "-Djava.util.logging.manager=org.jboss.logmanager.LogManager", "-jar", "quarkus-run.jar"),
                texts(image.path("Entrypoint")));
        assertEquals("/app", image.path("WorkingDir").asText());
        assertEquals(Set.of(registeredPort() + "/tcp"), Set.copyOf(fieldNames(image.path("ExposedPorts"))));
    }

    @Test
    void itsLabelsSayWhatItIsAndWhereItCameFrom() throws IOException, InterruptedException {
        JsonNode labels = config.path("config").path("Labels");
        assertEquals("table", labels.path("org.opencontainers.image.title").asText());
        assertEquals(System.getProperty("image-test.tag"), labels.path("org.opencontainers.image.version").asText());
        assertEquals(headRevision(), labels.path("org.opencontainers.image.revision").asText());
        assertEquals(System.getProperty("image-test.source"), labels.path("org.opencontainers.image.source").asText());
    }

    @Test
    void itRunsAndGetsReadyAsItsUser() throws IOException, InterruptedException {
        Path folder = Path.of(System.getProperty("image-test.root"));
        UnpackedImage image = UnpackedImage.unpack(registry, REPOSITORY, manifest, config, folder.resolve("rootfs"));
        int port = Ports.free();
        Path log = folder.resolve("table.log");
        Process container = image.start(Map.of("HTTP_PORT", String.valueOf(port)), log);
        try {
            assertEquals(Readiness.Outcome.READY, Readiness.await(port, container.toHandle(), Duration.ofSeconds(90)),
                    () -> "the image's entrypoint did not get ready; its output, " + log + ":\n" + read(log));
            ProcessHandle java = container.toHandle().descendants()
                    .filter(process -> process.info().command().orElse("").endsWith("/java")).findFirst().orElseThrow();
            assertTrue(Files.readAllLines(Path.of("/proc", String.valueOf(java.pid()), "status")).contains("Uid:\t185\t185\t185\t185"),
                    "the service runs as uid 185");
        } finally {
            stop(container);
        }
    }

    /** The service first, as a runtime would stop a container: unshare itself ignores SIGTERM while it waits for it. */
    private static void stop(Process container) throws InterruptedException {
        container.descendants().forEach(ProcessHandle::destroy);
        if (!container.waitFor(30, TimeUnit.SECONDS)) {
            container.descendants().forEach(ProcessHandle::destroyForcibly);
            container.destroyForcibly().waitFor();
        }
    }

    private static int registeredPort() throws IOException {
        JsonNode services = new ObjectMapper().readTree(REPOSITORY_ROOT.resolve("deploy/services.json").toFile()).path("services");
        return StreamSupport.stream(services.spliterator(), false).filter(service -> service.path("name").asText().equals("table"))
                .findFirst().orElseThrow().path("port").asInt();
    }

    private static String headRevision() throws IOException, InterruptedException {
        Process git = new ProcessBuilder("git", "rev-parse", "HEAD").start();
        String revision = new String(git.getInputStream().readAllBytes()).trim();
        assertEquals(0, git.waitFor(), "git rev-parse HEAD");
        return revision;
    }

    private static List<String> texts(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }

    private static List<String> fieldNames(JsonNode object) {
        return StreamSupport.stream(((Iterable<String>) object::fieldNames).spliterator(), false).toList();
    }

    private static String read(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }
}
