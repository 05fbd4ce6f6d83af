import type { ReactNode } from "react";
import { svg } from "./geometry";
import type { Spot } from "./types";

interface Roll { sides: number; value: number }
interface Payload {
  path?: Spot[];
  rolls?: Roll[];
  roll?: { dice: { dice: Roll[] }; total: number; defence: number; hit: boolean };
  damage?: { dice: { dice: Roll[] }; total: number; arm: number; points: number } | null;
  column?: Roll | null;
  tough?: Roll | null;
}

/**
 * A replayed event on the table: a move's path (`Advanced`, `Charged`) drawn from where it began to
 * where it ended, and every die it rolled in words (the starting roll, an attack and its damage, a
 * damage grid's column, Tough).
 */
export function eventTrace(payload: unknown): { path: ReactNode; rolls: ReactNode } {
  const event = (payload ?? {}) as Payload;
  const path = event.path && event.path.length > 1 && (
    <polyline className="wm-trace" points={event.path.map((p) => { const s = svg(p); return `${s.x},${s.y}`; }).join(" ")} />
  );
  const said: string[] = [];
  if (event.rolls) said.push(`starting roll ${dice(event.rolls)}`);
  if (event.roll) said.push(`attack roll ${dice(event.roll.dice.dice)}: ${event.roll.total} against DEF ${event.roll.defence}, ${event.roll.hit ? "a hit" : "a miss"}`);
  if (event.damage) said.push(`damage roll ${dice(event.damage.dice.dice)}: ${event.damage.total} against ARM ${event.damage.arm}, ${event.damage.points} points`);
  if (event.column) said.push(`column ${dice([event.column])}`);
  if (event.tough) said.push(`Tough ${dice([event.tough])}`);
  const rolls = said.length > 0 && <section aria-label="rolls" className="wm-rolls">{said.join("; ")}</section>;
  return { path, rolls };
}

function dice(rolls: Roll[]): string {
  return rolls.length === 0 ? "(no dice)" : rolls.map((roll) => `${roll.value} on a d${roll.sides}`).join(" + ");
}
