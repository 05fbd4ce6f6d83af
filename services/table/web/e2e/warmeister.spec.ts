import { expect, test, type Page } from "@playwright/test";
import { actIfAwaited, createGame, shots, takeSeat } from "./table";

// Part of a Warmeister game played by clicking, each seat in a browser context of its own. Every game
// view that reaches a seat's page (reads, command answers) hides the other seat's hand.
test("two people play the first forty moves of Warmeister", async ({ browser, page }) => {
  const invitation = await createGame(page, "warmeister", 2);
  const ada = await takeSeat(browser, invitation, "Ada", 0);
  const bo = await takeSeat(browser, invitation, "Bo", 1);
  const views = [watchViews(ada), watchViews(bo)];

  for (let moves = 0; moves < 40;) {
    if ((await actIfAwaited(ada)) || (await actIfAwaited(bo))) moves++;
    else await ada.waitForTimeout(200);
  }
  await bo.screenshot({ path: `${shots}/warmeister-bo.png`, fullPage: true });

  for (const [seat, seen] of views.entries()) {
    const other = 1 - seat;
    expect(seen.length, `views reached seat ${seat}'s page`).toBeGreaterThan(10);
    for (const view of seen) {
      expect(view.players[seat].hand, `seat ${seat} sees its own hand`).not.toBeNull();
      expect(view.players[other].hand, `seat ${other}'s hand reached seat ${seat}'s page`).toBeNull();
    }
  }
  await expect(ada.getByRole("region", { name: "view" })).toContainText("hand");
});

interface WarmeisterView {
  players: { hand: number[] | null }[];
}

/** Every Warmeister view the page receives as its seat (a read or a command's answer, with the seat's token). */
function watchViews(page: Page): WarmeisterView[] {
  const views: WarmeisterView[] = [];
  page.on("response", async (response) => {
    const seated = (await response.request().headerValue("authorization")) !== null;
    if (!seated || !response.url().includes("/api/warmeister/games/") || !response.ok()) return;
    const body = await response.json().catch(() => undefined);
    const view = body?.next?.view ?? body?.view;
    if (view?.players && body.status !== "finished" && body?.next?.status !== "finished") views.push(view);
  });
  return views;
}
