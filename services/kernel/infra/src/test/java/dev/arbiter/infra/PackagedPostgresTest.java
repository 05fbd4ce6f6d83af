package dev.arbiter.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fallback for a machine with no PostgreSQL at all: a throwaway cluster from the binaries
 * packaged on Maven Central. Run on every build, so the fallback is known to work before the
 * day it is needed (about 10 s: unpacking, initdb, start, stop).
 */
class PackagedPostgresTest {

    @TempDir
    Path folder;

    @Test
    @DisplayName("a throwaway cluster from the packaged binaries starts, keeps rows, tells its port, and stops")
    void packagedBinaries() throws Exception {
        folder.toFile().setExecutable(true, false);
        Path bin = PostgresBinaries.unpacked(folder.resolve("binaries"));
        PostgresCluster cluster = new PostgresCluster(bin, folder.resolve("cluster"), folder.resolve("postgres.log"));
        int port = Ports.free();
        cluster.create();
        cluster.start(port);
        try {
            assertEquals(port, cluster.runningPort().orElseThrow());
            PostgresServer server = PostgresServer.local(port, "");
            assertTrue(server.createDatabaseIfMissing("kept"));
            assertFalse(server.createDatabaseIfMissing("kept"), "a second call finds the database");
            try (Connection db = DriverManager.getConnection(server.urlOf("kept"), PostgresServer.USER, "")) {
                db.createStatement().execute("CREATE TABLE seen (id int PRIMARY KEY)");
                db.createStatement().execute("INSERT INTO seen VALUES (7)");
                ResultSet rows = db.createStatement().executeQuery("SELECT id, version() FROM seen");
                assertTrue(rows.next());
                assertEquals(7, rows.getInt(1));
                assertTrue(rows.getString(2).startsWith("PostgreSQL 17."), "the packaged server answered: " + rows.getString(2));
            }
        } finally {
            cluster.stop(true);
        }
        assertTrue(cluster.runningPort().isEmpty(), "stopped");
        assertTrue(cluster.exists(), "the data stays for the next start");
    }
}
