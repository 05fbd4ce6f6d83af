import { heading, inches } from "./geometry";
import type { Command, Model, Preview, Spot } from "./types";

export type MoveKind = "AdvanceModel" | "Run" | "Charge";

/** A movement being planned on the table: waypoints clicked, or a charge's target. */
export interface Plan {
  kind: MoveKind;
  model: string;
  waypoints: Spot[];
  target?: string;
}

const LABEL: Record<MoveKind, string> = { AdvanceModel: "advance", Run: "run", Charge: "charge" };

/** The command a plan sends (and previews): all members, null where the rules decide (E02, E05, E07). */
export function commandOf(plan: Plan, models: Model[]): Command | undefined {
  if (plan.kind === "Charge") {
    const from = models.find((m) => m.id === plan.model)?.pose?.centre;
    const to = models.find((m) => m.id === plan.target)?.pose?.centre;
    if (!from || !to) return undefined;
    return { type: "Charge", model: plan.model, target: plan.target!, heading: heading(from, to), stopAt: null };
  }
  if (plan.waypoints.length === 0) return undefined;
  return { type: plan.kind, model: plan.model, waypoints: plan.waypoints, facing: null } as Command;
}

/**
 * The selected model's movement: which moves its shapes allow, then the plan (waypoints clicked on the
 * table, or a charge's target clicked) with what the service's preview answers before it is sent.
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
  return (
    <section aria-label="movement" className="wm-moves">
      <p>
        {plan.kind === "Charge"
          ? plan.target ? <>Charging <strong>{plan.target}</strong></> : "Click the model to charge."
          : <>Click waypoints on the table ({plan.waypoints.length} so far).</>}
      </p>
      {preview && <PreviewFacts preview={preview} />}
      <button disabled={disabled || !command || !preview?.accepted} onClick={() => command && onSend(command)}>Send {LABEL[plan.kind]}</button>
      {plan.waypoints.length > 0 && (
        <button disabled={disabled} onClick={() => onPlan({ ...plan, waypoints: plan.waypoints.slice(0, -1) })}>Undo waypoint</button>
      )}
      <button disabled={disabled} onClick={() => onPlan(undefined)}>Cancel</button>
    </section>
  );
}

/** What the preview answered, in words: nothing of it is recorded and no die is rolled. */
export function PreviewFacts({ preview }: { preview: Preview }) {
  return (
    <section aria-label="preview" className="wm-preview"><dl>
      {preview.refusal && <div><dt>Refused</dt><dd className="refusal">{preview.refusal.detail ?? preview.refusal.title}</dd></div>}
      <div><dt>Distance</dt><dd>{inches(preview.distance)} of {inches(preview.allowance)}</dd></div>
      {preview.terrain.length > 0 && (
        <div><dt>Terrain</dt><dd>{preview.terrain.map((t) => `${t.feature} (${t.kind})`).join(", ")}</dd></div>
      )}
      {preview.contacts.length > 0 && <div><dt>Contacts</dt><dd>{preview.contacts.join(", ")}</dd></div>}
      {preview.charge && (
        <div><dt>Charge</dt><dd>{preview.charge.reaches ? `reaches ${preview.charge.target}` : `does not reach ${preview.charge.target}`}</dd></div>
      )}
      {preview.freeStrikes.length > 0 && <div><dt>Free strikes</dt><dd>{preview.freeStrikes.join(", ")}</dd></div>}
    </dl></section>
  );
}
