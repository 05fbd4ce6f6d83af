package dev.arbiter.testkit;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A real PostgreSQL database, fresh for each test run so runs never see each other's data.
 *
 * <p>Uses the server on 127.0.0.1:5432 when it answers with trust auth as user postgres (or the
 * JDBC URL in TEST_PG_URL pointing at a server's maintenance database). Otherwise it starts a
 * throwaway cluster from the installed PostgreSQL binaries, or from binaries packaged on Maven
 * Central when none are installed ({@link PostgresBinaries}); through runuser when running as
 * root, because PostgreSQL refuses to run as root.
 */
public final class Postgres {

    private static final String DEFAULT_SERVER = "jdbc:postgresql://127.0.0.1:5432/postgres";
    /** Who runs a throwaway cluster when we are root: the packages' postgres user, else nobody. */
    private static final String CLUSTER_USER = userExists("postgres") ? "postgres" : "nobody";
    private static Postgres instance;

    private final String serverUrl;
    private final String database;
    private final Path throwawayCluster;
    private final Path bin;
    private final List<String> extraDatabases = new ArrayList<>();

    private Postgres(String serverUrl, Path throwawayCluster, Path bin) {
        this.serverUrl = serverUrl;
        this.throwawayCluster = throwawayCluster;
        this.bin = bin;
        this.database = "arbiter_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        execute(serverUrl, "CREATE DATABASE " + database);
    }

    public static synchronized Postgres shared() {
        if (instance == null) {
            String configured = System.getenv("TEST_PG_URL");
            String server = configured != null ? configured : DEFAULT_SERVER;
            instance = answers(server) ? new Postgres(server, null, null) : throwaway(PostgresBinaries.bin());
            Runtime.getRuntime().addShutdownHook(new Thread(instance::close, "postgres-test-db-drop"));
        }
        return instance;
    }

    public String jdbcUrl() {
        return urlOf(database);
    }

    private String urlOf(String name) {
        return serverUrl.substring(0, serverUrl.lastIndexOf('/') + 1) + name;
    }

    public String user() {
        return "postgres";
    }

    /** A further fresh database on the same server, for a second service; dropped with the run's. Returns its JDBC URL. */
    public synchronized String createDatabase() {
        String name = database + "_" + (extraDatabases.size() + 1);
        execute(serverUrl, "CREATE DATABASE " + name);
        extraDatabases.add(name);
        return urlOf(name);
    }

    /** Runs one statement against this run's database, as tests that tamper with rows need to. */
    public void execute(String sql) {
        execute(jdbcUrl(), sql);
    }

    private static boolean answers(String url) {
        try (Connection ignored = DriverManager.getConnection(url, "postgres", "")) {
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    private static void execute(String url, String sql) {
        try (Connection connection = DriverManager.getConnection(url, "postgres", "");
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL refused: " + sql, e);
        }
    }

    /** Drops this run's databases, and stops the cluster if it is a throwaway one. */
    void close() {
        List<String> all = new ArrayList<>(extraDatabases);
        all.add(database);
        for (String name : all) {
            try {
                execute(serverUrl, "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
            } catch (IllegalStateException ignored) {
                // the server may already be gone at JVM exit; the database is uniquely named
            }
        }
        if (throwawayCluster != null) {
            run(List.of(bin.resolve("pg_ctl").toString(), "-D", throwawayCluster.resolve("data").toString(), "-m", "immediate", "stop"),
                    throwawayCluster.resolve("stop.log"));
            TempFolders.delete(throwawayCluster);
        }
    }

    /** A cluster of our own, from the PostgreSQL programs in {@code bin}, on a free port. */
    static Postgres throwaway(Path bin) {
        try {
            int port = KafkaBroker.freePort();
            Path dir = Files.createTempDirectory("arbiter-pg-");
            dir.toFile().setExecutable(true, false);
            if (isRoot()) {
                run(List.of("chown", CLUSTER_USER + ":", dir.toString()), null);
            }
            Path data = dir.resolve("data");
            run(List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"),
                    dir.resolve("initdb.log"));
            Files.writeString(data.resolve("postgresql.conf"), "\nport = " + port
                    + "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n",
                    java.nio.file.StandardOpenOption.APPEND);
            run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", dir.resolve("postgres.log").toString(), "-w", "start"),
                    dir.resolve("start.log"));
            return new Postgres("jdbc:postgresql://127.0.0.1:" + port + "/postgres", dir, bin);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean userExists(String name) {
        try {
            return Files.readAllLines(Path.of("/etc/passwd")).stream().anyMatch(line -> line.startsWith(name + ":"));
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** Runs a PostgreSQL tool as user postgres when we are root; output goes to a file, never a pipe the server would inherit. */
    private static void run(List<String> command, Path log) {
        List<String> full = new ArrayList<>();
        if (isRoot() && !command.get(0).equals("chown")) {
            full.addAll(List.of("runuser", "-u", CLUSTER_USER, "--"));
        }
        full.addAll(command);
        try {
            ProcessBuilder builder = new ProcessBuilder(full).redirectErrorStream(true);
            builder.redirectOutput(log == null ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.to(log.toFile()));
            int status = builder.start().waitFor();
            if (status != 0) {
                throw new IllegalStateException(String.join(" ", full) + " failed with status " + status + (log == null ? "" : "; see " + log));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
