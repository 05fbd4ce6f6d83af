package dev.arbiter.projection.model;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** Players' standings on plain JDBC in the caller's transaction, each statement at once (a game ends once). */
@ApplicationScoped
public class StandingStore {

    private static final String FIND = "SELECT games, wins, losses, draws, placings FROM standings WHERE version = ? AND ruleset = ? AND player = ?";
    private static final String SAVE = "INSERT INTO standings (version, ruleset, player, games, wins, losses, draws, placings)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (version, ruleset, player) DO UPDATE SET games = excluded.games,"
            + " wins = excluded.wins, losses = excluded.losses, draws = excluded.draws, placings = excluded.placings";

    private final AgroalDataSource dataSource;

    public StandingStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<StandingRow> find(int version, String ruleset, String player) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(FIND)) {
            select.setInt(1, version);
            select.setString(2, ruleset);
            select.setString(3, player);
            try (ResultSet found = select.executeQuery()) {
                if (!found.next()) {
                    return Optional.empty();
                }
                StandingRow row = new StandingRow();
                row.modelVersion = version;
                row.ruleset = ruleset;
                row.player = player;
                row.games = found.getInt(1);
                row.wins = found.getInt(2);
                row.losses = found.getInt(3);
                row.draws = found.getInt(4);
                row.placings = found.getString(5);
                return Optional.of(row);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("a standing could not be read: " + e.getMessage(), e);
        }
    }

    public void save(StandingRow row) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement save = connection.prepareStatement(SAVE)) {
            save.setInt(1, row.modelVersion);
            save.setString(2, row.ruleset);
            save.setString(3, row.player);
            save.setInt(4, row.games);
            save.setInt(5, row.wins);
            save.setInt(6, row.losses);
            save.setInt(7, row.draws);
            save.setString(8, row.placings);
            save.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("a standing could not be written: " + e.getMessage(), e);
        }
    }
}
