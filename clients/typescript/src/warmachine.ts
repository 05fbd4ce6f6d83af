import type { Client } from "openapi-fetch";
import type * as Warmachine from "./generated/warmachine.js";

/**
 * WARMACHINE's read-only queries, typed: the measurements (free measurement is part of the game, A08,
 * so a client asks the referee's geometry instead of measuring itself) and the preview of a move. Lengths are whole ten-thousandths of
 * an inch (`inches` converts). Each answers `{ data, error, response }` as every openapi-fetch call.
 */
type Schemas = Warmachine.components["schemas"];
type WarmachineClient = Client<Warmachine.paths>;

export type WarmachineView = Schemas["RulesetView"];
export type WarmachineModel = Schemas["ModelView"];
export type WarmachineCommand = Schemas["Command"];
export type MeasuredDistance = Schemas["MeasuredDistance"];
export type MeasuredRange = Schemas["MeasuredRange"];
export type MeasuredLineOfSight = Schemas["MeasuredLineOfSight"];
export type MeasuredThreat = Schemas["MeasuredThreat"];
export type MovePreview = Schemas["Preview"];

/** Ten-thousandths of an inch (or of a degree), as the wire carries them, in inches (or degrees). */
export function inches(tenThousandths: number): number {
  return tenThousandths / 10_000;
}

/** Edge to edge from a model to another model (`to`) or to a point (`x`, `y`). */
export function measureDistance(client: WarmachineClient, gameId: string,
                                query: { from: string; to: string } | { from: string; x: number; y: number }) {
  return client.GET("/games/{gameId}/measure/distance", { params: { path: { gameId }, query } });
}

/** Whether `target` is in range of the weapon at place `weapon` of `model`'s card. */
export function measureRange(client: WarmachineClient, gameId: string, query: { model: string; weapon: number; target: string }) {
  return client.GET("/games/{gameId}/measure/range", { params: { path: { gameId }, query } });
}

/** Line of sight from one model to another, with the witness line that granted it or why there is none. */
export function measureLineOfSight(client: WarmachineClient, gameId: string, query: { from: string; to: string }) {
  return client.GET("/games/{gameId}/measure/line-of-sight", { params: { path: { gameId }, query } });
}

/** A model's melee and ranged threat ranges on open ground. */
export function measureThreat(client: WarmachineClient, gameId: string, query: { model: string }) {
  return client.GET("/games/{gameId}/measure/threat", { params: { path: { gameId }, query } });
}

/**
 * What a movement or deployment (`AdvanceModel`, `Run`, `Charge`, `Deploy`, exactly as sent to
 * `/commands`) would do now: its path, distance, terrain, contacts, whether a charge reaches, the free
 * strikes it triggers, or the refusal it would get. Nothing is recorded and no die is rolled.
 */
export function previewCommand(client: WarmachineClient, gameId: string, command: WarmachineCommand) {
  return client.POST("/games/{gameId}/preview", { params: { path: { gameId } }, body: command });
}
