import type { GameView } from "@arbiter/client";

/** A seat's name as the game's players gave it, or "seat 2" for a seat not taken yet. */
export function seatName(game: Pick<GameView, "seats">, seat: number): string {
  return game.seats.find((s) => s.seat === seat)?.name ?? `seat ${seat}`;
}

/** A seat's name with "you" added for this browser's seat (`seat`, when it holds one). */
export function seatLabel({ game, seat }: { game: Pick<GameView, "seats">; seat?: number }, of: number): string {
  const name = seatName(game, of);
  return of === seat ? `${name} (you)` : name;
}
