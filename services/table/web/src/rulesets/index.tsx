import type { JSX } from "react";
import type { Ruleset } from "@arbiter/client";
import { Readable } from "../render/Readable";
import type { ViewProps } from "./view";
import { KharnageView } from "./kharnage";
import { WarmeisterView } from "./warmeister";
import { HighCommandTable } from "./highCommand";
import { WarfighterTable } from "./warfighter";
import { WarmachineTable } from "./warmachine";

/**
 * Each ruleset's drawing of its view as a picture of the table, by ruleset. A drawing is optional: a new
 * ruleset plays in the table with its whole view readable and the action buttons until it has one. The
 * type check refuses a drawing of a ruleset deploy/services.json does not list (the client's Ruleset is
 * rendered from it).
 */
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

/** A ruleset's view: its own drawing, if it has one, with the whole view readable underneath, so nothing the service sends is left out. */
export function RulesetView({ ruleset, ...props }: ViewProps & { ruleset: Ruleset }) {
  const Styled = styled[ruleset];
  return (
    <section aria-label="view">
      {Styled && <Styled {...props} />}
      <details className="whole-view">
        <summary>The whole view</summary>
        <Readable value={props.view} />
      </details>
    </section>
  );
}
