import { expect, type APIRequestContext } from "@playwright/test";
import { distance, INCH, type Model, type Shape, type Spot, type View } from "./warmachine";

/**
 * Seat 1 of the browser test's WARMACHINE game, played over the API by a script so that the game
 * reaches what the test must see in every run: it deploys its Mire Stalker in a lane clear of
 * terrain (x = 31"), runs it up that lane until it stands 9" in front of seat 0's Tinker (within
 * the Tinker's charge range), and once the Tinker has charged it, walks it out of the Tinker's melee
 * range, which owes seat 0 a free strike; then it concedes. Every other model deploys and
 * activates without moving.
 */
export class ScriptedOpponent {
  /** The lane, clear of every feature of the demo layout from edge to edge. */
  static readonly LANE = 31 * INCH;
  private left = false;

  private constructor(private readonly request: APIRequestContext, private readonly gameId: string, private readonly token: string) {}

  static async join(request: APIRequestContext, gameId: string): Promise<ScriptedOpponent> {
    const joined = await request.post(`/api/warmachine/games/${gameId}/seats/1/join`, { data: { name: "Grace" } });
    expect(joined.ok(), await joined.text()).toBe(true);
    return new ScriptedOpponent(request, gameId, (await joined.json()).token);
  }

  /** The game as seat 1 sees it: its status, the seats awaited, the view. */
  async game(): Promise<{ status: string; awaiting: number[]; view: View }> {
    return (await this.request.get(`/api/warmachine/games/${this.gameId}`, { headers: this.auth() })).json();
  }

  /** Whether the Mire Stalker has walked out of the Tinker's melee range (the free strike is owed). */
  get hasLeft(): boolean {
    return this.left;
  }

  /** One decision of seat 1. */
  async decide(view: View): Promise<void> {
    const legal: { actions: { type: string; id?: string; order?: string | null; edge?: string }[]; shapes: Shape[] } =
      await (await this.request.get(`/api/warmachine/games/${this.gameId}/legal-actions`, { headers: this.auth() })).json();
    const stalker = view.models.find((m) => m.seat === 1 && m.profile === "mirestalker")!;
    if (view.prompts[0]?.seat === 1 || view.stage === "ORDER") return this.send(legal.actions[0]);
    if (view.stage === "EDGE") return this.send(legal.actions.find((a) => a.edge === "north")!);
    if (view.stage === "DEPLOYMENT") return this.deploy(view, legal.shapes.find((s) => s.type === "Deploy")!, stalker);
    if (view.stage === "CONTROL" || view.stage === "CONTROL_EFFECTS") return this.send({ type: "EndControl" });
    if (this.left && !view.activation) return this.send({ type: "Concede" });
    if (!view.activation) {
      const activations = legal.actions.filter((a) => a.type === "Activate" && a.order === null);
      return this.send(activations.find((a) => a.id === stalker.id) ?? activations[0]);
    }
    if (view.activation.id === stalker.id && !view.activation.moved.includes(stalker.id)) {
      const moved = await this.moveStalker(view, stalker);
      if (moved) return;
    }
    return this.send({ type: "EndActivation" });
  }

  /** Runs up the lane toward 9" in front of the Tinker, or, engaged by it, walks 4" back out of its melee range. */
  private async moveStalker(view: View, stalker: Model): Promise<boolean> {
    const tinker = view.models.find((m) => m.seat === 0 && m.profile === "tinker")!;
    const from = stalker.pose!.centre;
    const toward = Math.sign(tinker.pose!.centre.y - from.y);
    if (distance(from, tinker.pose!.centre) - (stalker.base + tinker.base) / 2 <= 0.5 * INCH) {
      this.left = true;
      await this.send({ type: "AdvanceModel", model: stalker.id, waypoints: [{ x: from.x, y: from.y - toward * 4 * INCH }], facing: null });
      return true;
    }
    const goal = tinker.pose!.centre.y - toward * 9 * INCH;
    const length = Math.min(Math.abs(goal - from.y), 13.9 * INCH);
    if (length < 0.3 * INCH) return false;
    await this.send({ type: "Run", model: stalker.id, waypoints: [{ x: from.x, y: Math.round(from.y + toward * length) }], facing: null });
    return true;
  }

  /** The Mire Stalker in the lane, the others along the zone's middle clear of it; each spot checked with the preview first. */
  private async deploy(view: View, shape: Shape, stalker: Model) {
    const id = shape.schema.properties.model.enum![0];
    const model = view.models.find((m) => m.id === id)!;
    const { y } = shape.schema.properties;
    const middle = Math.round((y.minimum! + y.maximum!) / 2);
    const facing = middle > 24 * INCH ? 2_700_000 : 900_000;
    const commander = model.unit && !model.commands ? view.models.find((m) => m.unit === model.unit && m.commands)?.pose?.centre : undefined;
    const around = id === stalker.id ? { x: ScriptedOpponent.LANE, y: middle } : commander ?? { x: 20 * INCH, y: middle };
    const spots: Spot[] = [];
    for (let dx = -12; dx <= 12; dx++) {
      for (let dy = -2; dy <= 2; dy++) spots.push({ x: around.x + dx * 1.8 * INCH, y: around.y + dy * 1.6 * INCH });
    }
    const candidates = spots
      .filter((s) => id === stalker.id ? s.x === around.x : Math.abs(s.x - ScriptedOpponent.LANE) > 3 * INCH)
      .sort((a, b) => distance(a, around) - distance(b, around));
    for (const spot of candidates) {
      const deploy = { type: "Deploy", model: id, x: Math.round(spot.x), y: Math.round(spot.y), facing };
      const preview = await (await this.request.post(`/api/warmachine/games/${this.gameId}/preview`, { data: deploy })).json();
      if (preview.accepted) return this.send(deploy);
    }
    throw new Error(`no spot of seat 1's zone takes ${id}`);
  }

  private async send(command: object): Promise<void> {
    const answer = await this.request.post(`/api/warmachine/games/${this.gameId}/commands`, { headers: this.auth(), data: command });
    expect(answer.ok(), `seat 1's ${JSON.stringify(command)}: ${await answer.text()}`).toBe(true);
  }

  private auth() {
    return { Authorization: `Bearer ${this.token}` };
  }
}
