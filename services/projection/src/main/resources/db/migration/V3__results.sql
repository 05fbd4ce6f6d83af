-- Results per seat (docs/events.md, GameEnded.results): losses and draws next to wins, so that a
-- co-operative loss counts as a loss for every player and a shared first place as a draw.
ALTER TABLE standings ADD COLUMN losses integer NOT NULL DEFAULT 0;
ALTER TABLE standings ADD COLUMN draws integer NOT NULL DEFAULT 0;
