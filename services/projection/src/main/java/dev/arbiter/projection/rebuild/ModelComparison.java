package dev.arbiter.projection.rebuild;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.Map;

/** Counts the rows two versions of the read models do not share: 0 when they are identical. */
@ApplicationScoped
public class ModelComparison {

    /** Every column but the version, per read-model table. */
    private static final Map<String, String> COLUMNS = Map.of(
            "games", "game_id, ruleset, ruleset_version, status, seat_count, head_seq, head_hash, round, awaiting, placings, winners, created_at,"
                    + " last_event_at, chain_intact, chain_broken_at, chain_problem, gap_awaiting, gap_buffered_from, gap_buffered",
            "game_seats", "game_id, seat, name",
            "timeline", "game_id, seq, type, seat, occurred_at, hash, text",
            "pending_events", "game_id, seq, envelope",
            "standings", "ruleset, player, games, wins, losses, draws, placings");

    @Inject
    EntityManager em;

    public long differences(int a, int b) {
        long differing = 0;
        for (Map.Entry<String, String> table : COLUMNS.entrySet()) {
            String select = "SELECT " + table.getValue() + " FROM " + table.getKey() + " WHERE version = ";
            String sql = "SELECT count(*) FROM ((" + select + a + " EXCEPT ALL " + select + b + ") UNION ALL ("
                    + select + b + " EXCEPT ALL " + select + a + ")) d";
            differing += ((Number) em.createNativeQuery(sql).getSingleResult()).longValue();
        }
        return differing;
    }
}
