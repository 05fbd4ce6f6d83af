package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The fallback for a machine with no PostgreSQL at all: a throwaway cluster from the binaries
 * packaged on Maven Central. Run on every build, so the fallback is known to work before the
 * day it is needed.
 */
class PostgresBinariesTest {

    @Test
    @DisplayName("a throwaway cluster from the packaged binaries starts, keeps rows, and stops")
    void packagedBinaries() throws SQLException {
        Postgres cluster = Postgres.throwaway(PostgresBinaries.embedded());
        try (Connection db = DriverManager.getConnection(cluster.jdbcUrl(), cluster.user(), "")) {
            db.createStatement().execute("CREATE TABLE seen (id int PRIMARY KEY)");
            db.createStatement().execute("INSERT INTO seen VALUES (7)");
            ResultSet rows = db.createStatement().executeQuery("SELECT id, version() FROM seen");
            assertTrue(rows.next());
            assertEquals(7, rows.getInt(1));
            assertTrue(rows.getString(2).startsWith("PostgreSQL 17."), "the packaged server answered: " + rows.getString(2));
        } finally {
            cluster.close();
        }
    }
}
