import { expect, type Page } from "@playwright/test";

/**
 * A person playing seat 0 of WARMACHINE at the table by clicking: what to do is read from the seat's
 * own view and legal actions (as a player looks at the table), and every decision is made with the
 * page's controls: a spot or a waypoint clicked on the drawn table, a facing or a charge's stop
 * clicked after it, a model's base clicked to select or target it, a dialog's button, an order's
 * button. What to deploy where and what to do in an activation is each strategy's own
 * (warmachine-scripted.ts, warmachine-whole-game.ts); the clicking is here.
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
export interface Action { type: string; model?: string; target?: string; spell?: string; boostAttack?: boolean; boostDamage?: boolean }
export interface Event { seq: number; type: string; payload: Record<string, any> }
/** Where a strategy deploys a model: the free spot nearest `around` that `allows`, turned toward `facing` when it gives one. */
export interface Placement { around: Spot; allows: (spot: Spot) => boolean; facing?: (spot: Spot) => Spot }

export const INCH = 10_000;

export abstract class WarmachineSeat {
  private readonly refused = new Set<string>();
  protected legal: { actions: Action[]; shapes: Shape[] } = { actions: [], shapes: [] };
  /** The prompts answered in their dialog, by kind. */
  readonly answered: string[] = [];

  constructor(protected readonly page: Page, private readonly gameId: string, private readonly token: string) {}

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
  async events(): Promise<Event[]> {
    const events: Event[] = [];
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
      // a free strike or a reinforcement is taken; any other prompt gets its dialog's first answer
      const dialog = this.page.getByRole("dialog");
      const take = dialog.getByRole("button", { name: /^(Strike with|Reinforce)/ });
      await this.sends(async () => ((await take.count()) > 0 ? take : dialog.getByRole("button")).first().click());
      this.answered.push(prompt.kind);
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

  /** Where the strategy deploys a model of the zone whose middle is given. */
  protected abstract placement(view: View, model: Model, middle: Spot): Placement;

  /** What the strategy does in one step of an activation. */
  protected abstract activate(view: View): Promise<void>;

  /** Troopers around their commander, anyone else around the zone's middle. */
  protected aroundCommander(view: View, model: Model, middle: Spot): Spot {
    const commander = model.unit && !model.commands ? view.models.find((m) => m.unit === model.unit && m.commands)?.pose?.centre : undefined;
    return commander ?? middle;
  }

  /**
   * Deploys the model the page offers at the free spot of the zone the strategy's placement picks:
   * the spot clicked (then the facing point, when there is one), the preview looked at, then the
   * Deploy button.
   */
  private async deploy(view: View) {
    const shape = this.legal.shapes.find((s) => s.type === "Deploy")!;
    const id = shape.schema.properties.model.enum![0];
    const model = view.models.find((m) => m.id === id)!;
    const { x, y } = shape.schema.properties;
    const placement = this.placement(view, model, { x: 24 * INCH, y: Math.round((y.minimum! + y.maximum!) / 2) });
    const around = placement.around;
    const radius = model.base / 2;
    const spots: Spot[] = [];
    for (let dx = -12; dx <= 12; dx++) {
      for (let dy = -4; dy <= 4; dy++) spots.push({ x: around.x + dx * 1.6 * INCH, y: around.y + dy * 1.6 * INCH });
    }
    const free = spots
      .filter((s) => s.x - radius >= x.minimum! + INCH && s.x + radius <= x.maximum! - INCH && s.y - radius >= y.minimum! + 0.2 * INCH && s.y + radius <= y.maximum! - 0.2 * INCH)
      .filter(placement.allows)
      .filter((s) => view.models.every((m) => !m.pose || distance(m.pose.centre, s) > (m.base + model.base) / 2 + 0.3 * INCH))
      .filter((s) => !this.refused.has(`${id}@${s.x},${s.y}`))
      .sort((a, b) => distance(a, around) - distance(b, around));
    expect(free.length, `a free spot for ${id}`).toBeGreaterThan(0);
    this.refused.add(`${id}@${free[0].x},${free[0].y}`); // tried: a refused spot is not tried again
    const deployment = this.page.getByRole("region", { name: "deployment" });
    await this.clickTable(free[0]);
    if (placement.facing) {
      await expect(deployment).toContainText("Facing the enemy");
      await this.clickTable(placement.facing(free[0]));
      await expect(deployment).toContainText(/Facing \d/);
    }
    await expect(deployment.getByRole("region", { name: "preview" })).toBeVisible();
    const send = deployment.getByRole("button", { name: /^Deploy / });
    if (await send.isEnabled()) {
      await this.sends(() => send.click());
      return;
    }
    await deployment.getByRole("button", { name: "Cancel" }).click();
  }

  /** Ends the activation with its order's button (or the only order there is). */
  protected async endActivation() {
    const orders = this.page.getByRole("region", { name: "orders" });
    const end = orders.getByRole("button", { name: "end activation" });
    await this.sends(async () => ((await end.count()) > 0 ? end : orders.getByRole("button")).first().click());
  }

  /** A waypoint short of the nearest enemy (or, out of formation, of the commander), at most 4" away and clear of every base. */
  toward(view: View, id: string): Spot | undefined {
    const model = view.models.find((m) => m.id === id)!;
    const from = model.pose!.centre;
    const commander = view.activation?.outOfFormation.includes(id) ? view.models.find((m) => m.unit === model.unit && m.commands) : undefined;
    const goal = commander ?? nearestEnemy(view, model);
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

  protected board() {
    return this.page.getByRole("group", { name: "the table, 48 by 48 inches" });
  }

  protected movement() {
    return this.page.getByRole("region", { name: "movement" });
  }

  protected async select(id: string) {
    const base = this.board().getByRole("button", { name: id, exact: true });
    if ((await base.getAttribute("aria-pressed")) !== "true") await base.click();
  }

  /** Does something that sends a command, and waits until the page has moved on to the next event or shows a refusal. */
  protected async sends(act: () => Promise<unknown>) {
    const heading = this.page.getByRole("heading", { level: 1 });
    const refusal = this.page.getByRole("alert");
    const before = await heading.textContent();
    const refusedBefore = await refusal.isVisible() ? await refusal.textContent() : null;
    await act();
    await expect.poll(async () => (await heading.textContent()) !== before
      || (await refusal.isVisible() && (await refusal.textContent()) !== refusedBefore), "the command was answered").toBe(true);
  }
}

export function nearestEnemy(view: View, model: Model): Model | undefined {
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
