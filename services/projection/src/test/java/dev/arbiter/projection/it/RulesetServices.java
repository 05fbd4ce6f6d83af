package dev.arbiter.projection.it;

import dev.arbiter.testkit.ServiceProcess;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.nio.file.Path;
import java.util.Map;

/**
 * The built Warmeister and Kharnage services, each as its own process on the run's Kafka broker, started
 * before the projection so that it is configured with their addresses (it reads their content packs to
 * name cards in timeline lines). Built by their modules, which the reactor builds before this one.
 */
public final class RulesetServices implements QuarkusTestResourceLifecycleManager {

    private static ServiceProcess warmeister;
    private static ServiceProcess kharnage;

    @Override
    public Map<String, String> start() {
        warmeister = ServiceProcess.start(Path.of("../warmeister/target/quarkus-app/quarkus-run.jar"), Path.of("target/warmeister-test.log"),
                ServiceProcess.NO_RATE_LIMIT);
        kharnage = ServiceProcess.start(Path.of("../kharnage/target/quarkus-app/quarkus-run.jar"), Path.of("target/kharnage-test.log"),
                ServiceProcess.NO_RATE_LIMIT);
        return Map.of("arbiter.ruleset-url.warmeister", "http://127.0.0.1:" + warmeister.port(),
                "arbiter.ruleset-url.kharnage", "http://127.0.0.1:" + kharnage.port());
    }

    @Override
    public void stop() {
        for (ServiceProcess service : new ServiceProcess[] {warmeister, kharnage}) {
            if (service != null) {
                service.close();
            }
        }
    }

    static ServiceProcess warmeister() {
        return warmeister;
    }

    static ServiceProcess kharnage() {
        return kharnage;
    }
}
