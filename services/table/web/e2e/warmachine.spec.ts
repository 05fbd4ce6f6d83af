import { expect, test, type Page } from "@playwright/test";
import { accessibilityProblems, gameOver, shots, token } from "./table";
import { WarmachineSeat, type View } from "./warmachine";
import { ScriptedOpponent } from "./warmachine-opponent";

// WARMACHINE Prime on the table: the lobby's setup form, then a short scripted Annihilation game of
// the demo pack's default lists: seat 0 played by clicking the table (deploying at spots, a facing
// clicked, an advance through a waypoint with a facing clicked, a charge at a clicked target with a
// stop clicked on its line, each after the service's preview; answering a prompt in its dialog), seat
// 1 played over the API by a script that brings a model into the charge's reach and then out of the
// charger's melee range (a free strike owed) and concedes; then the replay, with a move's path and a
// roll.

test("the lobby offers WARMACHINE with its setup form", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("region", { name: "new game" });
  await form.getByLabel("Ruleset").selectOption("warmachine");
  await expect(form.getByRole("combobox", { name: "scenario" }).getByRole("option")).toHaveText(["default", "mosh-pit", "annihilation"]);
  for (const member of ["pack", "lists", "layout"]) await expect(form.getByLabel(member, { exact: true })).toBeVisible();
  await expect(form.getByRole("combobox", { name: "Bot" }).getByRole("option")).toHaveText(["random", "tactician"]);
  await page.screenshot({ path: `${shots}/warmachine-lobby.png`, fullPage: true });
});

test("a scripted game played by clicking: a facing and a charge's stop chosen on the table, a free strike answered in its dialog, then its replay", async ({ page }) => {
  test.setTimeout(300_000);
  const gameId = await createForTwo(page);
  await page.getByLabel("Your name").fill("Ada");
  await page.getByRole("button", { name: "Take seat 0" }).click();
  await expect(page.getByRole("region", { name: "seats" })).toContainText("Ada (you)");
  const seat = new WarmachineSeat(page, gameId, await token(page));
  const opponent = await ScriptedOpponent.join(page.request, gameId);

  let checkedTheTable = false;
  for (let steps = 0; ; steps++) {
    expect(steps, "the script ends the game within 400 decisions").toBeLessThan(400);
    const game = await opponent.game();
    if (game.status === "finished") break;
    if (game.awaiting.includes(1)) {
      await opponent.decide(game.view);
      continue;
    }
    if (!(await page.getByText("Your decision.").isVisible())) {
      await page.waitForTimeout(100);
      continue;
    }
    const view = await seat.view();
    if (!checkedTheTable && view.stage === "ACTIVATION" && view.activation) {
      await checkTheTable(page, seat, view);
      checkedTheTable = true;
    }
    await seat.decide(view);
  }
  await expect(gameOver(page)).toBeVisible();
  expect(checkedTheTable, "the game reached an activation").toBe(true);
  await page.screenshot({ path: `${shots}/warmachine-end.png`, fullPage: true });
  await expect(page.getByRole("region", { name: "round" })).toContainText("Game over");

  // what was clicked is what the events recorded
  const events = await seat.events();
  const payloads = (type: string) => events.filter((event) => event.type === type).map((event) => event.payload);
  const tinker = (payloads("ModelDeployed").find((d) => d.model.includes("-tinker-"))!).model as string;
  expect(angleBetween(payloads("ModelDeployed").find((d) => d.model === tinker)!.pose.facing, seat.did.deployedFacing!),
    "the Tinker deployed facing the point clicked").toBeLessThan(15_000);
  const advanced = payloads("Advanced").find((a) => a.model === tinker && a.how === "advance")!;
  expect(angleBetween(advanced.pose.facing, seat.did.advancedFacing!), "the advance ended facing the point clicked").toBeLessThan(15_000);
  expect(angleBetween(advanced.pose.facing, 900_000), "not the path's own heading").toBeGreaterThan(100_000);
  const charged = payloads("Charged").find((c) => c.model === tinker)!;
  expect(charged, "a charge chosen by clicking was sent").toBeDefined();
  expect(charged.target).toBe(seat.did.charged);
  expect(charged.successful && charged.stop === "CHOSEN", `the charge stopped where clicked: ${JSON.stringify(charged)}`).toBe(true);
  expect(seat.did.answered, "a free strike was offered and answered in its dialog").toContain("free-strike");
  expect(payloads("FreeStrikeOffered").some((f) => f.striker === tinker)).toBe(true);
  expect(payloads("FreeStrikeMade").some((f) => f.striker === tinker)).toBe(true);

  await page.getByRole("link", { name: "Replay it" }).click();
  await expect(page.getByLabel("audit")).toContainText("audit passed");
  const slider = page.getByRole("slider", { name: "event" });
  const moved = events.find((event) => event.type === "Charged")!;
  await slider.fill(String(moved.seq));
  await expect(page.locator(".wm-trace"), "the charge's path is drawn").toHaveCount(1);
  await page.screenshot({ path: `${shots}/warmachine-replay-move.png`, fullPage: true });
  const attacked = events.find((event) => event.type === "Attacked")!;
  await slider.fill(String(attacked.seq));
  await expect(page.getByRole("region", { name: "rolls" })).toContainText("attack roll");
  await page.screenshot({ path: `${shots}/warmachine-replay-attack.png`, fullPage: true });
  expect(await accessibilityProblems(page), "the replay").toEqual([]);
});

/** The demo pack's default lists in Annihilation, two seats for people: seat 0 this page, seat 1 the script over the API. */
async function createForTwo(page: Page): Promise<string> {
  await page.goto("/");
  const form = page.getByRole("region", { name: "new game" });
  await form.getByLabel("Ruleset").selectOption("warmachine");
  await form.getByLabel("Seats").fill("2");
  await form.getByRole("combobox", { name: "scenario" }).selectOption("annihilation");
  await form.getByRole("button", { name: "Create the game" }).click();
  await expect(page).toHaveURL(/#\/warmachine\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/** How far apart two facings are, in ten-thousandths of a degree (0 to 180°). */
function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % 3_600_000;
  return Math.min(d, 3_600_000 - d);
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
