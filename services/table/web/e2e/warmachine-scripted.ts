import { expect } from "@playwright/test";
import { distance, headingOf, INCH, nearestEnemy, WarmachineSeat, type Model, type Placement, type Spot, type View } from "./warmachine";

/**
 * Seat 0's side of the short scripted game (warmachine.spec.ts), played by clicking: the Tinker is
 * deployed in the lane the opponent comes up, facing a clicked point; it advances once with a
 * clicked facing while the enemy is far, then charges the enemy that came within its reach, choosing
 * the stop by clicking; every other model waits. Each prompt owed is answered in its dialog.
 */
/** The Tinker's lane (ScriptedOpponent.LANE): nothing else of seat 0 stands within 3" of it. */
const LANE = 31 * INCH;

export class ScriptedSeat extends WarmachineSeat {
  private advanced = false;
  /** What the script did by clicking, for the test to assert: the facings clicked, the charge sent. */
  readonly did = { deployedFacing: undefined as number | undefined, advancedFacing: undefined as number | undefined,
    charged: undefined as string | undefined };

  /** The Tinker in the lane, turned toward a point ahead and to the left; the others away from the lane. */
  protected placement(view: View, model: Model, middle: Spot): Placement {
    if (model.profile !== "tinker") {
      return { around: this.aroundCommander(view, model, middle), allows: (s) => Math.abs(s.x - LANE) > 3 * INCH };
    }
    const ahead = middle.y < 24 * INCH ? 1 : -1;
    return {
      around: { x: LANE, y: middle.y },
      allows: (s) => s.x === LANE,
      facing: (spot) => {
        const facing = { x: spot.x - 2 * INCH, y: spot.y + ahead * 4 * INCH };
        this.did.deployedFacing = headingOf(spot, facing);
        return facing;
      },
    };
  }

  /**
   * The Tinker charges an enemy in reach (the target's base clicked, then a stop clicked on the
   * charge's line just short of contact), or, the first time and while every enemy is more than 20"
   * away, advances 5.5" ahead with a facing clicked to the right of its path; then (and for every
   * other model at once) the activation ends.
   */
  protected async activate(view: View) {
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
    await this.endActivation();
  }

  private async advance(tinker: Model, enemy: Model) {
    const from = tinker.pose!.centre;
    const ahead = Math.sign(enemy.pose!.centre.y - from.y);
    const to = { x: from.x, y: from.y + ahead * 5.5 * INCH };
    const face = { x: to.x + 1.5 * INCH, y: to.y + ahead * 4 * INCH };
    await this.select(tinker.id);
    const movement = this.movement();
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
    const movement = this.movement();
    await movement.getByRole("button", { name: "Plan charge" }).click();
    await this.board().getByRole("button", { name: target.id, exact: true }).click();
    await expect(movement).toContainText(`Charging ${target.id}`);
    // a click the page took while it was still reading the seat's moves is lost, as a person's would be: look, click again
    const chooseStop = movement.getByRole("button", { name: "Choose where to stop" });
    await expect(async () => {
      if ((await chooseStop.getAttribute("aria-pressed")) !== "true") await chooseStop.click();
      await expect(chooseStop).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
      await this.clickTable(at);
      await expect(movement).toContainText(/Stops [\d.]+" along the line/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(movement.getByRole("region", { name: "preview" })).toContainText(`reaches ${target.id}`);
    await this.sends(() => movement.getByRole("button", { name: "Send charge" }).click());
    this.did.charged = target.id;
  }
}
