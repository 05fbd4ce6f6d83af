import { expect, test, type Page } from "@playwright/test";
import { actIfAwaited, gameOver, shots, takeSeat, token, viewsReceived } from "./table";

// A solo Warfighter mission played by clicking while a spectator watches. The Tactical Display is drawn
// column by column with every Army and Hostile where the view puts it. Warfighter's one secret is the
// order of its decks (contracts/openapi/warfighter.yaml, Hidden information): no view reaching either
// page holds more of a deck than its size, no shuffle's rolls are shown while the game goes on, and the
// team plays with open hands (docs/rules/warfighter.md, clarification 9), so the spectator sees them too.
test("one person plays forty moves of a Warfighter mission while another watches", async ({ browser, page }) => {
  const invitation = await createProbe(page);
  const gameId = invitation.split("/").pop()!;
  const ada = await takeSeat(browser, invitation, "Ada", 0);
  const views = {
    seat: viewsReceived<WarfighterView>(ada, "warfighter", { seatedOnly: false }),
    spectator: viewsReceived<WarfighterView>(page, "warfighter", { seatedOnly: false }),
  };
  const display = ada.getByRole("region", { name: "tactical display" });
  await expect(display.getByRole("listitem", { name: "column 1", exact: true })).toContainText("mission");
  await ada.screenshot({ path: `${shots}/warfighter-start-ada.png`, fullPage: true });

  for (let moves = 0; moves < 40 && !(await gameOver(ada).isVisible());) {
    if (await actIfAwaited(ada)) moves++;
    else await ada.waitForTimeout(200);
  }
  await ada.screenshot({ path: `${shots}/warfighter-ada.png`, fullPage: true });
  await page.screenshot({ path: `${shots}/warfighter-spectator.png`, fullPage: true });

  for (const [who, seen] of Object.entries(views)) {
    expect(seen.length, `views reached the ${who}'s page`).toBeGreaterThan(10);
    for (const view of seen) {
      const decks = Object.keys(view).filter((member) => /deck/i.test(member)).sort();
      expect(decks, `the ${who} is sent the decks' sizes only`).toEqual(["actionDeckSize", "hostileDeckSize", "locationDeckSize"]);
    }
  }

  const mine = await read(ada, gameId, await token(ada));
  expect(mine.status, "forty moves do not end the mission").toBe("running");
  const watched = await read(page, gameId);
  expect(watched.seq).toBe(mine.seq);
  expect(watched.view.armies.map((army: Army) => army.hand), "the spectator sees the same open hands")
    .toEqual(mine.view.armies.map((army: Army) => army.hand));

  // each Army and Hostile drawn in its column, its hand under it, on the seat's page and the spectator's
  for (const watcher of [ada, page]) {
    const columns = watcher.getByRole("region", { name: "tactical display" });
    for (const army of mine.view.armies as Army[]) {
      const drawn = columns.getByRole("listitem", { name: `column ${army.column}`, exact: true }).getByRole("listitem", { name: `army ${army.number}`, exact: true });
      await expect(drawn).toContainText(`Hits${army.hits}`);
      await expect(drawn.getByLabel("hand", { exact: true }).getByRole("listitem")).toHaveCount(army.hand.length);
    }
    for (const hostile of mine.view.hostiles as Hostile[]) {
      await expect(columns.getByRole("listitem", { name: `column ${hostile.column}`, exact: true })
        .getByRole("listitem", { name: `hostile ${hostile.number}`, exact: true })).toContainText(`Pins${hostile.pins}`);
    }
  }
  // Hostiles come and go with the dice (destroyed ones leave the display), so some view during play held one
  expect(views.seat.some((view) => (view.hostiles as unknown[]).length > 0), "Hostiles came onto the display").toBe(true);

  // on a phone the display's columns stack and fit the screen's width
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), "the page scrolls sideways").toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/warfighter-phone.png`, fullPage: true });

  for (const [who, viewer, seat] of [["seat", ada, await token(ada)], ["spectator", page, undefined]] as const) {
    for (const event of await shuffles(viewer, gameId, seat)) {
      expect(event.payload.rolls, `${event.type} of the ${event.payload.deck} deck shown to the ${who}`).toEqual([]);
    }
  }
});

interface Army { number: number; column: number; hits: number; hand: string[] }
interface Hostile { number: number; column: number; pins: number }
type WarfighterView = Record<string, unknown>;

/** The demo pack's playable mission with its preset team (the contract's example solo-probe), from the lobby's form. */
async function createProbe(page: Page): Promise<string> {
  await page.goto("/");
  const form = page.getByRole("region", { name: "new game" });
  await form.getByLabel("Ruleset").selectOption("warfighter");
  await form.getByLabel("Seats").fill("1");
  await form.getByLabel("mission", { exact: true }).fill('"probe"');
  await form.getByLabel("objective", { exact: true }).fill('"vital-hill"');
  await form.getByLabel("team", { exact: true }).fill(JSON.stringify([
    { army: "309th-regiment", seat: 0, attachments: ["engineer-company", "field-radio"], skills: ["quality-soldiers"] },
    { army: "hollow-ridge-battery", seat: 0, attachments: [], skills: [] },
    { army: "48th-battalion", seat: 0, attachments: [], skills: ["extra-maps"] },
    { army: "307th-battalion", seat: 0, attachments: [], skills: [] },
  ]));
  await form.getByRole("button", { name: "Create the game" }).click();
  await expect(page).toHaveURL(/#\/warfighter\/[0-9a-f-]{36}$/);
  return page.url();
}

async function read(page: Page, gameId: string, seat?: string) {
  const answer = await page.request.get(`/api/warfighter/games/${gameId}`, {
    headers: seat ? { Authorization: `Bearer ${seat}` } : {},
  });
  return answer.json();
}

/** The game's shuffles as the event log shows them to this reader (a seat's token, or none), read page by page. */
async function shuffles(page: Page, gameId: string, seat?: string) {
  const events: { seq: number; type: string; payload: { deck: string; rolls: unknown[] } }[] = [];
  for (let more = true; more;) {
    const answer = await page.request.get(`/api/warfighter/games/${gameId}/events?after=${events.at(-1)?.seq ?? 0}&limit=500`, {
      headers: seat ? { Authorization: `Bearer ${seat}` } : {},
    });
    const log = await answer.json();
    events.push(...log.events);
    more = log.events.length > 0 && events.at(-1)!.seq < log.head;
  }
  const found = events.filter((event) => event.type === "DeckShuffled" || event.type === "DeckReshuffled");
  expect(found.length, "the decks were shuffled").toBeGreaterThanOrEqual(3);
  return found;
}
