import { expect, type Page } from "@playwright/test";
import { accessibilityProblems, gameOver, shots, token } from "./table";
import type { Event, View, WarmachineSeat } from "./warmachine";
import type { ScriptedOpponent } from "./warmachine-opponent";

/**
 * What both WARMACHINE games of the browser tests share (warmachine.spec.ts, warmachine-game.spec.ts):
 * the game created with the lobby's form, seat 0 taken on the page, the game played to its end with
 * the table checked once, and the replay checked. Screenshots are named after the game (`name`).
 */

/** The demo pack's default lists in Annihilation from the lobby's form; seat 1 played by the service's `bot` when one is named. */
export async function createAnnihilation(page: Page, bot?: string): Promise<string> {
  await page.goto("/");
  const form = page.getByRole("region", { name: "new game" });
  await form.getByLabel("Ruleset").selectOption("warmachine");
  await form.getByLabel("Seats").fill("2");
  await form.getByRole("combobox", { name: "scenario" }).selectOption("annihilation");
  if (bot) {
    await form.getByLabel("seat 1").check();
    await form.getByRole("combobox", { name: "Bot" }).selectOption(bot);
  }
  await form.getByRole("button", { name: "Create the game" }).click();
  await expect(page).toHaveURL(/#\/warmachine\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/** Takes seat 0 on the page as Ada; answers the seat's token. */
export async function takeSeatZero(page: Page): Promise<string> {
  await page.getByLabel("Your name").fill("Ada");
  await page.getByRole("button", { name: "Take seat 0" }).click();
  await expect(page.getByRole("region", { name: "seats" })).toContainText("Ada (you)");
  return token(page);
}

/**
 * Plays the game to its end: seat 0 by clicking whenever the page says it is its decision, seat 1
 * by the scripted opponent when there is one (else the service's bot plays it). The table is checked
 * once, in seat 0's first activation.
 */
export async function playToTheEnd(page: Page, seat: WarmachineSeat, name: string, decisions: number, opponent?: ScriptedOpponent) {
  let checkedTheTable = false;
  for (let steps = 0; ; steps++) {
    expect(steps, `the game ends within ${decisions} decisions`).toBeLessThan(decisions);
    if (opponent) {
      const game = await opponent.game();
      if (game.status === "finished") break;
      if (game.awaiting.includes(1)) {
        await opponent.decide(game.view);
        continue;
      }
    } else if (await gameOver(page).isVisible()) {
      break;
    }
    if (!(await page.getByText("Your decision.").isVisible())) {
      await page.waitForTimeout(100);
      continue;
    }
    const view = await seat.view();
    if (!checkedTheTable && view.stage === "ACTIVATION" && view.activation) {
      await checkTheTable(page, seat, view, name);
      checkedTheTable = true;
    }
    await seat.decide(view);
  }
  await expect(gameOver(page)).toBeVisible();
  expect(checkedTheTable, "the game reached an activation").toBe(true);
  await page.screenshot({ path: `${shots}/${name}-end.png`, fullPage: true });
  await expect(page.getByRole("region", { name: "round" })).toContainText("Game over");
}

/**
 * The table is drawn to scale with every deployed model's base, the selected model's stat card and
 * threat rings show, hovering an enemy measures it with a witness line when it is seen, and a
 * planned advance shows the preview before anything is sent.
 */
async function checkTheTable(page: Page, seat: WarmachineSeat, view: View, name: string) {
  const board = page.getByRole("group", { name: "the table, 48 by 48 inches" });
  const deployed = view.models.filter((model) => model.pose !== null);
  await expect(board.locator(".wm-model")).toHaveCount(deployed.length);
  await expect(board.locator(".wm-terrain")).toHaveCount(view.terrain.length);
  await expect(board.locator(".wm-zone.deployment")).toHaveCount(2);
  const mover = view.activation!.members[0];
  await board.getByRole("button", { name: mover, exact: true }).click();
  const card = page.getByRole("region", { name: "stat card" });
  await expect(card).toContainText(view.models.find((model) => model.id === mover)!.name);
  await expect(card.getByLabel("damage")).toBeVisible();
  await expect(board.locator(".wm-ring.speed")).toHaveCount(1);
  const enemy = view.models.find((model) => model.seat === 1 && model.pose !== null)!;
  await board.getByRole("button", { name: enemy.id, exact: true }).hover();
  const measurement = page.getByRole("region", { name: "measurement" });
  await expect(measurement).toContainText(`To ${enemy.id}`);
  await expect(measurement).toContainText("Line of sight");
  await page.screenshot({ path: `${shots}/${name}-measure.png`, fullPage: true });
  await page.getByRole("region", { name: "movement" }).getByRole("button", { name: "Plan advance" }).click();
  await seat.clickTable(seat.toward(view, mover) ?? { x: 240_000, y: 240_000 });
  await expect(page.getByRole("region", { name: "preview" })).toContainText("Distance");
  await page.screenshot({ path: `${shots}/${name}-preview.png`, fullPage: true });
  expect(await accessibilityProblems(page), "the table in play").toEqual([]);
  await page.getByRole("region", { name: "movement" }).getByRole("button", { name: "Cancel" }).click();
}

/** The finished game's replay: its audit passes, the path of `moved` is drawn at its event, the rolls of the first attack are told, axe-core finds nothing. */
export async function checkTheReplay(page: Page, events: Event[], moved: Event, name: string) {
  await page.getByRole("link", { name: "Replay it" }).click();
  await expect(page.getByLabel("audit")).toContainText("audit passed");
  const slider = page.getByRole("slider", { name: "event" });
  await slider.fill(String(moved.seq));
  await expect(page.locator(".wm-trace"), `the ${moved.type}'s path is drawn`).toHaveCount(1);
  await page.screenshot({ path: `${shots}/${name}-replay-move.png`, fullPage: true });
  const attacked = events.find((event) => event.type === "Attacked")!;
  await slider.fill(String(attacked.seq));
  await expect(page.getByRole("region", { name: "rolls" })).toContainText("attack roll");
  await page.screenshot({ path: `${shots}/${name}-replay-attack.png`, fullPage: true });
  expect(await accessibilityProblems(page), "the replay").toEqual([]);
}
