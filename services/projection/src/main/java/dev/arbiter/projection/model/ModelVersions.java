package dev.arbiter.projection.model;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Optional;

/**
 * The versions of the read-model tables: one live (serving reads), and while a rebuild runs one
 * more being built. Each version is its own partition of every read-model table.
 */
@ApplicationScoped
public class ModelVersions {

    /** Every partitioned read-model table. */
    public static final List<String> TABLES = List.of("games", "game_seats", "timeline", "pending_events", "standings");
    /** The indexes beside the primary keys, per version's partition (%1$s: the partition's suffix, as in V4__indexes_per_version.sql). */
    private static final List<String> SECONDARY_INDEXES = List.of(
            "CREATE INDEX games_%1$s_listing ON games_%1$s (version, created_at DESC, game_id)",
            "CREATE INDEX game_seats_%1$s_by_name ON game_seats_%1$s (version, name)");

    @Inject
    EntityManager em;

    public int live() {
        return ((Number) em.createNativeQuery("SELECT version FROM model_versions WHERE state = 'live'").getSingleResult()).intValue();
    }

    /** The live version, and the version being built if a rebuild is under way. */
    public record Active(int live, Optional<Integer> building) {
    }

    /**
     * The versions every event must be applied to, read with a share lock so that a switch-over
     * (which updates these rows) waits for the transactions applying events to finish.
     */
    @SuppressWarnings("unchecked")
    public Active activeForWriting() {
        List<Object[]> rows = em.createNativeQuery("SELECT version, state FROM model_versions FOR SHARE").getResultList();
        int live = 0;
        Optional<Integer> building = Optional.empty();
        for (Object[] row : rows) {
            int version = ((Number) row[0]).intValue();
            if (row[1].equals("live")) {
                live = version;
            } else {
                building = Optional.of(version);
            }
        }
        return new Active(live, building);
    }

    /** The version being built, if a rebuild is under way. */
    @SuppressWarnings("unchecked")
    public Optional<Integer> building() {
        List<Number> building = em.createNativeQuery("SELECT version FROM model_versions WHERE state = 'building'").getResultList();
        return building.stream().map(Number::intValue).findFirst();
    }

    /**
     * Adds a version in state building, with its own partitions; empty if one is being built already.
     * The partitions are UNLOGGED and have only their primary keys (which the upserts need): a
     * version being built is dropped, not recovered, if the process stops, so its rows need no WAL,
     * and indexes are cheaper built once over all rows than kept up row by row ({@link #makeDurable}).
     */
    public Optional<Integer> tryAddBuilding() {
        int version = ((Number) em.createNativeQuery("SELECT max(version) + 1 FROM model_versions").getSingleResult()).intValue();
        int added = em.createNativeQuery("INSERT INTO model_versions VALUES (?1, 'building') ON CONFLICT DO NOTHING")
                .setParameter(1, version).executeUpdate();
        if (added == 0) {
            return Optional.empty();
        }
        for (String table : TABLES) {
            em.createNativeQuery("CREATE UNLOGGED TABLE " + partition(table, version) + " PARTITION OF " + table
                    + " FOR VALUES IN (" + version + ")").executeUpdate();
        }
        return Optional.of(version);
    }

    /** Waits for every transaction that is applying events, and holds them off until this one ends. */
    public void lockForSwitch() {
        em.createNativeQuery("SELECT version FROM model_versions FOR UPDATE").getResultList();
    }

    /**
     * Gives the version being built its secondary indexes and makes its partitions LOGGED (each is
     * rewritten into the WAL once), so that it survives a crash once live. Its own transaction,
     * before the switch's: SET LOGGED locks each partition, so the live consumer's writes to the
     * version wait for it; taking no lock on model_versions first, it cannot deadlock with them.
     */
    public void makeDurable(int building) {
        for (String index : SECONDARY_INDEXES) {
            em.createNativeQuery(String.format(index, "v" + building)).executeUpdate();
        }
        for (String table : TABLES) {
            em.createNativeQuery("ALTER TABLE " + partition(table, building) + " SET LOGGED").executeUpdate();
        }
    }

    /** Makes {@code building} the live version in place of {@code old}. */
    public void switchTo(int building, int old) {
        em.createNativeQuery("DELETE FROM model_versions WHERE version = ?1").setParameter(1, old).executeUpdate();
        em.createNativeQuery("UPDATE model_versions SET state = 'live' WHERE version = ?1").setParameter(1, building).executeUpdate();
    }

    /** Forgets a version: its row, then its partitions. */
    public void drop(int version) {
        em.createNativeQuery("DELETE FROM model_versions WHERE version = ?1").setParameter(1, version).executeUpdate();
        for (String table : TABLES) {
            em.createNativeQuery("DROP TABLE IF EXISTS " + partition(table, version)).executeUpdate();
        }
    }

    private static String partition(String table, int version) {
        return table + "_v" + version;
    }
}
