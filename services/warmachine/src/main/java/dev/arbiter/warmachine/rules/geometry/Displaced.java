package dev.arbiter.warmachine.rules.geometry;

import java.util.List;
import java.util.Optional;

/**
 * What a push, slam or throw did to the moved model (E15-E19): where it ended (facing unchanged), how far its
 * centre travelled, why it stopped and on what, and every model it met on the way or at the end.
 *
 * @param stoppedBy     the model or terrain feature that stopped it, if one did
 * @param collided      it stopped against an obstacle, an obstruction or a model with an equal or larger base
 *                      (the extra damage die of E17, E18); the table's edge is no collision (E19)
 * @param passedThrough smaller bases it moved through, in the order it met them (a slam contacts them, a throw not)
 * @param touching      models base to base with it where it ended
 * @param overlapping   models whose bases it ended overlapping (least disturbance moves them, E21)
 */
public record Displaced(Figure moved, Point from, double distance, Stop stop, Optional<String> stoppedBy, boolean collided,
                        List<String> passedThrough, List<String> touching, List<String> overlapping) {

    public Displaced {
        passedThrough = List.copyOf(passedThrough);
        touching = List.copyOf(touching);
        overlapping = List.copyOf(overlapping);
    }
}
