import type { LegalActions } from "@arbiter/client";
import { TABLE, wire } from "./geometry";
import type { Command, Spot } from "./types";

type Shape = LegalActions["shapes"][number];
interface DeploySchema { properties: { model: { enum: string[] }; y: { minimum: number; maximum: number } } }

/** The models the Deploy shape lets this seat place now, in the order the service lists them. */
export function deployable(shape: Shape): string[] {
  return (shape.schema as unknown as DeploySchema).properties.model.enum;
}

/** A Deploy at a clicked spot, facing across the table from the seat's zone (the shape's y bounds say which edge). */
export function deployAt(shape: Shape, model: string, at: Spot): Command {
  const { y } = (shape.schema as unknown as DeploySchema).properties;
  const southern = (y.minimum + y.maximum) / 2 < wire(TABLE / 2);
  return { type: "Deploy", model, x: at.x, y: at.y, facing: southern ? 900_000 : 2_700_000 };
}

/** Which model the next click on the deployment zone places. */
export function DeployPicker({ models, model, onPick }: { models: string[]; model: string; onPick: (model: string) => void }) {
  return (
    <section aria-label="deployment" className="wm-deploy">
      <label>Model to deploy{" "}
        <select value={model} onChange={(e) => onPick(e.target.value)}>
          {models.map((id) => <option key={id} value={id}>{id}</option>)}
        </select>
      </label>
      <p className="muted">Click a spot of your deployment zone to place it there, facing the enemy.</p>
    </section>
  );
}
