import type { JSX } from "react";
import type { GameView, Ruleset } from "@arbiter/client";
import { Readable } from "../render/Readable";
import { KharnageView } from "./kharnage";
import { WarmeisterView } from "./warmeister";
import { HighCommandTable } from "./highCommand";
import { WarfighterTable } from "./warfighter";

/** What a ruleset's own drawing of its view is given. */
export interface ViewProps {
  /** The ruleset's view, as the service sent it to this browser. */
  view: unknown;
  game: Pick<GameView, "seats" | "awaiting" | "status">;
  /** This browser's seat, if it holds one. */
  seat?: number;
}

/** The rulesets that draw their view as a picture of the table; the others are drawn by Readable. */
const styled: Partial<Record<Ruleset, (props: ViewProps) => JSX.Element>> = {
  kharnage: KharnageView,
  warmeister: WarmeisterView,
  "high-command": HighCommandTable,
  warfighter: WarfighterTable,
};

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
