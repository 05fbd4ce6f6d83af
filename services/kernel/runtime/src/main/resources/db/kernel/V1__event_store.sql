-- The event store of one ruleset service (docs/architecture.md, "Event store").

-- One row per game: the secret dice seed and the head of its event log.
CREATE TABLE games (
    id          UUID PRIMARY KEY,
    ruleset     TEXT        NOT NULL,
    seed        BYTEA       NOT NULL,            -- secret until the game ends
    head_seq    BIGINT      NOT NULL,            -- optimistic lock: appends move it forward
    head_hash   TEXT        NOT NULL,
    next_draw   BIGINT      NOT NULL,            -- index of the next random block
    status      TEXT        NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL
);

-- The log itself: each envelope as the exact canonical text its hash covers.
CREATE TABLE events (
    game_id     UUID        NOT NULL REFERENCES games (id),
    seq         BIGINT      NOT NULL,
    type        TEXT        NOT NULL,
    command_id  TEXT        NOT NULL,
    hash        TEXT        NOT NULL,
    envelope    TEXT        NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Every accepted command with the events it produced, so the log can be re-executed and a
-- retried command answered without running it twice.
CREATE TABLE commands (
    game_id     UUID        NOT NULL REFERENCES games (id),
    command_id  TEXT        NOT NULL,
    kind        TEXT        NOT NULL,            -- create, join or play
    seat        INTEGER,
    payload     TEXT        NOT NULL,            -- canonical JSON of the request
    first_seq   BIGINT      NOT NULL,
    last_seq    BIGINT      NOT NULL,
    response    TEXT,                            -- the answer given, replayed on retry
    PRIMARY KEY (game_id, command_id)
);
CREATE UNIQUE INDEX commands_in_log_order ON commands (game_id, first_seq);

-- Seat tokens, stored only as their SHA-256.
CREATE TABLE seats (
    game_id     UUID        NOT NULL REFERENCES games (id),
    seat        INTEGER     NOT NULL,
    token_hash  TEXT        NOT NULL UNIQUE,
    PRIMARY KEY (game_id, seat)
);

-- Events committed but not yet acknowledged by Kafka, in commit order.
CREATE TABLE outbox (
    id          BIGSERIAL   PRIMARY KEY,
    game_id     UUID        NOT NULL,
    seq         BIGINT      NOT NULL,
    FOREIGN KEY (game_id, seq) REFERENCES events (game_id, seq)
);
