import type { JSX } from "react";
import type { EventEnvelope, GameView, LegalActions, Ruleset } from "@arbiter/client";
import { Readable } from "../render/Readable";
import { KharnageView } from "./kharnage";
import { WarmeisterView } from "./warmeister";
import { HighCommandTable } from "./highCommand";
import { WarfighterTable } from "./warfighter";
import { WarmachineTable } from "./warmachine";

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

/** The rulesets that draw their view as a picture of the table; the others are drawn by Readable. */
const styled: Partial<Record<Ruleset, (props: ViewProps) => JSX.Element>> = {
  kharnage: KharnageView,
  warmeister: WarmeisterView,
  "high-command": HighCommandTable,
  warfighter: WarfighterTable,
  warmachine: WarmachineTable,
};

/** The rulesets whose drawing holds the seat's controls (a table to click on); the others get the action buttons. */
const controlled: ReadonlySet<Ruleset> = new Set(["warmachine"]);

export function drawsItsControls(ruleset: Ruleset): boolean {
  return controlled.has(ruleset);
}

/**
 * A ruleset's view: its own drawing where it has one, with the whole view readable underneath, so
 * nothing the service sends is left out; else the readable rendering alone.
 */
export function RulesetView({ ruleset, ...props }: ViewProps & { ruleset: Ruleset }) {
  const Styled = styled[ruleset];
  if (!Styled) return <section aria-label="view"><Readable value={props.view} /></section>;
  return (
    <section aria-label="view">
      <Styled {...props} />
      <details className="whole-view">
        <summary>The whole view</summary>
        <Readable value={props.view} />
      </details>
    </section>
  );
}
