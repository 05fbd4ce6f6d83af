import { expect, type Page } from "@playwright/test";

/**
 * A person playing seat 0 of WARMACHINE at the table by clicking: what to do is read from the seat's
 * own view and legal actions (as a player looks at the table), and every decision is made with the
 * page's controls: a spot or a waypoint clicked on the drawn table, a facing or a charge's stop
 * clicked after it, a model's base clicked to select or charge it, a dialog's button, an order's
 * button. The game is the browser test's script (warmachine.spec.ts): the Tinker is deployed in the
 * lane the opponent comes up, facing a clicked point; it advances once with a clicked facing while
 * the enemy is far, then charges the enemy that came within its reach, choosing the stop by clicking;
 * every other model waits. Each prompt owed is answered in its dialog.
 */
export interface Spot { x: number; y: number }
export interface Model {
  id: string; seat: number; name: string; profile: string; unit: string | null; commands: boolean; base: number;
  pose: { centre: Spot; facing: number } | null;
}
export interface View {
  stage: string;
  models: Model[];
  terrain: { id: string }[];
  prompts: { seat: number; kind: string }[];
  activation: { id: string; members: string[]; moved: string[]; outOfFormation: string[] } | null;
}
export interface Shape { type: string; schema: { properties: Record<string, { enum?: string[]; minimum?: number; maximum?: number }> } }
interface Action { type: string }

export const INCH = 10_000;
/** The Tinker's lane (ScriptedOpponent.LANE): nothing else of seat 0 stands within 3" of it. */
const LANE = 31 * INCH;

export class WarmachineSeat {
  private readonly refused = new Set<string>();
  private legal: { actions: Action[]; shapes: Shape[] } = { actions: [], shapes: [] };
  private advanced = false;
  /** What the script did by clicking, for the test to assert: the facings clicked, the charge sent, the prompts answered. */
  readonly did = { deployedFacing: undefined as number | undefined, advancedFacing: undefined as number | undefined,
    charged: undefined as string | undefined, answered: [] as string[] };

  constructor(private readonly page: Page, private readonly gameId: string, private readonly token: string) {}

  async view(): Promise<View> {
    const headers = { Authorization: `Bearer ${this.token}` };
    const [game, legal] = await Promise.all([
      this.page.request.get(`/api/warmachine/games/${this.gameId}`, { headers }).then((r) => r.json()),
      this.page.request.get(`/api/warmachine/games/${this.gameId}/legal-actions`, { headers }).then((r) => r.json()),
    ]);
    this.legal = legal;
    return game.view as View;
  }

  /** The game's whole event log, page by page (a page holds at most 500). */
  async events(): Promise<{ seq: number; type: string; payload: Record<string, any> }[]> {
    const events: { seq: number; type: string; payload: Record<string, any> }[] = [];
    for (let more = true; more;) {
      const log = await (await this.page.request.get(`/api/warmachine/games/${this.gameId}/events?after=${events.at(-1)?.seq ?? 0}&limit=500`)).json();
      events.push(...log.events);
      more = log.events.length > 0 && events.at(-1)!.seq < log.head;
    }
    return events;
  }

  /** One decision of the seat, made by clicking. */
  async decide(view: View): Promise<void> {
    const prompt = view.prompts[0];
    if (prompt?.seat === 0) {
      const dialog = this.page.getByRole("dialog");
      const strike = dialog.getByRole("button", { name: /^(Strike with|Reinforce)/ });
      await this.sends(async () => ((await strike.count()) > 0 ? strike : dialog.getByRole("button")).first().click());
      this.did.answered.push(prompt.kind);
    } else if (view.stage === "DEPLOYMENT") {
      await this.deploy(view);
    } else if (view.stage === "ACTIVATION" && view.activation) {
      await this.activate(view);
    } else {
      // the setup's choices, the Control Phase (focus stays on the warcaster) and activating the next model or unit
      const orders = this.page.getByRole("region", { name: "orders" });
      const next = orders.getByRole("button", { name: /^(end control|activate: .*order null)/ });
      await this.sends(async () => ((await next.count()) > 0 ? next : orders.getByRole("button")).first().click());
    }
  }

  /**
   * Deploys the model the page offers: the Tinker in the lane, turned by a click toward a point ahead
   * and to the left; the others at a free spot of the zone (troopers around their commander) away
   * from the lane. The spot is clicked, the preview looked at, then the Deploy button.
   */
  private async deploy(view: View) {
    const shape = this.legal.shapes.find((s) => s.type === "Deploy")!;
    const id = shape.schema.properties.model.enum![0];
    const model = view.models.find((m) => m.id === id)!;
    const { x, y } = shape.schema.properties;
    const middle = { x: 24 * INCH, y: Math.round((y.minimum! + y.maximum!) / 2) };
    const ahead = middle.y < 24 * INCH ? 1 : -1;
    const tinker = model.profile === "tinker";
    const commander = model.unit && !model.commands ? view.models.find((m) => m.unit === model.unit && m.commands)?.pose?.centre : undefined;
    const around = tinker ? { x: LANE, y: middle.y } : commander ?? middle;
    const radius = model.base / 2;
    const spots: Spot[] = [];
    for (let dx = -12; dx <= 12; dx++) {
      for (let dy = -4; dy <= 4; dy++) spots.push({ x: around.x + dx * 1.6 * INCH, y: around.y + dy * 1.6 * INCH });
    }
    const free = spots
      .filter((s) => s.x - radius >= x.minimum! + INCH && s.x + radius <= x.maximum! - INCH && s.y - radius >= y.minimum! + 0.2 * INCH && s.y + radius <= y.maximum! - 0.2 * INCH)
      .filter((s) => tinker ? s.x === LANE : Math.abs(s.x - LANE) > 3 * INCH)
      .filter((s) => view.models.every((m) => !m.pose || distance(m.pose.centre, s) > (m.base + model.base) / 2 + 0.3 * INCH))
      .filter((s) => !this.refused.has(`${id}@${s.x},${s.y}`))
      .sort((a, b) => distance(a, around) - distance(b, around));
    expect(free.length, `a free spot for ${id}`).toBeGreaterThan(0);
    this.refused.add(`${id}@${free[0].x},${free[0].y}`); // tried: a refused spot is not tried again
    const deployment = this.page.getByRole("region", { name: "deployment" });
    await this.clickTable(free[0]);
    if (tinker) {
      await expect(deployment).toContainText("Facing the enemy");
      const facing = { x: free[0].x - 2 * INCH, y: free[0].y + ahead * 4 * INCH };
      await this.clickTable(facing);
      await expect(deployment).toContainText(/Facing \d/);
      this.did.deployedFacing = headingOf(free[0], facing);
    }
    await expect(deployment.getByRole("region", { name: "preview" })).toBeVisible();
    const send = deployment.getByRole("button", { name: /^Deploy / });
    if (await send.isEnabled()) {
      await this.sends(() => send.click());
      return;
    }
    await deployment.getByRole("button", { name: "Cancel" }).click();
  }

  /**
   * In an activation: the Tinker charges an enemy in reach (the target's base clicked, then a stop
   * clicked on the charge's line just short of contact), or, the first time and while every enemy is
   * more than 20" away, advances 5.5" ahead with a facing clicked to the right of its path; then (and
   * for every other model at once) the activation ends.
   */
  private async activate(view: View) {
    const orders = this.page.getByRole("region", { name: "orders" });
    const tinker = view.models.find((m) => m.seat === 0 && m.profile === "tinker")!;
    const mine = view.activation!.id === tinker.id && !view.activation!.moved.includes(tinker.id);
    const movable = (type: string) => this.legal.shapes.some((s) => s.type === type && s.schema.properties.model.enum!.includes(tinker.id));
    if (mine && movable("Charge")) {
      await this.charge(view, tinker);
      return;
    }
    const enemy = nearestEnemy(view, tinker);
    if (mine && movable("AdvanceModel") && !this.advanced && enemy && distance(enemy.pose!.centre, tinker.pose!.centre) > 20 * INCH) {
      this.advanced = true;
      await this.advance(tinker, enemy);
      return;
    }
    const end = orders.getByRole("button", { name: "end activation" });
    await this.sends(async () => ((await end.count()) > 0 ? end : orders.getByRole("button")).first().click());
  }

  private async advance(tinker: Model, enemy: Model) {
    const from = tinker.pose!.centre;
    const ahead = Math.sign(enemy.pose!.centre.y - from.y);
    const to = { x: from.x, y: from.y + ahead * 5.5 * INCH };
    const face = { x: to.x + 1.5 * INCH, y: to.y + ahead * 4 * INCH };
    await this.select(tinker.id);
    const movement = this.page.getByRole("region", { name: "movement" });
    await movement.getByRole("button", { name: "Plan advance" }).click();
    await this.clickTable(to);
    await movement.getByRole("button", { name: "Choose facing" }).click();
    await this.clickTable(face);
    await expect(movement).toContainText(/Ends facing \d/);
    await expect(movement.getByRole("region", { name: "preview" })).toContainText("Ends facing");
    this.did.advancedFacing = headingOf(to, face);
    await this.sends(() => movement.getByRole("button", { name: "Send advance" }).click());
  }

  private async charge(view: View, tinker: Model) {
    const target = nearestEnemy(view, tinker)!;
    const from = tinker.pose!.centre;
    const to = target.pose!.centre;
    const length = distance(from, to);
    // 0.25" short of base contact, inside the Tinker's 0.5" melee range
    const stop = length - (tinker.base + target.base) / 2 - 0.25 * INCH;
    const at = { x: from.x + ((to.x - from.x) * stop) / length, y: from.y + ((to.y - from.y) * stop) / length };
    await this.select(tinker.id);
    const movement = this.page.getByRole("region", { name: "movement" });
    await movement.getByRole("button", { name: "Plan charge" }).click();
    await this.board().getByRole("button", { name: target.id, exact: true }).click();
    await expect(movement).toContainText(`Charging ${target.id}`);
    await movement.getByRole("button", { name: "Choose where to stop" }).click();
    await this.clickTable(at);
    await expect(movement).toContainText(/Stops [\d.]+" along the line/);
    await expect(movement.getByRole("region", { name: "preview" })).toContainText(`reaches ${target.id}`);
    await this.sends(() => movement.getByRole("button", { name: "Send charge" }).click());
    this.did.charged = target.id;
  }

  /** A waypoint short of the nearest enemy, at most 4" away and clear of every base (the table check's planned advance). */
  toward(view: View, id: string): Spot | undefined {
    const model = view.models.find((m) => m.id === id)!;
    const from = model.pose!.centre;
    const goal = nearestEnemy(view, model);
    if (!goal?.pose) return undefined;
    const gap = distance(goal.pose.centre, from) - (goal.base + model.base) / 2 - 0.5 * INCH;
    const length = Math.min(4 * INCH, gap);
    if (length < 0.3 * INCH) return undefined;
    const along = length / distance(goal.pose.centre, from);
    const spot = { x: Math.round(from.x + (goal.pose.centre.x - from.x) * along), y: Math.round(from.y + (goal.pose.centre.y - from.y) * along) };
    // a click on a base (the mover's own too) selects that model instead of adding a waypoint
    return view.models.every((m) => !m.pose || distance(m.pose.centre, spot) > m.base / 2 + 0.2 * INCH) ? spot : undefined;
  }

  /** Clicks the drawn table at a spot given in ten-thousandths of an inch (the drawing's viewBox is -0.5 to 48.5). */
  async clickTable(spot: Spot) {
    const board = this.board();
    const box = (await board.boundingBox())!;
    await board.click({ position: { x: ((spot.x / INCH + 0.5) / 49) * box.width, y: ((48.5 - spot.y / INCH) / 49) * box.height } });
  }

  private board() {
    return this.page.getByRole("group", { name: "the table, 48 by 48 inches" });
  }

  private async select(id: string) {
    const base = this.board().getByRole("button", { name: id, exact: true });
    if ((await base.getAttribute("aria-pressed")) !== "true") await base.click();
  }

  /** Does something that sends a command, and waits until the page has moved on to the next event or shows a refusal. */
  private async sends(act: () => Promise<unknown>) {
    const heading = this.page.getByRole("heading", { level: 1 });
    const refusal = this.page.getByRole("alert");
    const before = await heading.textContent();
    const refusedBefore = await refusal.isVisible() ? await refusal.textContent() : null;
    await act();
    await expect.poll(async () => (await heading.textContent()) !== before
      || (await refusal.isVisible() && (await refusal.textContent()) !== refusedBefore), "the command was answered").toBe(true);
  }
}

function nearestEnemy(view: View, model: Model): Model | undefined {
  return view.models.filter((m) => m.seat !== model.seat && m.pose)
    .sort((a, b) => distance(a.pose!.centre, model.pose!.centre) - distance(b.pose!.centre, model.pose!.centre))[0];
}

/** The heading from one spot to another in ten-thousandths of a degree, 0 up to 360°, as the wire has it. */
export function headingOf(from: Spot, to: Spot): number {
  const degrees = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  return Math.round(((degrees + 360) % 360) * 10_000) % 3_600_000;
}

export function distance(a: Spot, b: Spot): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
