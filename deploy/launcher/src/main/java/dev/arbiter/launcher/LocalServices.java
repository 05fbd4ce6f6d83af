package dev.arbiter.launcher;

import dev.arbiter.infra.JavaProcess;
import dev.arbiter.infra.Ports;
import dev.arbiter.infra.Readiness;
import dev.arbiter.registry.Registry;
import dev.arbiter.registry.Service;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The services of deploy/services.json in the local stack: which are built, their settings, start and readiness. */
final class LocalServices {

    /** Each start's first line in a service's log: where the part of the log since the last start begins. */
    static final String START_LINE = "===== deploy/up started ";

    private final Settings settings;
    private final Registry registry;
    private final Home home;
    private final Console console;

    LocalServices(Settings settings, Registry registry, Home home, Console console) {
        this.settings = settings;
        this.registry = registry;
        this.home = home;
        this.console = console;
    }

    /** The runnable jar Quarkus packages. */
    Path jar(Service service) {
        return module(service).resolve("target/quarkus-app/quarkus-run.jar");
    }

    private Path module(Service service) {
        return settings.root().resolve(service.module());
    }

    /** The registry's built services whose jar exists, in registry order. */
    List<Service> withJars() {
        return registry.built().stream().filter(service -> Files.isRegularFile(jar(service))).toList();
    }

    /** Where a service answers: the port it runs on, else the port it would start on. */
    String address(Service service) {
        int port = home.running(service.name()).isPresent()
                ? home.port(service.name()).orElse(settings.port(service))
                : settings.port(service);
        return "http://127.0.0.1:" + port;
    }

    /**
     * The environment a service starts with. A backend: its database and Kafka. A web service: the
     * address of every other service with a jar ({@code TABLE_HIGH_COMMAND_URL}), so a planned one is never passed.
     */
    Map<String, String> environment(Service service, int pgPort, int kafkaPort) {
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("HTTP_PORT", Integer.toString(settings.port(service)));
        if (service.web()) {
            for (Service other : withJars()) {
                if (!other.web()) {
                    environment.put(service.webUrlVariable(other), address(other));
                }
            }
        } else {
            environment.put("DB_URL", "jdbc:postgresql://127.0.0.1:" + pgPort + "/" + service.database());
            environment.put("DB_USER", "postgres");
            environment.put("DB_PASSWORD", settings.dbPassword());
            environment.put("KAFKA_BOOTSTRAP", "127.0.0.1:" + kafkaPort);
        }
        return environment;
    }

    /** Starts one service in the background unless it runs; false if it cannot (its port is taken). */
    boolean start(Service service, int pgPort, int kafkaPort) {
        Optional<ProcessHandle> running = home.running(service.name());
        if (running.isPresent()) {
            console.note(service.name() + " already running (pid " + running.get().pid() + ", port "
                    + home.port(service.name()).orElse(settings.port(service)) + ")");
            return true;
        }
        int port = settings.port(service);
        if (Ports.open(port)) {
            console.warn("port " + port + " for " + service.name() + " is taken by another program: free it or set PORT_"
                    + service.envName() + "=<port>");
            return false;
        }
        Path log = home.log(service.name());
        List<String> arguments = new ArrayList<>(List.of(Home.mark(service.name())));
        arguments.addAll(settings.serviceJavaOptions());
        arguments.addAll(List.of("-Djava.io.tmpdir=" + home.tmp(), "-jar", jar(service).toString()));
        try {
            Files.writeString(log, "\n" + START_LINE + service.name() + " at "
                    + OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS) + " =====\n",
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            Process process = JavaProcess.builder(arguments, environment(service, pgPort, kafkaPort), module(service), log, true).start();
            home.record(service.name(), process.pid(), port);
            console.note("started " + service.name() + " (pid " + process.pid() + ", port " + port + ")");
            return true;
        } catch (IOException e) {
            console.warn("could not start " + service.name() + ": " + e.getMessage());
            return false;
        }
    }

    /** Waits for /q/health/ready; reports a service that exits or is not ready in time with its log. */
    boolean awaitReady(Service service) {
        String name = service.name();
        Path log = home.log(name);
        Optional<ProcessHandle> process = Home.read(home.run().resolve(name + ".pid"))
                .flatMap(pid -> ProcessHandle.of(Long.parseLong(pid)));
        int port = home.port(name).orElse(settings.port(service));
        Readiness.Outcome outcome = process.map(handle -> Readiness.await(port, handle, settings.readyTimeout()))
                .orElse(Readiness.Outcome.EXITED);
        switch (outcome) {
            case READY -> {
                console.note(name + " ready");
                return true;
            }
            case EXITED -> {
                console.error(name + " exited during startup. Last lines of " + console.pretty(log) + ":");
                List<String> lines = lastStart(log);
                lines.subList(Math.max(0, lines.size() - 20), lines.size()).forEach(line -> System.err.println("    | " + line));
                return false;
            }
            default -> {
                console.error(name + " (pid " + process.map(ProcessHandle::pid).orElse(0L) + ") is not ready after "
                        + settings.readyTimeout().toSeconds() + "s; it is still running. See " + console.pretty(log));
                return false;
            }
        }
    }

    /** The lines of a service log written since its last start. */
    static List<String> lastStart(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            int from = 0;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).startsWith(START_LINE)) {
                    from = i;
                }
            }
            return lines.subList(from, lines.size());
        } catch (IOException e) {
            return List.of();
        }
    }
}
