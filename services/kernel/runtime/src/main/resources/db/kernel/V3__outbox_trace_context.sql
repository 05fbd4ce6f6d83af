-- The W3C trace context of the command that committed an event (docs/operations.md, "Tracing").
-- The relay publishes later, on its own thread, so the context waits here with the outbox mark and
-- goes into the Kafka record's headers. It is kept on the outbox, not on the event: it says how an
-- event was handled, not what happened in the game, and it is gone once the event is published.
-- Null when the command was not traced (tracing off, or a mark written before this migration).
ALTER TABLE outbox ADD COLUMN traceparent TEXT;
ALTER TABLE outbox ADD COLUMN tracestate TEXT;
