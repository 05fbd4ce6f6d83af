package dev.arbiter.kernel.it;

import dev.arbiter.testkit.Postgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** The event log exactly as PostgreSQL holds it, read past the service, as an auditor with database access would. */
final class StoredLog {

    private StoredLog() {
    }

    static List<String> envelopes(String gameId, long upTo) {
        Postgres postgres = Postgres.shared();
        try (Connection connection = DriverManager.getConnection(postgres.jdbcUrl(), postgres.user(), "");
             PreparedStatement query = connection.prepareStatement("SELECT envelope FROM events WHERE game_id = ? AND seq <= ? ORDER BY seq")) {
            query.setObject(1, UUID.fromString(gameId));
            query.setLong(2, upTo);
            List<String> envelopes = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    envelopes.add(rows.getString(1));
                }
            }
            return envelopes;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
