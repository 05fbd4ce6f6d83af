-- The table pgbench writes to (benchmarks/load/run): one row per command, keyed as the event store's
-- rows are, by game and sequence number. Emptied before each pgbench run.
CREATE TABLE IF NOT EXISTS bench_commands (
  game_id uuid   NOT NULL,
  seq     bigint NOT NULL,
  body    jsonb  NOT NULL,
  PRIMARY KEY (game_id, seq)
);
CREATE SEQUENCE IF NOT EXISTS bench_commands_seq;
TRUNCATE bench_commands;
