import { expect } from "@playwright/test";
import { WarmachineSeat, type Action, type Model, type Placement, type Spot, type View } from "./warmachine";

/**
 * Seat 0's side of a whole game against the service's bot (warmachine-game.spec.ts), played by
 * clicking: every model deploys around the zone's middle (troopers around their commander); in an
 * activation it attacks whatever a member can attack, else moves a member that should toward the
 * enemy, else ends the activation; each prompt owed is answered in its dialog.
 */
const ATTACKS = ["MeleeAttack", "RangedAttack", "CastSpell"];

export class WholeGameSeat extends WarmachineSeat {
  protected placement(view: View, model: Model, middle: Spot): Placement {
    return { around: this.aroundCommander(view, model, middle), allows: () => true };
  }

  /**
   * Attacks whatever a member can attack (its button, then the target's base), else moves a member
   * that should (an independent model toward the nearest enemy, a trooper out of formation back to
   * its commander) through a clicked waypoint once the preview accepts it, else ends the activation.
   */
  protected async activate(view: View) {
    const attack = this.legal.actions.find((a) => ATTACKS.includes(a.type) && a.target?.startsWith("s1-") && !a.boostAttack && !a.boostDamage);
    if (attack) {
      await this.attack(attack);
      return;
    }
    const mover = this.legal.shapes.filter((s) => s.type === "AdvanceModel").map((s) => s.schema.properties.model.enum![0])
      .map((id) => view.models.find((m) => m.id === id)!)
      .find((m) => m.unit === null || view.activation!.outOfFormation.includes(m.id));
    const to = mover && this.toward(view, mover.id);
    if (mover && to) {
      await this.select(mover.id);
      const movement = this.movement();
      await movement.getByRole("button", { name: "Plan advance" }).click();
      await this.clickTable(to);
      await expect(movement.getByRole("region", { name: "preview" })).toBeVisible();
      const send = movement.getByRole("button", { name: "Send advance" });
      if (await send.isEnabled()) {
        await this.sends(() => send.click());
        return;
      }
      await movement.getByRole("button", { name: "Cancel" }).click();
    }
    await this.endActivation();
  }

  private async attack(attack: Action) {
    await this.select(attack.model!);
    const attacks = this.page.getByRole("region", { name: "attacks" });
    const pressed = attacks.getByRole("button", { pressed: true });
    if ((await pressed.count()) > 0) await pressed.click();
    // two weapons of a kind read alike: the one whose ringed targets hold the target
    const choices = attacks.getByRole("button", { name: attackName(attack) });
    for (let i = 0; i < (await choices.count()); i++) {
      await choices.nth(i).click();
      if ((await attacks.getByText(/Click a ringed target/).textContent())!.match(new RegExp(`[ (]${attack.target}[,)]`))) break;
      await choices.nth(i).click();
    }
    await this.sends(() => this.board().getByRole("button", { name: attack.target, exact: true }).click());
  }
}

/** The button of an attack or spell as the page names it ("Shoot: Service Pistol", "Cast Arc Bolt"). */
function attackName(attack: Action): RegExp {
  return attack.type === "CastSpell" ? new RegExp(`^Cast ${attack.spell}$`) : new RegExp(`^${attack.type === "MeleeAttack" ? "Melee" : "Shoot"}: `);
}
