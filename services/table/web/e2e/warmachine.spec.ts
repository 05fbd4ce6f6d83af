import { expect, test } from "@playwright/test";
import { shots } from "./table";
import { ScriptedOpponent } from "./warmachine-opponent";
import { ScriptedSeat } from "./warmachine-scripted";
import { checkTheReplay, createAnnihilation, playToTheEnd, takeSeatZero } from "./warmachine-table";

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
  const gameId = await createAnnihilation(page);
  const seat = new ScriptedSeat(page, gameId, await takeSeatZero(page));
  const opponent = await ScriptedOpponent.join(page.request, gameId);
  await playToTheEnd(page, seat, "warmachine", 400, opponent);

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
  expect(seat.answered, "a free strike was offered and answered in its dialog").toContain("free-strike");
  expect(payloads("FreeStrikeOffered").some((f) => f.striker === tinker)).toBe(true);
  expect(payloads("FreeStrikeMade").some((f) => f.striker === tinker)).toBe(true);

  await checkTheReplay(page, events, events.find((event) => event.type === "Charged")!, "warmachine");
});

/** How far apart two facings are, in ten-thousandths of a degree (0 to 180°). */
function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % 3_600_000;
  return Math.min(d, 3_600_000 - d);
}
