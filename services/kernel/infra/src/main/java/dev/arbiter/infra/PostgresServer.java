package dev.arbiter.infra;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * A PostgreSQL server reached over JDBC as user postgres, through its maintenance database
 * ({@code jdbc:postgresql://host:port/postgres}): whether it lets us in, and its databases.
 *
 * @param maintenanceUrl the JDBC URL of the server's postgres database
 * @param password       sent only if the server asks for one (empty under trust auth)
 */
public record PostgresServer(String maintenanceUrl, String password) {

    public static final String USER = "postgres";

    /** The server on 127.0.0.1:{@code port}. */
    public static PostgresServer local(int port, String password) {
        return new PostgresServer("jdbc:postgresql://127.0.0.1:" + port + "/postgres", password);
    }

    /** The JDBC URL of one of its databases. */
    public String urlOf(String database) {
        return maintenanceUrl.substring(0, maintenanceUrl.lastIndexOf('/') + 1) + database;
    }

    /** True when user postgres gets in (within 3 s). */
    public boolean answers() {
        try (Connection ignored = connect(maintenanceUrl)) {
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    /** Creates {@code database} unless it exists; true if it was created. */
    public boolean createDatabaseIfMissing(String database) throws SQLException {
        try (Connection connection = connect(maintenanceUrl);
             var exists = connection.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, database);
            try (ResultSet rows = exists.executeQuery()) {
                if (rows.next()) {
                    return false;
                }
            }
            try (Statement create = connection.createStatement()) {
                create.execute("CREATE DATABASE \"" + database + "\"");
            }
            return true;
        }
    }

    /** Runs one statement in {@code database}. */
    public void execute(String database, String sql) throws SQLException {
        try (Connection connection = connect(urlOf(database)); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private Connection connect(String url) throws SQLException {
        Properties properties = new Properties();
        properties.setProperty("user", USER);
        properties.setProperty("password", password == null ? "" : password);
        properties.setProperty("connectTimeout", "3");
        return DriverManager.getConnection(url, properties);
    }
}
