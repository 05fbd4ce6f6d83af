-- A rebuild writes its version without secondary indexes and builds them at the switch
-- (docs/architecture.md, "Rebuilds write unlogged, unindexed tables"): an index on the partitioned
-- parent would be built on every new partition at once, so each version's partition has its own.
-- The columns are those of the indexes dropped here; queries name the version, so they still apply.
DROP INDEX games_listing;
DROP INDEX game_seats_by_name;
DO $$
DECLARE
    v integer;
BEGIN
    FOR v IN SELECT version FROM model_versions LOOP
        EXECUTE format('CREATE INDEX games_v%s_listing ON games_v%s (version, created_at DESC, game_id)', v, v);
        EXECUTE format('CREATE INDEX game_seats_v%s_by_name ON game_seats_v%s (version, name)', v, v);
    END LOOP;
END $$;
