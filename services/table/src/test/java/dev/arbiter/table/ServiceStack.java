package dev.arbiter.table;

import dev.arbiter.testkit.ServiceProcess;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The services the table reaches, each its packaged jar run as a process of its own against the run's
 * Kafka broker and a database of its own: every built ruleset and the projection. The table under test
 * is pointed at them.
 */
public final class ServiceStack implements QuarkusTestResourceLifecycleManager {

    private static final List<String> SERVICES = List.of("kharnage", "warmeister", "high-command", "warfighter", "warmachine", "projection");
    private final List<ServiceProcess> started = new ArrayList<>();

    @Override
    public Map<String, String> start() {
        Map<String, String> settings = new HashMap<>();
        for (String name : SERVICES) {
            ServiceProcess service = ServiceProcess.start(Path.of("../" + name + "/target/quarkus-app/quarkus-run.jar"),
                    Path.of("target/" + name + "-test.log"));
            started.add(service);
            settings.put("arbiter.table.services." + name, "http://127.0.0.1:" + service.port());
        }
        return settings;
    }

    @Override
    public void stop() {
        started.forEach(ServiceProcess::close);
    }
}
