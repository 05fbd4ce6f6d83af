package dev.arbiter.projection.model;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Events that arrived past a gap in their game's seq, waiting in pending_events for the missing
 * ones: plain JDBC in the caller's transaction, each statement at once (gaps are rare).
 */
@ApplicationScoped
public class PendingEvents {

    private static final String GAME = " WHERE version = ? AND game_id = ?";

    private final AgroalDataSource dataSource;

    public PendingEvents(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** The envelope waiting at {@code seq}, as received. */
    public Optional<String> at(GameRow game, long seq) {
        return Optional.ofNullable(first("SELECT envelope FROM pending_events" + GAME + " AND seq = ?", game, seq)).map(String.class::cast);
    }

    /** The lowest seq waiting; the game must have one. */
    public long lowestSeq(GameRow game) {
        return ((Number) first("SELECT min(seq) FROM pending_events" + GAME, game)).longValue();
    }

    public void add(GameRow game, long seq, String envelope) {
        run("INSERT INTO pending_events (version, game_id, seq, envelope) VALUES (?, ?, ?, ?)", game, seq, envelope);
    }

    public void remove(GameRow game, long seq) {
        run("DELETE FROM pending_events" + GAME + " AND seq = ?", game, seq);
    }

    /** The first column of the first row, or null. */
    private Object first(String sql, GameRow game, Object... more) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(sql)) {
            bind(select, game, more);
            try (ResultSet found = select.executeQuery()) {
                return found.next() ? found.getObject(1) : null;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("pending_events could not be read: " + e.getMessage(), e);
        }
    }

    private void run(String sql, GameRow game, Object... more) {
        try (Connection connection = dataSource.getConnection(); PreparedStatement statement = connection.prepareStatement(sql)) {
            bind(statement, game, more);
            statement.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("pending_events could not be written: " + e.getMessage(), e);
        }
    }

    /** Sets the game's version and id as the first two parameters, then {@code more}. */
    private static void bind(PreparedStatement statement, GameRow game, Object... more) throws SQLException {
        statement.setInt(1, game.modelVersion);
        statement.setObject(2, game.gameId);
        for (int i = 0; i < more.length; i++) {
            statement.setObject(3 + i, more[i]);
        }
    }
}
