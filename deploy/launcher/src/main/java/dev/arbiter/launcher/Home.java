package dev.arbiter.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * The state folder ($ARBITER_HOME): run/&lt;name&gt;.pid and .port of every process the launcher
 * started, run/postgres.env, logs/, tmp/. Processes outlive the launcher, so these files are how the
 * next command finds them.
 */
final class Home {

    /** deploy/down --purge deletes only a folder carrying this file. */
    static final String MARKER_FILE = ".arbiter-home";
    static final String KAFKA = "kafka";

    private final Path folder;

    Home(Path folder) {
        this.folder = folder;
    }

    Path folder() {
        return folder;
    }

    Path run() {
        return folder.resolve("run");
    }

    Path logs() {
        return folder.resolve("logs");
    }

    Path log(String name) {
        return logs().resolve(name + ".log");
    }

    /** java.io.tmpdir of every JVM the launcher starts. */
    Path tmp() {
        return folder.resolve("tmp");
    }

    /** PG_MODE and PG_PORT of the last deploy/up (benchmarks/load/run reads it too). */
    Path postgresEnv() {
        return run().resolve("postgres.env");
    }

    boolean exists() {
        return Files.isDirectory(folder);
    }

    void create() {
        try {
            Files.createDirectories(run());
            Files.createDirectories(logs());
            Files.createDirectories(tmp());
            Files.writeString(folder.resolve(MARKER_FILE), "");
        } catch (IOException e) {
            throw new Failure("cannot create the state folder " + folder + ": " + e.getMessage(), e);
        }
    }

    /**
     * Every JVM the launcher starts carries this option, so a pid file whose pid was reused by an
     * unrelated process is never mistaken for ours.
     */
    static String mark(String name) {
        return "-Darbiter.process=" + name;
    }

    /** Records a started process. */
    void record(String name, long pid, int port) {
        write(run().resolve(name + ".pid"), Long.toString(pid));
        write(run().resolve(name + ".port"), Integer.toString(port));
    }

    /** The names with a pid file, Kafka first, then the rest in name order. */
    List<String> recorded() {
        List<String> names = new ArrayList<>();
        if (!Files.isDirectory(run())) {
            return names;
        }
        try (DirectoryStream<Path> pidFiles = Files.newDirectoryStream(run(), "*.pid")) {
            pidFiles.forEach(file -> names.add(file.getFileName().toString().replaceFirst("\\.pid$", "")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        names.sort((a, b) -> a.equals(KAFKA) ? -1 : b.equals(KAFKA) ? 1 : a.compareTo(b));
        return names;
    }

    /** The recorded port of {@code name}. */
    OptionalInt port(String name) {
        return read(run().resolve(name + ".port")).map(text -> OptionalInt.of(Integer.parseInt(text)))
                .orElse(OptionalInt.empty());
    }

    /** Our live process called {@code name}: its pid file points at a process carrying its mark. */
    Optional<ProcessHandle> running(String name) {
        return read(run().resolve(name + ".pid"))
                .filter(text -> text.matches("\\d+"))
                .flatMap(pid -> ProcessHandle.of(Long.parseLong(pid)))
                .filter(process -> process.isAlive() && carriesMark(process.pid(), name));
    }

    /** SIGTERM, then SIGKILL after {@code grace}; forgets the process either way. Empty if it did not run. */
    Optional<String> stop(String name, Duration grace) {
        Optional<ProcessHandle> running = running(name);
        running.ifPresent(process -> {
            process.destroy();
            if (!awaitExit(process, grace)) {
                System.err.println("WARNING: " + name + " (pid " + process.pid() + ") ignored SIGTERM for "
                        + grace.toSeconds() + "s, sending SIGKILL");
                process.destroyForcibly();
                awaitExit(process, Duration.ofSeconds(5));
            }
        });
        forget(name);
        return running.map(process -> "stopped " + name + " (pid " + process.pid() + ")");
    }

    void forget(String name) {
        try {
            Files.deleteIfExists(run().resolve(name + ".pid"));
            Files.deleteIfExists(run().resolve(name + ".port"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean awaitExit(ProcessHandle process, Duration timeout) {
        try {
            process.onExit().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (java.util.concurrent.TimeoutException e) {
            return false;
        } catch (java.util.concurrent.ExecutionException e) {
            return !process.isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static boolean carriesMark(long pid, String name) {
        try {
            byte[] cmdline = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline"));
            return Arrays.asList(new String(cmdline, StandardCharsets.UTF_8).split("\0")).contains(mark(name));
        } catch (IOException e) {
            return false;
        }
    }

    static Optional<String> read(Path file) {
        try {
            return Files.isRegularFile(file) ? Optional.of(Files.readString(file).trim()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
