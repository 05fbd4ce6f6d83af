import type { Warmachine } from "@arbiter/client";

/** The parts of WARMACHINE's contract the table draws (contracts/openapi/warmachine.yaml); the client names the view, its models, commands and the preview. */
type Schemas = Warmachine.components["schemas"];

export type {
  WarmachineView as View,
  WarmachineModel as Model,
  WarmachineCommand as Command,
  MovePreview as Preview,
} from "@arbiter/client";
export type Prompt = Schemas["Prompt"];
export type Terrain = Schemas["TerrainView"];
export type Zone = Schemas["ZoneView"];
export type Spot = Schemas["Spot"];
