import type { LegalActions } from "@arbiter/client";
import { TABLE, heading, inch, wire } from "./geometry";
import { PreviewFacts } from "./Moves";
import type { Command, Preview, Spot } from "./types";

type Shape = LegalActions["shapes"][number];
interface DeploySchema { properties: { model: { enum: string[] }; y: { minimum: number; maximum: number } } }

/** A model being placed: the spot clicked, and the facing clicked after it (absent: across the table). */
export interface Placing {
  model: string;
  at: Spot;
  facing?: number;
}

/** The models the Deploy shape lets this seat place now, in the order the service lists them. */
export function deployable(shape: Shape): string[] {
  return (shape.schema as unknown as DeploySchema).properties.model.enum;
}

/** A click on the table while deploying: the first places the model there, the next ones turn it to face the click. */
export function clickToDeploy(placing: Placing | undefined, model: string, at: Spot): Placing {
  if (!placing || placing.model !== model) return { model, at };
  return { ...placing, facing: heading(placing.at, at) };
}

/** The Deploy a placement sends: the facing clicked, else across the table from the seat's zone (the shape's y bounds say which edge). */
export function deployCommand(shape: Shape, placing: Placing): Command {
  const { y } = (shape.schema as unknown as DeploySchema).properties;
  const southern = (y.minimum + y.maximum) / 2 < wire(TABLE / 2);
  return { type: "Deploy", model: placing.model, x: placing.at.x, y: placing.at.y, facing: placing.facing ?? (southern ? 900_000 : 2_700_000) };
}

/**
 * Which model the next click on the deployment zone places, the spot and facing clicked, what the
 * service's preview answers for it, and the button that deploys it.
 */
export function DeployPicker({ models, model, placing, command, preview, disabled, onPick, onCancel, onSend }: {
  models: string[];
  model: string;
  placing?: Placing;
  command?: Command;
  preview?: Preview;
  disabled: boolean;
  onPick: (model: string) => void;
  onCancel: () => void;
  onSend: (command: Command) => void;
}) {
  return (
    <section aria-label="deployment" className="wm-deploy">
      <label>Model to deploy{" "}
        <select value={model} disabled={placing !== undefined} onChange={(e) => onPick(e.target.value)}>
          {models.map((id) => <option key={id} value={id}>{id}</option>)}
        </select>
      </label>
      {placing ? (
        <>
          <p>{placing.facing === undefined ? "Facing the enemy; click the table to face that way instead." : `Facing ${Number(inch(placing.facing).toFixed(1))}°; click again to turn it.`}</p>
          {preview && <PreviewFacts preview={preview} />}
          <button disabled={disabled || !command || !preview?.accepted} onClick={() => command && onSend(command)}>Deploy {placing.model}</button>
          <button disabled={disabled} onClick={onCancel}>Cancel</button>
        </>
      ) : <p className="muted">Click a spot of your deployment zone to place it there.</p>}
    </section>
  );
}
