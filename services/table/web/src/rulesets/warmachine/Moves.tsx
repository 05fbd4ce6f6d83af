import { along, heading, inch, inches, svg } from "./geometry";
import type { Command, Model, Preview, Spot } from "./types";

export type MoveKind = "AdvanceModel" | "Run" | "Charge";

/** A movement being planned on the table: waypoints clicked, or a charge's target; a final facing or a stop clicked too. */
export interface Plan {
  kind: MoveKind;
  model: string;
  waypoints: Spot[];
  target?: string;
  /** The facing to end in, clicked (ten-thousandths of a degree); absent, the rules keep the last leg's (E02). */
  facing?: number;
  /** Where a charge stops, clicked on its line: the distance along its heading (ten-thousandths); absent, as far as the rules let it (E07). */
  stopAt?: number;
  /** What the next click on the table sets instead of a waypoint. */
  clicking?: "facing" | "stop";
}

const LABEL: Record<MoveKind, string> = { AdvanceModel: "advance", Run: "run", Charge: "charge" };

/** The command a plan sends (and previews): all members, null where the player left the choice to the rules (E02, E05, E07). */
export function commandOf(plan: Plan, models: Model[]): Command | undefined {
  if (plan.kind === "Charge") {
    const line = chargeLine(plan, models);
    if (!line) return undefined;
    return { type: "Charge", model: plan.model, target: plan.target!, heading: heading(line.from, line.to), stopAt: plan.stopAt ?? null };
  }
  if (plan.waypoints.length === 0) return undefined;
  return { type: plan.kind, model: plan.model, waypoints: plan.waypoints, facing: plan.facing ?? null } as Command;
}

/** A click on the table while planning: the facing toward it from the last waypoint, the charge's stop nearest it, or a waypoint. */
export function clickOnPlan(plan: Plan, at: Spot, models: Model[]): Plan {
  if (plan.clicking === "facing" && plan.waypoints.length > 0) {
    return { ...plan, facing: heading(plan.waypoints.at(-1)!, at), clicking: undefined };
  }
  const line = chargeLine(plan, models);
  if (plan.clicking === "stop" && line) {
    return { ...plan, stopAt: distanceAlong(line.from, line.to, at), clicking: undefined };
  }
  return plan.kind === "Charge" ? plan : { ...plan, waypoints: [...plan.waypoints, at] };
}

/** A charge's line, from the charger's centre straight at its target's (E07). */
export function chargeLine(plan: Plan, models: Model[]): { from: Spot; to: Spot } | undefined {
  const from = models.find((m) => m.id === plan.model)?.pose?.centre;
  const to = models.find((m) => m.id === plan.target)?.pose?.centre;
  return plan.kind === "Charge" && from && to ? { from, to } : undefined;
}

/** How far along the line from `from` toward `to` the point nearest `at` lies, never behind the start (ten-thousandths). */
function distanceAlong(from: Spot, to: Spot, at: Spot): number {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const along = ((at.x - from.x) * (to.x - from.x) + (at.y - from.y) * (to.y - from.y)) / length;
  return Math.min(480_000, Math.max(0, Math.round(along)));
}

/**
 * The selected model's movement: which moves its shapes allow, then the plan (waypoints clicked on the
 * table, or a charge's target clicked; then, if the player wants, a final facing or a charge's stop
 * clicked) with what the service's preview answers before it is sent.
 */
export function Moves({ model, kinds, plan, command, preview, disabled, onPlan, onSend }: {
  model: Model;
  kinds: MoveKind[];
  plan?: Plan;
  /** The plan's command, once it is complete enough to send. */
  command?: Command;
  preview?: Preview;
  disabled: boolean;
  onPlan: (plan: Plan | undefined) => void;
  onSend: (command: Command) => void;
}) {
  if (kinds.length === 0) return null;
  if (!plan || plan.model !== model.id) {
    return (
      <section aria-label="movement" className="wm-moves">
        {kinds.map((kind) => (
          <button key={kind} disabled={disabled} onClick={() => onPlan({ kind, model: model.id, waypoints: [] })}>Plan {LABEL[kind]}</button>
        ))}
      </section>
    );
  }
  const toggle = (clicking: "facing" | "stop") => onPlan({ ...plan, clicking: plan.clicking === clicking ? undefined : clicking });
  return (
    <section aria-label="movement" className="wm-moves">
      <p>{instruction(plan)}</p>
      {plan.facing !== undefined && <p>Ends facing {degrees(plan.facing)}.</p>}
      {plan.stopAt !== undefined && <p>Stops {inches(plan.stopAt)} along the line, once {plan.target} is in melee range.</p>}
      {preview && <PreviewFacts preview={preview} />}
      <button disabled={disabled || !command || !preview?.accepted} onClick={() => command && onSend(command)}>Send {LABEL[plan.kind]}</button>
      {plan.kind !== "Charge" && plan.waypoints.length > 0 && (
        <>
          <button disabled={disabled} aria-pressed={plan.clicking === "facing"} onClick={() => toggle("facing")}>Choose facing</button>
          {plan.facing !== undefined && <button disabled={disabled} onClick={() => onPlan({ ...plan, facing: undefined })}>Face along the path</button>}
          <button disabled={disabled} onClick={() => onPlan({ ...plan, waypoints: plan.waypoints.slice(0, -1), facing: undefined })}>Undo waypoint</button>
        </>
      )}
      {plan.kind === "Charge" && plan.target && (
        <>
          <button disabled={disabled} aria-pressed={plan.clicking === "stop"} onClick={() => toggle("stop")}>Choose where to stop</button>
          {plan.stopAt !== undefined && <button disabled={disabled} onClick={() => onPlan({ ...plan, stopAt: undefined })}>Go as far as allowed</button>}
        </>
      )}
      <button disabled={disabled} onClick={() => onPlan(undefined)}>Cancel</button>
    </section>
  );
}

function instruction(plan: Plan): string {
  if (plan.clicking === "facing") return "Click the table where the model should face at the end.";
  if (plan.clicking === "stop") return "Click the point of the charge's line where it should stop.";
  if (plan.kind === "Charge") return plan.target ? `Charging ${plan.target}.` : "Click the model to charge.";
  return `Click waypoints on the table (${plan.waypoints.length} so far).`;
}

/** A facing as people read it, in degrees counter-clockwise from east. */
function degrees(facing: number): string {
  return `${Number(inch(facing).toFixed(1))}°`;
}

/** What the preview answered, in words: nothing of it is recorded and no die is rolled. */
export function PreviewFacts({ preview }: { preview: Preview }) {
  const charge = preview.charge;
  return (
    <section aria-label="preview" className="wm-preview"><dl>
      {preview.refusal && <div><dt>Refused</dt><dd className="refusal">{preview.refusal.detail ?? preview.refusal.title}</dd></div>}
      <div><dt>Distance</dt><dd>{inches(preview.distance)} of {inches(preview.allowance)}</dd></div>
      {preview.end && <div><dt>Ends facing</dt><dd>{degrees(preview.end.facing)}</dd></div>}
      {preview.terrain.length > 0 && (
        <div><dt>Terrain</dt><dd>{preview.terrain.map((t) => `${t.feature} (${t.kind})`).join(", ")}</dd></div>
      )}
      {preview.contacts.length > 0 && <div><dt>Contacts</dt><dd>{preview.contacts.join(", ")}</dd></div>}
      {charge && (
        <div><dt>Charge</dt><dd>{charge.reaches ? `reaches ${charge.target}`
          : `does not reach ${charge.target}${charge.shortBy === null ? "" : ` (${inches(charge.shortBy)} short)`}`}</dd></div>
      )}
      {preview.freeStrikes.length > 0 && <div><dt>Free strikes</dt><dd>{preview.freeStrikes.join(", ")}</dd></div>}
    </dl></section>
  );
}

/** The plan on the table: the waypoints clicked, a charge's line and chosen stop, the path the preview answered and the facing it ends in. */
export function PlanPath({ from, plan, models, preview }: { from: Model; plan: Plan; models: Model[]; preview?: Preview }) {
  const start = svg(from.pose!.centre);
  const clicked = plan.waypoints.map(svg);
  const line = chargeLine(plan, models);
  const stop = line && plan.stopAt !== undefined ? along(line.from, heading(line.from, line.to), inch(plan.stopAt)) : undefined;
  const end = preview?.end;
  const nose = end && along(end, end.facing, 1.5);
  return (
    <g aria-hidden="true">
      {line ? <line className="wm-plan" x1={start.x} y1={start.y} x2={svg(line.to).x} y2={svg(line.to).y} />
        : <polyline className="wm-plan" points={[start, ...clicked].map((p) => `${p.x},${p.y}`).join(" ")} />}
      {clicked.map((p, i) => <circle key={i} cx={p.x} cy={p.y} r={0.25} className="wm-waypoint" />)}
      {stop && <circle cx={stop.x} cy={stop.y} r={0.3} className="wm-stop" />}
      {preview && preview.path.length > 1 && (
        <polyline className={`wm-path${preview.accepted ? "" : " refused"}`} points={preview.path.map(svg).map((p) => `${p.x},${p.y}`).join(" ")} />
      )}
      {end && nose && <line className="wm-end-facing" x1={svg(end).x} y1={svg(end).y} x2={nose.x} y2={nose.y} />}
    </g>
  );
}
