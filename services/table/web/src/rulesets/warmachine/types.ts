import type { Warmachine } from "@arbiter/client";

/** The parts of WARMACHINE's contract the table draws (contracts/openapi/warmachine.yaml). */
type Schemas = Warmachine.components["schemas"];

export type View = Schemas["RulesetView"];
export type Model = Schemas["ModelView"];
export type Command = Schemas["Command"];
export type Prompt = Schemas["Prompt"];
export type Terrain = Schemas["TerrainView"];
export type Zone = Schemas["ZoneView"];
export type Preview = Schemas["Preview"];
export type Spot = Schemas["Spot"];
