import type { Ruleset } from "@arbiter/client";

/**
 * The seat this browser holds in a game, kept in local storage under that game only, so a reload keeps
 * it and no other game (nor any URL) ever carries the token.
 */
export interface HeldSeat {
  seat: number;
  token: string;
}

function key(ruleset: Ruleset, gameId: string): string {
  return `arbiter.seat.${ruleset}.${gameId}`;
}

export function heldSeat(ruleset: Ruleset, gameId: string): HeldSeat | undefined {
  const stored = localStorage.getItem(key(ruleset, gameId));
  return stored ? (JSON.parse(stored) as HeldSeat) : undefined;
}

export function holdSeat(ruleset: Ruleset, gameId: string, held: HeldSeat): void {
  localStorage.setItem(key(ruleset, gameId), JSON.stringify(held));
}

export function leaveSeat(ruleset: Ruleset, gameId: string): void {
  localStorage.removeItem(key(ruleset, gameId));
}
