import createClient, { type Client } from "openapi-fetch";
import type * as Projection from "./generated/projection.js";

// rulesets: generated from deploy/services.json by deploy/render
import type * as Warmeister from "./generated/warmeister.js";
import type * as Kharnage from "./generated/kharnage.js";
import type * as HighCommand from "./generated/high-command.js";
import type * as Warfighter from "./generated/warfighter.js";
import type * as Warmachine from "./generated/warmachine.js";

export type { Warmeister, Kharnage, HighCommand, Warfighter, Warmachine };

/** Each ruleset service's paths, by the ruleset's name as the services spell it. */
export interface RulesetPaths {
  "warmeister": Warmeister.paths;
  "kharnage": Kharnage.paths;
  "high-command": HighCommand.paths;
  "warfighter": Warfighter.paths;
  "warmachine": Warmachine.paths;
}

export type Ruleset = keyof RulesetPaths;

export const rulesets: readonly Ruleset[] = ["warmeister", "kharnage", "high-command", "warfighter", "warmachine"];

/** The shapes every ruleset shares, as the first ruleset's contract has them (common.yaml gives each the same). */
type Shared = Warmeister.components;
// end of rulesets

export type { Projection };

/** The parts every ruleset shares, typed once (they are written once, in contracts/openapi/common.yaml). */
export type EventEnvelope = Shared["schemas"]["EventEnvelope"];
export type GameView = Shared["schemas"]["GameView"];
export type LegalActions = Shared["schemas"]["LegalActions"];
export type CommandResult = Shared["schemas"]["CommandResult"];
export type Problem = Shared["schemas"]["Problem"];
export type AuditReport = Shared["schemas"]["AuditReport"];

/**
 * A typed client of one ruleset service. With a seat's token every request is that seat's; without
 * one the client reads as a spectator.
 */
export function rulesetClient<R extends Ruleset>(baseUrl: string, token?: string): Client<RulesetPaths[R]> {
  return createClient<RulesetPaths[R]>({ baseUrl, headers: bearer(token) });
}

/** A typed client of the projection: the lobby's game lists, timelines, audits and standings. */
export function projectionClient(baseUrl: string): Client<Projection.paths> {
  return createClient<Projection.paths>({ baseUrl });
}

export function bearer(token?: string): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
