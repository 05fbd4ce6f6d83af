import { expect, type Browser, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** What a person does at the table, in the words on the page. */

export const shots = "../target/e2e/screenshots";

/** A new game from the lobby's form; the creator lands on its table page. */
export async function createGame(page: Page, ruleset: string, seats: number): Promise<string> {
  await page.goto("/");
  const form = page.getByRole("region", { name: "new game" });
  await form.getByLabel("Ruleset").selectOption(ruleset);
  await form.getByLabel("Seats").fill(String(seats));
  await form.getByRole("button", { name: "Create the game" }).click();
  await expect(page).toHaveURL(new RegExp(`#/${ruleset}/[0-9a-f-]{36}$`));
  return page.url();
}

/** Opens the invitation in a browser context of its own and takes the seat. */
export async function takeSeat(browser: Browser, invitation: string, name: string, seat: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(invitation);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: `Take seat ${seat}` }).click();
  await expect(page.getByRole("region", { name: "seats" })).toContainText(`${name} (you)`);
  return page;
}

/** The token this page's browser holds for the game (the test reads the seat's own view with it). */
export async function token(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("arbiter.seat."))!;
    return JSON.parse(localStorage.getItem(key)!).token as string;
  });
}

/** Clicks the first of the seat's actions if it is this seat's decision; false if it is not. */
export async function actIfAwaited(page: Page): Promise<boolean> {
  const actions = page.getByRole("region", { name: "your actions" }).getByRole("button");
  if (!(await page.getByText("Your decision.").isVisible()) || (await actions.count()) === 0) return false;
  const heading = page.getByRole("heading", { level: 1 });
  const seq = await heading.textContent();
  const choices = await actions.count();
  // every label is in words: a member shown as "null" or "undefined" is a defect of the page
  for (const label of await actions.allTextContents()) expect(label).not.toMatch(/\b(null|undefined)\b/);
  try {
    await actions.nth(Math.floor(Math.random() * choices)).click({ timeout: 5_000 });
  } catch (error) {
    // another seat's event redrew the page between reading the buttons and clicking one: a person
    // would look again, and so does the caller; a page that did not move on is a real failure
    if ((await heading.textContent()) !== seq) return false;
    throw error;
  }
  // the page moves on once the command's answer (or the next event) arrives
  await expect(heading).not.toHaveText(seq!);
  return true;
}

export function gameOver(page: Page) {
  return page.getByText("The game is over.");
}

/** The page's serious and critical accessibility problems (axe-core's WCAG 2 A and AA rules), in words. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length} places, e.g. ${v.nodes[0]?.target})`);
}

/**
 * Every view of a running game of {@code ruleset} the page receives (a read, or a command's `next`), as
 * they arrive; with {@code seatedOnly}, only those asked for with a seat's token.
 */
export function viewsReceived<View>(page: Page, ruleset: string, { seatedOnly }: { seatedOnly: boolean }): View[] {
  const views: View[] = [];
  page.on("response", async (response) => {
    const seated = (await response.request().headerValue("authorization")) !== null;
    if ((seatedOnly && !seated) || !response.url().includes(`/api/${ruleset}/games/`) || !response.ok()) return;
    const body = await response.json().catch(() => undefined);
    const view = body?.next?.view ?? body?.view;
    if (view && body.status !== "finished" && body?.next?.status !== "finished") views.push(view);
  });
  return views;
}
