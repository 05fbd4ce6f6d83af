package dev.arbiter.projection.it;

import dev.arbiter.testkit.Postgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.UUID;

/** A fresh database on the run's PostgreSQL server for a service other than the one under test. */
final class SecondDatabase implements AutoCloseable {

    private final String serverUrl;
    private final String name;

    private SecondDatabase(String serverUrl, String name) {
        this.serverUrl = serverUrl;
        this.name = name;
    }

    static SecondDatabase create(String purpose) {
        String projectionDb = Postgres.shared().jdbcUrl();
        // the server's maintenance database, next to the projection's own
        String serverUrl = projectionDb.substring(0, projectionDb.lastIndexOf('/') + 1) + "postgres";
        SecondDatabase database = new SecondDatabase(serverUrl, "arbiter_test_" + purpose + "_"
                + UUID.randomUUID().toString().replace("-", "").substring(0, 8));
        database.execute("CREATE DATABASE " + database.name);
        return database;
    }

    String jdbcUrl() {
        return serverUrl.substring(0, serverUrl.lastIndexOf('/') + 1) + name;
    }

    @Override
    public void close() {
        execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
    }

    private void execute(String sql) {
        try (Connection connection = DriverManager.getConnection(serverUrl, Postgres.shared().user(), "")) {
            connection.createStatement().execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL refused: " + sql, e);
        }
    }
}
