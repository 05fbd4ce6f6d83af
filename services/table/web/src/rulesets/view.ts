import type { EventEnvelope, GameView, LegalActions } from "@arbiter/client";

/** What a ruleset's own drawing of its view is given. */
export interface ViewProps {
  /** The ruleset's view, as the service sent it to this browser. */
  view: unknown;
  game: Pick<GameView, "seats" | "awaiting" | "status" | "seq">;
  /** This browser's seat, if it holds one. */
  seat?: number;
  gameId: string;
  /** The replayed event the view follows (the replay page). */
  event?: EventEnvelope;
  /** The seat's decision, when it is this browser's and the ruleset draws its own controls. */
  play?: Play;
}

export interface Play {
  gameId: string;
  seq: number;
  legal: LegalActions;
  sending: boolean;
  send: (command: LegalActions["actions"][number]) => void;
}
