-- A log that anyone may read (docs/events.md, "Envelope format 2").

-- The envelope column now holds the published envelope only. The full payload of an event that
-- hides something stays here, and leaves the database only through REST (redacted for each
-- caller) and, once the game is over, in its PayloadOpened event. Null for an event that hides
-- nothing and for format 1 envelopes, which carry their payload themselves.
ALTER TABLE events ADD COLUMN payload TEXT;

-- Every Ed25519 key that ever signed this service's events, so that a signature keeps verifying
-- after the key is rotated (GET /keys publishes them).
CREATE TABLE signing_keys (
    key_id      TEXT        PRIMARY KEY,     -- first 16 hex digits of SHA-256 of the raw public key
    public_key  TEXT        NOT NULL,        -- the raw 32-byte public key, hex
    private_key TEXT,                        -- PKCS#8, base64: only a key the service made itself (none configured)
    first_used  TIMESTAMPTZ NOT NULL
);
