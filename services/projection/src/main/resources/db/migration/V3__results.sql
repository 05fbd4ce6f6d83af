-- Results per seat (docs/events.md, GameEnded.results): losses and draws next to wins, so that a
-- co-operative loss counts as a loss for every player and a shared first place as a draw.
ALTER TABLE standings ADD COLUMN losses integer NOT NULL DEFAULT 0;
ALTER TABLE standings ADD COLUMN draws integer NOT NULL DEFAULT 0;

-- The seats that won: a sole or shared first place, or a co-operative table that won together.
-- Games finished before results were read kept only placings: their first group.
ALTER TABLE games ADD COLUMN winners text NOT NULL DEFAULT '[]';
UPDATE games SET winners = COALESCE((placings::jsonb -> 0)::text, '[]');
