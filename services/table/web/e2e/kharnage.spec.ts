import { expect, test, type Page } from "@playwright/test";
import { accessibilityProblems, actIfAwaited, createGame, gameOver, shots, takeSeat, token } from "./table";

// A whole Kharnage game played by clicking, each seat in a browser context of its own: a seat's page
// never shows another seat's hand, the lobby lists the game, and the finished game replays with a
// passing audit.
test("two people play a whole game of Kharnage, then replay it", async ({ browser, page }) => {
  const invitation = await createGame(page, "kharnage", 2);
  const gameId = invitation.split("/").pop()!;
  const ada = await takeSeat(browser, invitation, "Ada", 0);
  const grace = await takeSeat(browser, invitation, "Grace", 1);
  await ada.screenshot({ path: `${shots}/kharnage-start-ada.png`, fullPage: true });

  for (let moves = 0; !(await gameOver(ada).isVisible()); moves++) {
    expect(moves, "the game ends within 400 moves").toBeLessThan(400);
    await neitherSeesTheOthersHand(gameId, ada, grace);
    const acted = (await actIfAwaited(ada)) || (await actIfAwaited(grace));
    if (!acted) await ada.waitForTimeout(200);
    if (moves === 6) {
      await grace.screenshot({ path: `${shots}/kharnage-mid-grace.png`, fullPage: true });
      expect(await accessibilityProblems(grace), "the table").toEqual([]);
    }
  }
  await expect(gameOver(grace)).toBeVisible();
  await ada.screenshot({ path: `${shots}/kharnage-end-ada.png`, fullPage: true });

  await ada.getByRole("link", { name: "Replay it" }).click();
  await expect(ada.getByLabel("audit")).toContainText("audit passed");
  const slider = ada.getByRole("slider", { name: "event" });
  await slider.fill("1");
  await expect(ada.getByRole("region", { name: "event" })).toContainText("game created");
  await ada.getByRole("button", { name: "next event" }).click();
  await expect(ada.getByText(/Event 2 of \d+/)).toBeVisible();
  await ada.screenshot({ path: `${shots}/kharnage-replay.png`, fullPage: true });
  expect(await accessibilityProblems(ada), "the replay").toEqual([]);

  await page.goto("/");
  await expect(page.getByRole("link", { name: /kharnage · Ada, Grace/ }).first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${shots}/lobby.png`, fullPage: true });
  expect(await accessibilityProblems(page), "the lobby").toEqual([]);

  // on a phone the table is one column, nothing wider than the screen
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
  await phone.goto(invitation);
  await expect(gameOver(phone)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: `${shots}/kharnage-phone.png`, fullPage: true });
});

/**
 * While the game runs, each seat's own hand, read with its token, appears nowhere in the other seat's page
 * (once it is over, everything is shown to everyone).
 */
async function neitherSeesTheOthersHand(gameId: string, ada: Page, grace: Page) {
  for (const [seat, owner, other] of [[0, ada, grace], [1, grace, ada]] as const) {
    const answer = await owner.request.get(`/api/kharnage/games/${gameId}`, {
      headers: { Authorization: `Bearer ${await token(owner)}` },
    });
    const game = await answer.json();
    if (game.status === "finished") return;
    const hand: string[] = game.view.players[seat].hand;
    expect(hand.length, `seat ${seat} sees its own hand`).toBeGreaterThan(0);
    const seen = await other.content();
    for (const card of hand) {
      expect(seen, `seat ${seat}'s card ${card} on the other seat's page`).not.toMatch(new RegExp(`\\b${card}\\b`));
    }
  }
}
