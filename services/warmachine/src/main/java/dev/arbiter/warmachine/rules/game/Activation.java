package dev.arbiter.warmachine.rules.game;

import java.util.ArrayList;
import java.util.List;

/**
 * The activation in progress (A18, A19, L07): an independent model, or a unit whose troopers each make their Normal
 * Movement. Combat Actions are the combat resolvers' (not yet merged): the activation ends when its player says so.
 *
 * @param id the model's or the unit's id
 * @param members the models activating (one, or the unit's troopers)
 * @param order the unit commander's order ("press-forward"), null for none (L08, L09)
 * @param outOfFormation troopers out of formation at the start of the activation (L06)
 * @param moved members that used or forfeited their Normal Movement
 * @param finished members whose activation ended early: after a run or a failed charge (E05, E08)
 * @param aiming members that chose to aim (E03)
 */
public record Activation(String id, List<String> members, String order, List<String> outOfFormation, List<String> moved,
                         List<String> finished, List<String> aiming) {

    public static final String PRESS_FORWARD = "press-forward";

    public Activation {
        members = List.copyOf(members);
        outOfFormation = List.copyOf(outOfFormation);
        moved = List.copyOf(moved);
        finished = List.copyOf(finished);
        aiming = List.copyOf(aiming);
    }

    public boolean pressForward() {
        return PRESS_FORWARD.equals(order);
    }

    public boolean canMove(String model) {
        return members.contains(model) && !moved.contains(model);
    }

    public Activation moved(String model, boolean endsItsActivation, boolean aims) {
        return new Activation(id, members, order, outOfFormation, plus(moved, model),
                endsItsActivation ? plus(finished, model) : finished, aims ? plus(aiming, model) : aiming);
    }

    private static List<String> plus(List<String> list, String item) {
        List<String> more = new ArrayList<>(list);
        more.add(item);
        return more;
    }
}
