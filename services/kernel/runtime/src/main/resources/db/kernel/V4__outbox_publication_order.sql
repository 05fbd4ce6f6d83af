-- The relay publishes the outbox in the order of its marks' transactions (their 64-bit ids, as
-- pg_current_xact_id() gives them), then of their own ids, and starts each poll after the last mark
-- it published instead of at the start of the table, where the rows its deletes leave dead until a
-- vacuum would be walked again by every poll (docs/architecture.md, "Publication: transactional outbox and an ordered relay").
-- A transaction's id is assigned at its first write, so an append's marks always follow those of
-- every earlier append of the same game; and every mark of a transaction older than the oldest one
-- still running is final, so the relay never moves past a mark that could still appear before it.
-- Marks written before this migration get its own transaction's id and keep their order.
ALTER TABLE outbox ADD COLUMN tx BIGINT NOT NULL DEFAULT (pg_current_xact_id()::text::bigint);
CREATE INDEX outbox_publication_order ON outbox (tx, id);
