package dev.arbiter.launcher;

import dev.arbiter.infra.Folders;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * deploy/down [--purge]: stops what deploy/up started, services first (all at once, so their
 * shutdowns overlap), then Kafka, then the throwaway PostgreSQL if there is one. The machine's own
 * PostgreSQL is never touched. --purge also deletes the state folder.
 */
final class Down {

    private static final Duration KAFKA_GRACE = Duration.ofSeconds(30);

    private final Settings settings;
    private final Home home;
    private final Console console;

    Down(Settings settings, Home home, Console console) {
        this.settings = settings;
        this.home = home;
        this.console = console;
    }

    int run(boolean purge) {
        if (!home.exists()) {
            console.info("Nothing to stop: " + console.pretty(home.folder()) + " does not exist");
            return 0;
        }
        List<String> services = home.recorded().stream().filter(name -> !name.equals(Home.KAFKA)).toList();
        if (!services.isEmpty()) {
            console.info("Stopping services: " + String.join(" ", services));
            services.stream()
                    .map(name -> CompletableFuture.supplyAsync(() -> home.stop(name, settings.stopTimeout())))
                    .toList()
                    .forEach(stopping -> stopping.join().ifPresent(console::note));
        }
        if (home.running(Home.KAFKA).isPresent()) {
            console.info("Stopping Kafka");
        }
        home.stop(Home.KAFKA, KAFKA_GRACE).ifPresent(console::note);

        LocalPostgres postgres = new LocalPostgres(settings, home, console);
        if (postgres.throwawayPid().isPresent()) {
            console.info("Stopping the throwaway PostgreSQL");
            postgres.stopThrowaway();
        }
        try {
            Files.deleteIfExists(home.postgresEnv());
        } catch (IOException e) {
            throw new Failure("cannot delete " + home.postgresEnv() + ": " + e.getMessage(), e);
        }
        if (purge) {
            if (!Files.isRegularFile(home.folder().resolve(Home.MARKER_FILE))) {
                throw new Failure(home.folder() + " has no " + Home.MARKER_FILE + " marker; not deleting it");
            }
            Folders.delete(home.folder());
            console.info("Deleted " + console.pretty(home.folder()));
        }
        return 0;
    }
}
