import { expect, test } from "@playwright/test";
import { actIfAwaited, createGame, gameOver, shots, takeSeat, token, viewsReceived } from "./table";

// Part of a High Command game played by clicking, each seat in a browser context of its own. The table
// is drawn as locations and players' sides; a hand is secret to its owner (contracts/openapi/high-command.yaml,
// Hidden information), so every view that reaches a seat's page holds its own hand and banked card and
// never the other seat's.
test("two people play the first forty moves of High Command", async ({ browser, page }) => {
  const invitation = await createGame(page, "high-command", 2);
  const gameId = invitation.split("/").pop()!;
  const ada = await takeSeat(browser, invitation, "Ada", 0);
  const bo = await takeSeat(browser, invitation, "Bo", 1);
  const views = [ada, bo].map((seat) => viewsReceived<HighCommandView>(seat, "high-command", { seatedOnly: true }));
  await expect(ada.getByRole("region", { name: "locations" }).getByRole("listitem").first()).toBeVisible();
  await ada.screenshot({ path: `${shots}/high-command-start-ada.png`, fullPage: true });

  for (let moves = 0; moves < 40 && !(await gameOver(ada).isVisible());) {
    if (!((await actIfAwaited(ada)) || (await actIfAwaited(bo)))) await ada.waitForTimeout(200);
    else if (++moves === 20) await bo.screenshot({ path: `${shots}/high-command-mid-bo.png`, fullPage: true });
  }
  await ada.screenshot({ path: `${shots}/high-command-ada.png`, fullPage: true });

  for (const [seat, seen] of views.entries()) {
    const other = 1 - seat;
    expect(seen.length, `views reached seat ${seat}'s page`).toBeGreaterThan(10);
    for (const view of seen) {
      expect(view.players[seat].hand, `seat ${seat} sees its own hand`).not.toBeNull();
      expect(view.players[other].hand, `seat ${other}'s hand reached seat ${seat}'s page`).toBeNull();
      if (view.players[other].banked) {
        expect(view.players[other].bankedCard, `seat ${other}'s banked card reached seat ${seat}'s page`).toBeNull();
      }
    }
  }

  // the drawing: one location per seat in the row, Ada's hand card by card on her side, Bo's as a count
  const game = await (await ada.request.get(`/api/high-command/games/${gameId}`, {
    headers: { Authorization: `Bearer ${await token(ada)}` },
  })).json();
  expect(game.status, "forty moves do not finish the game").toBe("running");
  const locations = ada.getByRole("region", { name: "locations" }).getByRole("listitem").filter({ has: ada.getByRole("heading", { level: 3 }) });
  await expect(locations).toHaveCount(game.view.locations.length);
  const adaSide = ada.getByRole("article", { name: "seat 0" });
  await expect(adaSide.getByLabel("hand", { exact: true }).getByRole("listitem")).toHaveCount(game.view.players[0].hand.length);
  await expect(ada.getByRole("article", { name: "seat 1" }).getByLabel("hand", { exact: true }))
    .toHaveText(new RegExp(`^${game.view.players[1].handSize} cards?, hidden$`));

  // on a phone the table is one column that fits the screen's width
  await ada.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => ada.evaluate(() => document.documentElement.scrollWidth), "the page scrolls sideways").toBeLessThanOrEqual(390);
  await ada.screenshot({ path: `${shots}/high-command-phone.png`, fullPage: true });
});

interface HighCommandView {
  players: { hand: string[] | null; banked: boolean; bankedCard: string | null; handSize: number }[];
}
