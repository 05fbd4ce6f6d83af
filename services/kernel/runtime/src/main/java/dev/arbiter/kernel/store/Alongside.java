package dev.arbiter.kernel.store;

import java.sql.Connection;
import java.sql.SQLException;

/** A row that must be written with an append or not at all: written on the append's own connection, before it. */
@FunctionalInterface
public interface Alongside {

    Alongside NOTHING = connection -> { };

    void write(Connection connection) throws SQLException;
}
