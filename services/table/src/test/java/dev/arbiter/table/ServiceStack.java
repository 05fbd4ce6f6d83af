package dev.arbiter.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testkit.ServiceProcess;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

/**
 * The services the table reaches, each its packaged jar run as a process of its own against the run's
 * Kafka broker and a database of its own: every built service of deploy/services.json but the web ones
 * (every ruleset and the projection). The table under test is pointed at them.
 */
public final class ServiceStack implements QuarkusTestResourceLifecycleManager {

    private static final Path REPOSITORY_ROOT = Path.of("../..");
    private final List<ServiceProcess> started = new ArrayList<>();

    @Override
    public Map<String, String> start() {
        Map<String, String> settings = new HashMap<>();
        for (JsonNode backend : builtBackends()) {
            String name = backend.path("name").asText();
            ServiceProcess service = ServiceProcess.start(
                    REPOSITORY_ROOT.resolve(backend.path("module").asText()).resolve("target/quarkus-app/quarkus-run.jar"),
                    Path.of("target/" + name + "-test.log"));
            started.add(service);
            settings.put("arbiter.table.services." + name, "http://127.0.0.1:" + service.port());
        }
        return settings;
    }

    private static List<JsonNode> builtBackends() {
        try {
            JsonNode services = new ObjectMapper().readTree(REPOSITORY_ROOT.resolve("deploy/services.json").toFile()).path("services");
            return StreamSupport.stream(services.spliterator(), false)
                    .filter(service -> service.path("built").asBoolean() && !service.path("kind").asText().equals("web"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void stop() {
        started.forEach(ServiceProcess::close);
    }
}
