import { expect, type Page } from "@playwright/test";

/**
 * A person playing WARMACHINE at the table by clicking: what to do is read from the seat's own view
 * and legal actions (as a player looks at the table), and every decision is made with the page's
 * controls: a spot or a waypoint clicked on the drawn table, a model's base clicked to select it or
 * to target it, a dialog's button, an order's button.
 */
export interface Spot { x: number; y: number }
export interface Model {
  id: string; seat: number; name: string; unit: string | null; commands: boolean; base: number;
  pose: { centre: Spot; facing: number } | null;
}
export interface View {
  stage: string;
  models: Model[];
  terrain: { id: string }[];
  prompts: { seat: number; kind: string }[];
  activation: { id: string; members: string[]; moved: string[]; outOfFormation: string[] } | null;
}
interface Action { type: string; model?: string; target?: string; spell?: string; boostAttack?: boolean; boostDamage?: boolean }
interface Shape { type: string; schema: { properties: Record<string, { enum?: string[]; minimum?: number; maximum?: number }> } }

const INCH = 10_000;
const ATTACKS = ["MeleeAttack", "RangedAttack", "CastSpell"];

export class WarmachineSeat {
  private readonly refused = new Set<string>();
  private legal: { actions: Action[]; shapes: Shape[] } = { actions: [], shapes: [] };

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
  async events(): Promise<{ seq: number; type: string; payload: { path: Spot[] } }[]> {
    const events: { seq: number; type: string; payload: { path: Spot[] } }[] = [];
    for (let more = true; more;) {
      const log = await (await this.page.request.get(`/api/warmachine/games/${this.gameId}/events?after=${events.at(-1)?.seq ?? 0}&limit=500`)).json();
      events.push(...log.events);
      more = log.events.length > 0 && events.at(-1)!.seq < log.head;
    }
    return events;
  }

  /** One decision of the seat, made by clicking. */
  async decide(view: View): Promise<void> {
    const dialog = this.page.getByRole("dialog");
    if (view.prompts[0]?.seat === 0) {
      await this.sends(() => dialog.getByRole("button").first().click());
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

  /** Deploys the model the page offers at a free spot of the zone: troopers around their commander. */
  private async deploy(view: View) {
    const shape = this.legal.shapes.find((s) => s.type === "Deploy")!;
    const id = shape.schema.properties.model.enum![0];
    const model = view.models.find((m) => m.id === id)!;
    const { x, y } = shape.schema.properties;
    const commander = model.unit && !model.commands ? view.models.find((m) => m.unit === model.unit && m.commands)?.pose?.centre : undefined;
    const middle = { x: 24 * INCH, y: (y.minimum! + y.maximum!) / 2 };
    const around = commander ?? middle;
    const radius = model.base / 2;
    const spots: Spot[] = [];
    for (let dx = -12; dx <= 12; dx++) {
      for (let dy = -4; dy <= 4; dy++) spots.push({ x: around.x + dx * 1.6 * INCH, y: around.y + dy * 1.6 * INCH });
    }
    const free = spots
      .filter((s) => s.x - radius >= x.minimum! + INCH && s.x + radius <= x.maximum! - INCH && s.y - radius >= y.minimum! + 0.2 * INCH && s.y + radius <= y.maximum! - 0.2 * INCH)
      .filter((s) => view.models.every((m) => !m.pose || distance(m.pose.centre, s) > (m.base + model.base) / 2 + 0.3 * INCH))
      .filter((s) => !this.refused.has(`${id}@${s.x},${s.y}`))
      .sort((a, b) => distance(a, around) - distance(b, around));
    expect(free.length, `a free spot for ${id}`).toBeGreaterThan(0);
    this.refused.add(`${id}@${free[0].x},${free[0].y}`); // tried: a refused spot is not tried again
    await this.sends(() => this.clickTable(free[0]));
  }

  /**
   * In an activation: attack whatever a member can attack (its button, then the target's base), else
   * move a member that should (an independent model toward the nearest enemy, a trooper out of
   * formation back to its commander) through a clicked waypoint once the preview accepts it, else
   * end the activation.
   */
  private async activate(view: View) {
    const attack = this.legal.actions.find((a) => ATTACKS.includes(a.type) && a.target?.startsWith("s1-") && !a.boostAttack && !a.boostDamage);
    if (attack) {
      await this.select(attack.model!);
      const attacks = this.page.getByRole("region", { name: "attacks" });
      const pressed = attacks.getByRole("button", { pressed: true });
      if ((await pressed.count()) > 0) await pressed.click();
      // two weapons of a kind read alike: the one whose ringed targets hold the target
      const choices = attacks.getByRole("button", { name: this.attackName(attack) });
      for (let i = 0; i < (await choices.count()); i++) {
        await choices.nth(i).click();
        if ((await attacks.getByText(/Click a ringed target/).textContent())!.match(new RegExp(`[ (]${attack.target}[,)]`))) break;
        await choices.nth(i).click();
      }
      await this.sends(() => this.board().getByRole("button", { name: attack.target, exact: true }).click());
      return;
    }
    const mover = this.legal.shapes.filter((s) => s.type === "AdvanceModel").map((s) => s.schema.properties.model.enum![0])
      .map((id) => view.models.find((m) => m.id === id)!)
      .find((m) => m.unit === null || view.activation!.outOfFormation.includes(m.id));
    const to = mover && this.toward(view, mover.id);
    if (mover && to) {
      await this.select(mover.id);
      const movement = this.page.getByRole("region", { name: "movement" });
      await movement.getByRole("button", { name: "Plan advance" }).click();
      await this.clickTable(to);
      await expect(this.page.getByRole("region", { name: "preview" })).toBeVisible();
      const send = movement.getByRole("button", { name: "Send advance" });
      if (await send.isEnabled()) {
        await this.sends(() => send.click());
        return;
      }
      await movement.getByRole("button", { name: "Cancel" }).click();
    }
    const orders = this.page.getByRole("region", { name: "orders" });
    const end = orders.getByRole("button", { name: "end activation" });
    await this.sends(async () => ((await end.count()) > 0 ? end : orders.getByRole("button")).first().click());
  }

  /** The button of an attack or spell as the page names it ("Shoot: Service Pistol", "Cast Arc Bolt"). */
  private attackName(attack: Action): RegExp {
    return attack.type === "CastSpell" ? new RegExp(`^Cast ${attack.spell}$`) : new RegExp(`^${attack.type === "MeleeAttack" ? "Melee" : "Shoot"}: `);
  }

  /** A waypoint short of the nearest enemy (or, out of formation, of the commander), at most SPD away and clear of every base. */
  toward(view: View, id: string): Spot | undefined {
    const model = view.models.find((m) => m.id === id)!;
    const from = model.pose!.centre;
    const commander = view.activation?.outOfFormation.includes(id) ? view.models.find((m) => m.unit === model.unit && m.commands) : undefined;
    const goal = commander ?? view.models.filter((m) => m.seat !== model.seat && m.pose)
      .sort((a, b) => distance(a.pose!.centre, from) - distance(b.pose!.centre, from))[0];
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

function distance(a: Spot, b: Spot): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
