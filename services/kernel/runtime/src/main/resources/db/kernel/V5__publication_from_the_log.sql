-- Publication from the event log itself (docs/architecture.md, "Publication: from the log, in commit order").
-- The relay reads the events table on from a durable cursor instead of an outbox table: an event costs one
-- more index entry, and nothing is inserted, checked against a foreign key, deleted or vacuumed per event.

-- The transaction that wrote each event (its 64-bit id), which orders publication as the outbox marks' did:
-- an append's events follow those of every earlier append of the same game, and the events of a transaction
-- older than every running one are final. Null for events written before this migration, which the outbox
-- had published, except those the outbox still held: they take the transaction of their mark.
ALTER TABLE events ADD COLUMN tx BIGINT;
ALTER TABLE events ALTER COLUMN tx SET DEFAULT (pg_current_xact_id()::text::bigint);

-- The W3C trace context of the command that appended the event (docs/operations.md, "Tracing"), for the
-- relay's spans; null when the command was not traced.
ALTER TABLE events ADD COLUMN traceparent TEXT;
ALTER TABLE events ADD COLUMN tracestate TEXT;

UPDATE events e SET tx = o.tx, traceparent = o.traceparent, tracestate = o.tracestate
FROM outbox o WHERE o.game_id = e.game_id AND o.seq = e.seq;

-- Publication order: by transaction, then by game and seq (a transaction's games need no order among them).
CREATE INDEX events_publication_order ON events (tx, game_id, seq);

-- How far the relay has published: the last event Kafka acknowledged, in publication order. One row, moved
-- by the replica that holds the relay's lock after each acknowledged batch. It starts before every event
-- with a transaction id, so the events the outbox still held are published first.
CREATE TABLE publication_cursor (
    only_row    BOOLEAN     PRIMARY KEY DEFAULT TRUE CHECK (only_row),
    tx          BIGINT      NOT NULL,
    game_id     UUID        NOT NULL,
    seq         BIGINT      NOT NULL
);
INSERT INTO publication_cursor (tx, game_id, seq) VALUES (0, '00000000-0000-0000-0000-000000000000', 0);

DROP TABLE outbox;
