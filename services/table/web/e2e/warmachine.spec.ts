import { expect, test, type Page } from "@playwright/test";
import { accessibilityProblems, gameOver, shots, token } from "./table";
import { WarmachineSeat, type View } from "./warmachine";

// WARMACHINE Prime on the table: the lobby's setup form, then a whole Annihilation game of the demo
// pack's default lists against the service's bot, played by clicking the table (deploying at spots,
// moving through waypoints after the preview, attacking by clicking targets, answering prompts in
// their dialog), then replayed with each move's path and each roll.

test("the lobby offers WARMACHINE with its setup form", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("region", { name: "new game" });
  await form.getByLabel("Ruleset").selectOption("warmachine");
  await expect(form.getByRole("combobox", { name: "scenario" }).getByRole("option")).toHaveText(["default", "mosh-pit", "annihilation"]);
  for (const member of ["pack", "lists", "layout"]) await expect(form.getByLabel(member, { exact: true })).toBeVisible();
  await expect(form.getByRole("combobox", { name: "Bot" }).getByRole("option")).toHaveText(["random", "tactician"]);
  await page.screenshot({ path: `${shots}/warmachine-lobby.png`, fullPage: true });
});

test("a whole Annihilation game against the service's bot, played by clicking, then its replay", async ({ page }) => {
  test.setTimeout(600_000);
  const gameId = await createAgainstBot(page);
  await page.getByLabel("Your name").fill("Ada");
  await page.getByRole("button", { name: "Take seat 0" }).click();
  await expect(page.getByRole("region", { name: "seats" })).toContainText("Ada (you)");
  const seat = new WarmachineSeat(page, gameId, await token(page));

  let checkedTheTable = false;
  for (let steps = 0; !(await gameOver(page).isVisible()); steps++) {
    expect(steps, "the game ends within 1500 decisions").toBeLessThan(1500);
    if (!(await page.getByText("Your decision.").isVisible())) {
      await page.waitForTimeout(150);
      continue;
    }
    const view = await seat.view();
    if (!checkedTheTable && view.stage === "ACTIVATION" && view.activation) {
      await checkTheTable(page, seat, view);
      checkedTheTable = true;
    }
    await seat.decide(view);
  }
  expect(checkedTheTable, "the game reached an activation").toBe(true);
  await page.screenshot({ path: `${shots}/warmachine-end.png`, fullPage: true });
  await expect(page.getByRole("region", { name: "round" })).toContainText("Game over");

  await page.getByRole("link", { name: "Replay it" }).click();
  await expect(page.getByLabel("audit")).toContainText("audit passed");
  const events = await seat.events();
  const slider = page.getByRole("slider", { name: "event" });
  const moved = events.find((event) => event.type === "Advanced" && event.payload.path.length > 1)!;
  await slider.fill(String(moved.seq));
  await expect(page.locator(".wm-trace"), "the move's path is drawn").toHaveCount(1);
  await page.screenshot({ path: `${shots}/warmachine-replay-move.png`, fullPage: true });
  const attacked = events.find((event) => event.type === "Attacked")!;
  await slider.fill(String(attacked.seq));
  await expect(page.getByRole("region", { name: "rolls" })).toContainText("attack roll");
  await page.screenshot({ path: `${shots}/warmachine-replay-attack.png`, fullPage: true });
  expect(await accessibilityProblems(page), "the replay").toEqual([]);
});

/** The demo pack's default lists in Annihilation, seat 1 played by the service's tactician. */
async function createAgainstBot(page: Page): Promise<string> {
  await page.goto("/");
  const form = page.getByRole("region", { name: "new game" });
  await form.getByLabel("Ruleset").selectOption("warmachine");
  await form.getByLabel("Seats").fill("2");
  await form.getByRole("combobox", { name: "scenario" }).selectOption("annihilation");
  await form.getByLabel("seat 1").check();
  await form.getByRole("combobox", { name: "Bot" }).selectOption("tactician");
  await form.getByRole("button", { name: "Create the game" }).click();
  await expect(page).toHaveURL(/#\/warmachine\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/**
 * Once, in the first activation: the table is drawn to scale with every deployed model's base, the
 * selected model's stat card and threat rings show, hovering an enemy measures it with a witness line
 * when it is seen, and a planned advance shows the preview before anything is sent.
 */
async function checkTheTable(page: Page, seat: WarmachineSeat, view: View) {
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
  await page.screenshot({ path: `${shots}/warmachine-measure.png`, fullPage: true });
  await page.getByRole("region", { name: "movement" }).getByRole("button", { name: "Plan advance" }).click();
  await seat.clickTable(seat.toward(view, mover) ?? { x: 240_000, y: 240_000 });
  await expect(page.getByRole("region", { name: "preview" })).toContainText("Distance");
  await page.screenshot({ path: `${shots}/warmachine-preview.png`, fullPage: true });
  expect(await accessibilityProblems(page), "the table in play").toEqual([]);
  await page.getByRole("region", { name: "movement" }).getByRole("button", { name: "Cancel" }).click();
}
