package dev.arbiter.launcher;

import dev.arbiter.registry.Registry;
import dev.arbiter.registry.Repository;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * The local stack's one entry point: {@code java -jar arbiter-launcher.jar <command>}, run by
 * deploy/up, deploy/down, deploy/status, deploy/demo and deploy/kafka-topics (docs/operations.md).
 * Building stays in deploy/up's bash, since it has to happen before this jar exists.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        // the Kafka admin client logs every connection at INFO; the launcher's own messages are what counts
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "error");
        System.exit(run(List.of(args), System.getenv()));
    }

    /** Runs one command; returns its exit status. */
    static int run(List<String> args, Map<String, String> environment) {
        Path root = root();
        Console console = new Console(root);
        try {
            Command command = Command.parse(args);
            Settings settings = new Settings(root, environment);
            Home home = new Home(settings.home());
            return switch (command.name()) {
                case "up" -> command.help() ? usage(Command.upUsage(settings)) : new Up(settings, registry(root), home, console).run(command.has("--demo"));
                case "down" -> command.help() ? usage(Command.downUsage(settings)) : new Down(settings, home, console).run(command.has("--purge"));
                case "status" -> new Status(settings, home, console).run();
                case "demo" -> new Demo(settings, registry(root), new LocalServices(settings, registry(root), home, console), console).run(command.arguments());
                case "kafka-topics" -> new LocalKafka(settings, home, console).topicCommand(command.arguments());
                case "running" -> running(new LocalPostgres(settings, home, console), home);
                default -> throw new IllegalStateException("parsed an unknown command: " + command.name());
            };
        } catch (Failure failure) {
            console.error(failure.getMessage());
            return 1;
        }
    }

    /**
     * What of the stack runs, one {@code <name> <pid> <port>} a line: PostgreSQL first (pid - for the
     * machine's own server), then Kafka and the services, which run from the jars deploy/up would rebuild.
     */
    private static int running(LocalPostgres postgres, Home home) {
        Home.read(home.postgresEnv()).map(LocalPostgres.InUse::parse).ifPresent(pg -> {
            var pid = LocalPostgres.InUse.THROWAWAY.equals(pg.mode()) ? postgres.throwawayPid() : OptionalInt.empty();
            System.out.println("postgres " + (pid.isPresent() ? pid.getAsInt() : "-") + " " + pg.port());
        });
        for (String name : home.recorded()) {
            home.running(name).ifPresent(process -> System.out.println(name + " " + process.pid() + " " + home.port(name).orElse(0)));
        }
        return 0;
    }

    private static int usage(String text) {
        System.out.print(text);
        return 0;
    }

    private static Registry registry(Path root) {
        try {
            return Registry.read(root);
        } catch (IOException e) {
            throw new Failure(e.getMessage(), e);
        }
    }

    /**
     * This JVM's classpath, absolute: the launcher's jar, whose manifest names the rest. The Kafka
     * node runs on it too, from another working folder.
     */
    static String classpath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(entry -> Path.of(entry).toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator));
    }

    /** The repository: four folders above deploy/launcher/target/arbiter-launcher.jar, else the nearest one above the working folder. */
    static Path root() {
        Path jar = Path.of(classpath().split(File.pathSeparator)[0]);
        Path candidate = jar.getNameCount() > 4 ? jar.getParent().getParent().getParent().getParent() : null;
        if (candidate != null && Files.isRegularFile(candidate.resolve(Registry.FILE))) {
            return candidate;
        }
        return Repository.root();
    }

    /** A command and its arguments. */
    record Command(String name, List<String> arguments) {

        private static final List<String> NAMES = List.of("up", "down", "status", "demo", "kafka-topics", "running");

        static Command parse(List<String> args) {
            if (args.isEmpty() || !NAMES.contains(args.get(0))) {
                throw new Failure("usage: arbiter-launcher.jar " + String.join("|", NAMES) + " [options]"
                        + (args.isEmpty() ? "" : " (not '" + args.get(0) + "')"));
            }
            Command command = new Command(args.get(0), args.subList(1, args.size()));
            command.check();
            return command;
        }

        boolean help() {
            return arguments.contains("-h") || arguments.contains("--help");
        }

        boolean has(String option) {
            return arguments.contains(option);
        }

        /** Every option of up and down is known; the others take what their tools take. */
        private void check() {
            List<String> known = switch (name) {
                case "up" -> List.of("--no-build", "--demo", "-h", "--help");
                case "down" -> List.of("--purge", "-h", "--help");
                case "status", "running" -> List.of();
                default -> null;
            };
            if (known == null) {
                return;
            }
            for (String argument : arguments) {
                if (!known.contains(argument)) {
                    throw new Failure("unknown option: " + argument + " (usage: deploy/" + name
                            + (known.isEmpty() ? "" : " " + Arrays.toString(known.subList(0, known.size() - 2).toArray())
                                    .replace(", ", "] [")) + ")");
                }
            }
        }

        static String upUsage(Settings settings) {
            return """
                    Usage: deploy/up [--no-build] [--demo]
                      --no-build  do not run './mvnw -q -DskipTests install' first
                      --demo      run deploy/demo once everything is ready
                    State, pids and logs go to $ARBITER_HOME (now: %s).
                    Ports: KAFKA_PORT=%d KAFKA_CONTROLLER_PORT=%d PG_THROWAWAY_PORT=%d,
                    services PORT_<NAME> (e.g. PORT_WARMEISTER=8081). More in docs/operations.md.
                    """.formatted(settings.home(), settings.kafkaPort(), settings.kafkaControllerPort(), settings.pgThrowawayPort());
        }

        static String downUsage(Settings settings) {
            return "Usage: deploy/down [--purge]   (--purge deletes " + settings.home() + ")\n";
        }
    }
}
