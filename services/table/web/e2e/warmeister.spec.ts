import { expect, test } from "@playwright/test";
import { actIfAwaited, createGame, shots, takeSeat, viewsReceived } from "./table";

// Part of a Warmeister game played by clicking, each seat in a browser context of its own. Every game
// view that reaches a seat's page (reads, command answers) hides the other seat's hand.
test("two people play the first forty moves of Warmeister", async ({ browser, page }) => {
  const invitation = await createGame(page, "warmeister", 2);
  const ada = await takeSeat(browser, invitation, "Ada", 0);
  const bo = await takeSeat(browser, invitation, "Bo", 1);
  const views = [ada, bo].map((seat) => viewsReceived<WarmeisterView>(seat, "warmeister", { seatedOnly: true }));

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
