-- The round and the awaited seats that every envelope now carries (docs/events.md, "Envelope"):
-- the game's latest, so the games list can say how far each game is and whose move it is.
ALTER TABLE games ADD COLUMN round integer;
ALTER TABLE games ADD COLUMN awaiting text NOT NULL DEFAULT '[]';
