package dev.arbiter.launcher;

import dev.arbiter.registry.Registry;
import dev.arbiter.registry.Service;
import java.util.ArrayList;
import java.util.List;

/**
 * deploy/up after the build: PostgreSQL and the databases, Kafka and the topics, every built service
 * with a jar, readiness, the addresses, and with --demo the demo. Safe to run again: what runs is
 * left alone, only what is missing or has died is started.
 */
final class Up {

    private final Settings settings;
    private final Registry registry;
    private final Home home;
    private final Console console;

    Up(Settings settings, Registry registry, Home home, Console console) {
        this.settings = settings;
        this.registry = registry;
        this.home = home;
        this.console = console;
    }

    /** Exit status: 0 when everything is ready (and the demo passed), 1 otherwise. */
    int run(boolean demo) {
        home.create();
        LocalPostgres postgres = new LocalPostgres(settings, home, console);
        LocalKafka kafka = new LocalKafka(settings, home, console);
        LocalServices services = new LocalServices(settings, registry, home, console);

        LocalPostgres.InUse pg = postgres.ensure();
        console.info("Databases (PostgreSQL 127.0.0.1:" + pg.port() + ", " + pg.mode() + ")");
        List<String> databases = registry.builtBackends().stream().map(Service::database).toList();
        postgres.createDatabases(pg, databases);

        int kafkaPort = kafka.start();

        List<Service> built = services.withJars();
        for (Service service : registry.built()) {
            if (!built.contains(service)) {
                console.note(service.name() + " has no jar yet (" + console.pretty(services.jar(service))
                        + "): run deploy/up without --no-build");
            }
        }
        List<Service> failed = new ArrayList<>();
        if (!built.isEmpty()) {
            kafka.createTopics(kafkaPort, built.stream().filter(Service::ruleset).map(Service::topic).toList());
            console.info("Starting services: " + names(built));
            List<Service> started = new ArrayList<>();
            for (Service service : built) {
                if (services.start(service, pg.port(), kafkaPort)) {
                    started.add(service);
                }
            }
            console.info("Waiting for /q/health/ready (up to " + settings.readyTimeout().toSeconds() + "s each)");
            for (Service service : started) {
                if (!services.awaitReady(service)) {
                    failed.add(service);
                }
            }
        }

        System.out.println();
        console.info("Arbiter local stack (state in " + console.pretty(home.folder()) + ")");
        System.out.printf("  %-13s 127.0.0.1:%s  log %s%n", "kafka", kafkaPort, console.pretty(kafka.log()));
        System.out.printf("  %-13s 127.0.0.1:%s  (%s) user postgres, databases %s%n", "postgres", pg.port(), pg.mode(),
                String.join(" ", databases));
        List<String> tables = new ArrayList<>();
        List<Service> running = built.stream().filter(service -> home.running(service.name()).isPresent()).toList();
        for (Service service : running) {
            String url = services.address(service);
            if (service.web()) {
                // the table serves a browser application, no API of its own: no swagger, no metrics
                System.out.printf("  %-13s %s  health %s/q/health%n", service.name(), url, url);
                tables.add(url);
            } else {
                System.out.printf("  %-13s %s  swagger %s/q/swagger-ui  health %s/q/health  metrics %s/q/metrics%n",
                        service.name(), url, url, url, url);
            }
            System.out.printf("  %-13s log %s%n", "", console.pretty(home.log(service.name())));
        }
        console.note("logs: " + console.pretty(home.logs()) + "/   status: deploy/status   stop: deploy/down");

        int status = 0;
        if (demo) {
            if (failed.isEmpty()) {
                console.info("Running deploy/demo");
                status = new Demo(settings, registry, services, console).run(List.of());
            } else {
                console.warn("not running the demo: some services are not ready");
            }
        }
        // last, after the demo's output: where to play (the demo's games are in its lobby, from the projection)
        for (String url : tables) {
            System.out.println();
            console.info("open " + url + " to play");
        }
        if (!failed.isEmpty()) {
            throw new Failure("not ready: " + names(failed) + " (see the logs above)");
        }
        return status;
    }

    private static String names(List<Service> services) {
        return String.join(" ", services.stream().map(Service::name).toList());
    }
}
