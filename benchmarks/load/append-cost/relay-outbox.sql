-- The outbox relay's work per batch (kernel before V5): read up to 500 final marks after its place, with
-- their events, in order; then delete them once Kafka has them and remember the place (ptx, pid). The real
-- relay deletes the ids it read; here the batch is found again, as relay-log.sql finds its last event again.
SELECT o.id, o.seq, e.envelope, o.traceparent, o.tracestate FROM outbox o JOIN events e ON e.game_id = o.game_id AND e.seq = o.seq
WHERE (o.tx, o.id) > (:ptx, :pid) AND o.tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint ORDER BY o.tx, o.id LIMIT 500;
WITH gone AS (
  DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE (tx, id) > (:ptx, :pid)
    AND tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint ORDER BY tx, id LIMIT 500) RETURNING tx, id
), last AS (SELECT tx, id FROM gone ORDER BY tx DESC, id DESC LIMIT 1)
SELECT coalesce((SELECT tx FROM last), :ptx) AS ptx, coalesce((SELECT id FROM last), :pid) AS pid
\gset
