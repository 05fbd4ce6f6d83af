-- Read models. Every read-model table is partitioned by "version": a rebuild fills a new version
-- (new partitions) while the live one serves, then the pointer in model_versions moves and the old
-- partitions are dropped. See docs/projection.md, "Rebuild".

CREATE TABLE model_versions (
    version integer PRIMARY KEY,
    state   text    NOT NULL CHECK (state IN ('live', 'building'))
);
-- one live version, and at most one being built (so two rebuilds cannot run at once, even on two replicas)
CREATE UNIQUE INDEX model_versions_one_per_state ON model_versions (state);

CREATE TABLE games (
    version          integer      NOT NULL,
    game_id          uuid         NOT NULL,
    ruleset          text         NOT NULL,
    ruleset_version  text         NOT NULL,
    status           text         NOT NULL,
    seat_count       integer,
    head_seq         bigint       NOT NULL,
    head_hash        text,
    placings         text         NOT NULL,
    created_at       timestamptz,
    last_event_at    timestamptz,
    chain_intact     boolean      NOT NULL,
    chain_broken_at  bigint,
    chain_problem    text,
    gap_awaiting     bigint,
    gap_buffered_from bigint,
    gap_buffered     integer      NOT NULL,
    PRIMARY KEY (version, game_id)
) PARTITION BY LIST (version);
CREATE INDEX games_listing ON games (version, created_at DESC, game_id);

CREATE TABLE game_seats (
    version  integer NOT NULL,
    game_id  uuid    NOT NULL,
    seat     integer NOT NULL,
    name     text,
    PRIMARY KEY (version, game_id, seat)
) PARTITION BY LIST (version);
CREATE INDEX game_seats_by_name ON game_seats (version, name);

CREATE TABLE timeline (
    version     integer     NOT NULL,
    game_id     uuid        NOT NULL,
    seq         bigint      NOT NULL,
    type        text        NOT NULL,
    seat        integer,
    occurred_at timestamptz NOT NULL,
    hash        text        NOT NULL,
    text        text        NOT NULL,
    PRIMARY KEY (version, game_id, seq)
) PARTITION BY LIST (version);

-- events that arrived past a gap, waiting for the missing ones
CREATE TABLE pending_events (
    version  integer NOT NULL,
    game_id  uuid    NOT NULL,
    seq      bigint  NOT NULL,
    envelope text    NOT NULL,
    PRIMARY KEY (version, game_id, seq)
) PARTITION BY LIST (version);

CREATE TABLE standings (
    version  integer NOT NULL,
    ruleset  text    NOT NULL,
    player   text    NOT NULL,
    games    integer NOT NULL,
    wins     integer NOT NULL,
    placings text    NOT NULL,
    PRIMARY KEY (version, ruleset, player)
) PARTITION BY LIST (version);

-- version 1 is live from the start
INSERT INTO model_versions VALUES (1, 'live');
CREATE TABLE games_v1 PARTITION OF games FOR VALUES IN (1);
CREATE TABLE game_seats_v1 PARTITION OF game_seats FOR VALUES IN (1);
CREATE TABLE timeline_v1 PARTITION OF timeline FOR VALUES IN (1);
CREATE TABLE pending_events_v1 PARTITION OF pending_events FOR VALUES IN (1);
CREATE TABLE standings_v1 PARTITION OF standings FOR VALUES IN (1);
