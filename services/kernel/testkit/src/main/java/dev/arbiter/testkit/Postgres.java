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
 * throwaway cluster from the installed PostgreSQL binaries, through runuser when running as root
 * because PostgreSQL refuses to run as root.
 */
public final class Postgres {

    private static final String DEFAULT_SERVER = "jdbc:postgresql://127.0.0.1:5432/postgres";
    private static Postgres instance;

    private final String serverUrl;
    private final String database;
    private final Path throwawayCluster;

    private Postgres(String serverUrl, Path throwawayCluster) {
        this.serverUrl = serverUrl;
        this.throwawayCluster = throwawayCluster;
        this.database = "arbiter_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        execute(serverUrl, "CREATE DATABASE " + database);
    }

    public static synchronized Postgres shared() {
        if (instance == null) {
            String configured = System.getenv("TEST_PG_URL");
            String server = configured != null ? configured : DEFAULT_SERVER;
            instance = answers(server) ? new Postgres(server, null) : startThrowaway();
            Runtime.getRuntime().addShutdownHook(new Thread(instance::drop, "postgres-test-db-drop"));
        }
        return instance;
    }

    public String jdbcUrl() {
        return serverUrl.substring(0, serverUrl.lastIndexOf('/') + 1) + database;
    }

    public String user() {
        return "postgres";
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

    private void drop() {
        try {
            execute(serverUrl, "DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
        } catch (IllegalStateException ignored) {
            // the server may already be gone at JVM exit; the database is uniquely named
        }
        if (throwawayCluster != null) {
            run(List.of(pgBin("pg_ctl").toString(), "-D", throwawayCluster.resolve("data").toString(), "-m", "immediate", "stop"),
                    throwawayCluster.resolve("stop.log"));
        }
    }

    private static Postgres startThrowaway() {
        try {
            int port = KafkaBroker.freePort();
            Path dir = Files.createTempDirectory("arbiter-pg-");
            dir.toFile().setExecutable(true, false);
            if (isRoot()) {
                run(List.of("chown", "postgres:postgres", dir.toString()), null);
            }
            Path data = dir.resolve("data");
            run(List.of(pgBin("initdb").toString(), "-D", data.toString(), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"),
                    dir.resolve("initdb.log"));
            Files.writeString(data.resolve("postgresql.conf"), "\nport = " + port
                    + "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n",
                    java.nio.file.StandardOpenOption.APPEND);
            run(List.of(pgBin("pg_ctl").toString(), "-D", data.toString(), "-l", dir.resolve("postgres.log").toString(), "-w", "start"),
                    dir.resolve("start.log"));
            return new Postgres("jdbc:postgresql://127.0.0.1:" + port + "/postgres", dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path pgBin(String tool) {
        File root = new File("/usr/lib/postgresql");
        String[] versions = root.list();
        if (versions == null || versions.length == 0) {
            throw new IllegalStateException("No PostgreSQL answers on 127.0.0.1:5432 with trust auth and no PostgreSQL binaries are"
                    + " installed under /usr/lib/postgresql: install them (apt-get install postgresql) or set TEST_PG_URL");
        }
        java.util.Arrays.sort(versions);
        return root.toPath().resolve(versions[versions.length - 1]).resolve("bin").resolve(tool);
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** Runs a PostgreSQL tool as user postgres when we are root; output goes to a file, never a pipe the server would inherit. */
    private static void run(List<String> command, Path log) {
        List<String> full = new ArrayList<>();
        if (isRoot() && !command.get(0).equals("chown")) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
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
