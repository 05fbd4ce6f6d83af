package dev.arbiter.infra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Running programs, and the unprivileged user a PostgreSQL cluster runs as when we are root. */
final class OsUser {

    /** The packages' postgres user, else nobody. */
    static final String CLUSTER = exists("postgres") ? "postgres" : "nobody";

    private OsUser() {
    }

    static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    static boolean canWrite(String user, Path folder) {
        return exitStatus(List.of("runuser", "-u", user, "--", "test", "-w", folder.toString()), folder) == 0;
    }

    /**
     * Runs a program to its end; its output is appended to {@code log}, never to a pipe, which a
     * server it starts would inherit and hold open. It runs in {@code directory}, which the
     * cluster's user can enter.
     */
    static void run(List<String> command, Path log, Path directory) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        int status = waitFor(builder);
        if (status != 0) {
            throw new IOException(String.join(" ", command) + " failed with status " + status + "; see " + log);
        }
    }

    /** The exit status of a program whose output nobody needs. */
    static int exitStatus(List<String> command, Path directory) {
        try {
            return waitFor(new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD));
        } catch (IOException e) {
            return -1;
        }
    }

    private static int waitFor(ProcessBuilder builder) throws IOException {
        try {
            return builder.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile())).start().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for " + builder.command(), e);
        }
    }

    private static boolean exists(String name) {
        try {
            return Files.readAllLines(Path.of("/etc/passwd")).stream().anyMatch(line -> line.startsWith(name + ":"));
        } catch (IOException e) {
            return false;
        }
    }
}
