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

    @Inject
    EntityManager em;

    public int live() {
        return ((Number) em.createNativeQuery("SELECT version FROM model_versions WHERE state = 'live'").getSingleResult()).intValue();
    }

    /**
     * The versions every event must be applied to, read with a share lock so that a switch-over
     * (which updates these rows) waits for the transactions applying events to finish.
     */
    @SuppressWarnings("unchecked")
    public List<Integer> activeForWriting() {
        List<Number> versions = em.createNativeQuery("SELECT version FROM model_versions ORDER BY version FOR SHARE").getResultList();
        return versions.stream().map(Number::intValue).toList();
    }

    /** The version being built, if a rebuild is under way. */
    @SuppressWarnings("unchecked")
    public Optional<Integer> building() {
        List<Number> building = em.createNativeQuery("SELECT version FROM model_versions WHERE state = 'building'").getResultList();
        return building.stream().map(Number::intValue).findFirst();
    }

    /** Adds a version in state building, with its own partitions; empty if one is being built already. */
    public Optional<Integer> tryAddBuilding() {
        int version = ((Number) em.createNativeQuery("SELECT max(version) + 1 FROM model_versions").getSingleResult()).intValue();
        int added = em.createNativeQuery("INSERT INTO model_versions VALUES (?1, 'building') ON CONFLICT DO NOTHING")
                .setParameter(1, version).executeUpdate();
        if (added == 0) {
            return Optional.empty();
        }
        for (String table : TABLES) {
            em.createNativeQuery("CREATE TABLE " + partition(table, version) + " PARTITION OF " + table
                    + " FOR VALUES IN (" + version + ")").executeUpdate();
        }
        return Optional.of(version);
    }

    /** Waits for every transaction that is applying events, and holds them off until this one ends. */
    public void lockForSwitch() {
        em.createNativeQuery("SELECT version FROM model_versions FOR UPDATE").getResultList();
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
