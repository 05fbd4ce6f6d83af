package dev.arbiter.projection.model;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Function;

/**
 * Binds rows column by column, each column one SQL array parameter in order, for statements that
 * write a whole batch as {@code SELECT * FROM unnest(?::type[], ...)}: one statement and one round
 * trip however many rows, where a JDBC batch is rewritten into statements of at most 128 rows.
 */
final class Columns<R> {

    private final Connection connection;
    private final PreparedStatement statement;
    private final List<R> rows;
    private int parameter;

    Columns(Connection connection, PreparedStatement statement, List<R> rows) {
        this.connection = connection;
        this.statement = statement;
        this.rows = rows;
    }

    /** Binds the next parameter to the array of {@code value} of every row, as SQL type {@code type}. */
    void add(String type, Function<R, Object> value) throws SQLException {
        Object[] values = new Object[rows.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value.apply(rows.get(i));
        }
        statement.setArray(++parameter, connection.createArrayOf(type, values));
    }
}
