-- The relay's work per batch when it publishes from the log (V5): read up to 500 events after the cursor
-- (ctx, cgame, cseq) in order, the horizon beside them, as Unpublished.next does; then move the cursor
-- past the last final one once Kafka has them. The real relay sends the place it read; here the batch is
-- found again, as relay-outbox.sql finds its marks again to delete them.
SELECT tx, game_id, seq, type, envelope, traceparent, tracestate, pg_snapshot_xmin(pg_current_snapshot())::text::bigint
FROM events WHERE (tx, game_id, seq) > (:ctx, :cgame::uuid, :cseq) ORDER BY tx, game_id, seq LIMIT 500;
WITH batch AS (
  SELECT tx, game_id, seq FROM events WHERE (tx, game_id, seq) > (:ctx, :cgame::uuid, :cseq)
    AND tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint ORDER BY tx, game_id, seq LIMIT 500
), last AS (SELECT tx, game_id, seq FROM batch ORDER BY tx DESC, game_id DESC, seq DESC LIMIT 1),
moved AS (UPDATE publication_cursor c SET tx = last.tx, game_id = last.game_id, seq = last.seq FROM last RETURNING c.tx, c.game_id, c.seq)
SELECT coalesce((SELECT tx FROM moved), :ctx) AS ctx, coalesce((SELECT game_id FROM moved), :cgame::uuid) AS cgame,
  coalesce((SELECT seq FROM moved), :cseq) AS cseq
\gset
