-- One accepted command's append as the outbox design wrote it (db/kernel V1-V4): the head moves, two
-- events, their two outbox marks (each checked against its event by the foreign key), the command row.
-- each client plays its own game; k counts its commands (pgbench keeps a client's variables between transactions)
\set game :client_id + 1
\set k :k + 1
BEGIN;
UPDATE games SET head_seq = head_seq + 2, head_hash = md5(random()::text), updated_at = now() WHERE id = md5(:game::text)::uuid;
INSERT INTO events (game_id, seq, type, command_id, hash, envelope)
  SELECT md5(:game::text)::uuid, s, 'BattleResolved', 'c' || :k, md5(s::text), :envelope FROM generate_series(2 * :k - 1, 2 * :k) s;
INSERT INTO outbox (game_id, seq) SELECT md5(:game::text)::uuid, s FROM generate_series(2 * :k - 1, 2 * :k) s;
INSERT INTO commands (game_id, command_id, kind, seat, payload, first_seq, last_seq, response)
  VALUES (md5(:game::text)::uuid, 'c' || :k, 'play', 0, '{"type":"Attack","region":"north-march"}', 2 * :k - 1, 2 * :k, '{"events":2}');
COMMIT;
