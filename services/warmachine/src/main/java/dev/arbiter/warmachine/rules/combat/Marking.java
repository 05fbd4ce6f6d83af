package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Roll;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Damage recorded on a model (rulebook "Recording Damage"; J02-J04).
 *
 * @param track the boxes after the marking
 * @param points the damage points marked: never more than the boxes that were left (D16)
 * @param column the d6 that chose a grid's column, when one was rolled
 * @param boxes the grid boxes marked, in order (empty for a row of boxes)
 * @param crippled the systems this marking crippled
 */
public record Marking(DamageTrack track, int points, Optional<Roll> column, List<Box> boxes, Set<Character> crippled) {

    public Marking {
        boxes = List.copyOf(boxes);
        crippled = Set.copyOf(crippled);
    }
}
