package dev.arbiter.infra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A throwaway PostgreSQL cluster of our own in {@code folder}/data, made with the programs in
 * {@code bin}: trust auth for user postgres, loopback TCP only, no durability. Every tool's output
 * and the server's log go to {@code log}. PostgreSQL refuses to run as root, so as root its programs
 * run through runuser as the packages' postgres user (else nobody).
 */
public final class PostgresCluster {

    private static final String SETTINGS = """

            # a throwaway development cluster: loopback TCP only, no unix socket, no durability
            listen_addresses = '127.0.0.1'
            unix_socket_directories = ''
            fsync = off
            synchronous_commit = off
            full_page_writes = off
            """;

    private final Path bin;
    private final Path folder;
    private final Path log;

    public PostgresCluster(Path bin, Path folder, Path log) {
        this.bin = bin;
        this.folder = folder;
        this.log = log;
    }

    public Path data() {
        return folder.resolve("data");
    }

    /** True once initdb has made the cluster (it is kept, with its data, until the folder is deleted). */
    public boolean exists() {
        return Files.isRegularFile(data().resolve("PG_VERSION"));
    }

    /** Makes the cluster; as root, first hands the folder to the user the server runs as. */
    public void create() throws IOException {
        Files.createDirectories(folder);
        folder.toFile().setExecutable(true, false);
        prepareLog();
        if (OsUser.isRoot()) {
            OsUser.run(List.of("chown", OsUser.CLUSTER + ":", folder.toString()), log, folder);
            if (!OsUser.canWrite(OsUser.CLUSTER, folder)) {
                throw new IOException("user " + OsUser.CLUSTER + " cannot reach " + folder
                        + " (a parent folder is not world-executable)");
            }
        }
        runTool(List.of(program("initdb"), "-D", data().toString(), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"));
        Files.writeString(data().resolve("postgresql.conf"), SETTINGS, StandardOpenOption.APPEND);
    }

    /** Starts the server on 127.0.0.1:{@code port} and waits until it accepts connections. */
    public void start(int port) throws IOException {
        prepareLog();
        runTool(List.of(program("pg_ctl"), "-D", data().toString(), "-l", log.toString(), "-o", "-p " + port, "-w", "-t", "60", "start"));
    }

    /** The port of the running server, if it runs. */
    public OptionalInt runningPort() {
        if (!exists() || OsUser.exitStatus(asClusterUser(List.of(program("pg_ctl"), "-D", data().toString(), "status")), folder) != 0) {
            return OptionalInt.empty();
        }
        try {
            List<String> lines = Files.readAllLines(data().resolve("postmaster.pid"));
            return lines.size() > 3 ? OptionalInt.of(Integer.parseInt(lines.get(3).trim())) : OptionalInt.empty();
        } catch (IOException | NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    /** The server's pid while it runs (the first line of postmaster.pid). */
    public OptionalInt runningPid() {
        if (runningPort().isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(Files.readAllLines(data().resolve("postmaster.pid")).get(0).trim()));
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
    }

    /** Stops the server: {@code fast} lets sessions end cleanly, otherwise it stops at once (a test run's end). */
    public void stop(boolean fast) throws IOException {
        runTool(List.of(program("pg_ctl"), "-D", data().toString(), "-m", fast ? "fast" : "immediate", "-w", "-t", "60", "stop"));
    }

    private String program(String name) {
        return bin.resolve(name).toString();
    }

    private void runTool(List<String> command) throws IOException {
        OsUser.run(asClusterUser(command), log, folder);
    }

    /** The server writes its log itself, as the cluster's user. */
    private void prepareLog() throws IOException {
        Files.createDirectories(log.getParent());
        Files.writeString(log, "", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        if (OsUser.isRoot()) {
            OsUser.run(List.of("chown", OsUser.CLUSTER + ":", log.toString()), log, folder);
        }
    }

    private static List<String> asClusterUser(List<String> command) {
        if (!OsUser.isRoot()) {
            return command;
        }
        List<String> full = new ArrayList<>(List.of("runuser", "-u", OsUser.CLUSTER, "--"));
        full.addAll(command);
        return full;
    }
}
