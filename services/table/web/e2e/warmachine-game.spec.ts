import { expect, test } from "@playwright/test";
import { WholeGameSeat } from "./warmachine-whole-game";
import { checkTheReplay, createAnnihilation, playToTheEnd, takeSeatZero } from "./warmachine-table";

// WARMACHINE Prime on the table, a whole game (issue 29): Annihilation with the demo pack's default
// lists, created with the lobby's form, seat 1 played by the service's tactician, seat 0 by clicking
// the table (deploying at spots, moving through waypoints after the preview, attacking by clicking
// targets, answering prompts in their dialog) until the game ends; then its replay, with a move's path
// and an attack's rolls.

test("a whole Annihilation game against the service's tactician, played by clicking, then its replay", async ({ page }) => {
  // measured 2.9 and 3.0 minutes on a busy two-core machine (the dice make games longer or shorter)
  test.setTimeout(420_000);
  const gameId = await createAnnihilation(page, "tactician");
  const seat = new WholeGameSeat(page, gameId, await takeSeatZero(page));
  await playToTheEnd(page, seat, "warmachine-game", 1500);

  const events = await seat.events();
  expect(events.filter((event) => event.type === "Attacked").length, "attacks were made").toBeGreaterThan(0);
  const moved = events.find((event) => event.type === "Advanced" && event.payload.path.length > 1)!;
  await checkTheReplay(page, events, moved, "warmachine-game");
});
