package dev.arbiter.warmachine.rules.game;

import static dev.arbiter.kernel.spi.toolkit.Lists.plus;

import java.util.List;

/**
 * The activation in progress (A18, A19, L07): an independent model, or a unit whose troopers each make their Normal
 * Movement, then each member's Combat Action (G01-G03): its initial attacks, one a command; the activation ends when its
 * player says so.
 *
 * @param id the model's or the unit's id
 * @param members the models activating (one, or the unit's troopers)
 * @param order the unit commander's order ("press-forward"), null for none (L08, L09)
 * @param outOfFormation troopers out of formation at the start of the activation (L06)
 * @param moved members that used or forfeited their Normal Movement
 * @param finished members whose activation ended early: after a run or a failed charge (E05, E08)
 * @param aiming members that chose to aim (E03)
 * @param charges the successful charges made, whose first melee attack must target the charged model (E08)
 * @param attacks the attacks made in the members' Combat Actions, in order
 * @param noCombatAction members that forfeited their Combat Action: to stand up (E27) or as a newly promoted Leader (L02)
 * @param advanceOnly members that stood up by forfeiting their Combat Action: a full advance, no run or charge (E27)
 * @param casters members that cast a spell: they cannot run after it (I03)
 * @param paused an advance or run waiting for the free strikes offered where it paused, null for none (G07)
 */
public record Activation(String id, List<String> members, String order, List<String> outOfFormation, List<String> moved,
                         List<String> finished, List<String> aiming, List<ChargeMade> charges, List<Strike> attacks,
                         List<String> noCombatAction, List<String> advanceOnly, List<String> casters,
                         WarmachineEvent.AdvancePaused paused) {

    /** A successful charge; {@code chargeAttack} when the charger advanced at least 3" (E08). */
    public record ChargeMade(String model, String target, boolean chargeAttack) {
    }

    /** One attack made: the attacker, the weapon's place on its card and whether it was a melee attack. */
    public record Strike(String model, int weapon, boolean melee) {
    }

    public static final String PRESS_FORWARD = "press-forward";

    public Activation {
        members = List.copyOf(members);
        outOfFormation = List.copyOf(outOfFormation);
        moved = List.copyOf(moved);
        finished = List.copyOf(finished);
        aiming = List.copyOf(aiming);
        charges = List.copyOf(charges);
        attacks = List.copyOf(attacks);
        noCombatAction = List.copyOf(noCombatAction);
        advanceOnly = List.copyOf(advanceOnly);
        casters = List.copyOf(casters);
    }

    public static Activation begun(String id, List<String> members, String order, List<String> outOfFormation) {
        return new Activation(id, members, order, outOfFormation, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), null);
    }

    public boolean pressForward() {
        return PRESS_FORWARD.equals(order);
    }

    public boolean canMove(String model) {
        return members.contains(model) && !moved.contains(model);
    }

    public Activation moved(String model, boolean endsItsActivation, boolean aims) {
        return new Activation(id, members, order, outOfFormation, moved.contains(model) ? moved : plus(moved, model),
                endsItsActivation ? plus(finished, model) : finished, aims ? plus(aiming, model) : aiming, charges, attacks, noCombatAction, advanceOnly, casters, paused);
    }

    public Activation charged(ChargeMade charge) {
        return new Activation(id, members, order, outOfFormation, moved, finished, aiming, plus(charges, charge), attacks, noCombatAction, advanceOnly, casters, paused);
    }

    public Activation attacked(Strike strike) {
        return new Activation(id, members, order, outOfFormation, moved, finished, aiming, charges, plus(attacks, strike), noCombatAction, advanceOnly, casters, paused);
    }

    /** The member forfeits its Combat Action; {@code advanceOnly} when it did so to stand up (E27). */
    public Activation withoutCombatAction(String model, boolean advanceOnlyAfter) {
        return new Activation(id, members, order, outOfFormation, moved, finished, aiming, charges, attacks, plus(noCombatAction, model),
                advanceOnlyAfter ? plus(advanceOnly, model) : advanceOnly, casters, paused);
    }

    /** The advance waiting for its free strikes, or none (G07). */
    public Activation pausedAt(WarmachineEvent.AdvancePaused pause) {
        return new Activation(id, members, order, outOfFormation, moved, finished, aiming, charges, attacks, noCombatAction, advanceOnly, casters, pause);
    }

    /** The member cast a spell (I03). */
    public Activation cast(String model) {
        return new Activation(id, members, order, outOfFormation, moved, finished, aiming, charges, attacks, noCombatAction, advanceOnly,
                casters.contains(model) ? casters : plus(casters, model), paused);
    }

    /** The attacks this member has made so far in its Combat Action. */
    public List<Strike> attacksBy(String model) {
        return attacks.stream().filter(s -> s.model().equals(model)).toList();
    }
}
