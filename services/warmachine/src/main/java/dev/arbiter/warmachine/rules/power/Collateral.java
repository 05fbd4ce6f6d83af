package dev.arbiter.warmachine.rules.power;

import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Displaced;
import dev.arbiter.warmachine.rules.geometry.Figure;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Who a slammed or thrown model knocks down and damages (E17, E18, G12): every model it contacts with an equal or
 * smaller base; larger bases are untouched. A slammed model contacts the smaller bases it moves through and the base
 * that stops it; a thrown one moves through smaller bases without contact and contacts, where it lands, every base it
 * touches or overlaps. The collateral roll (2d6 + the attacker's STR, never boosted) is the combat resolver's.
 */
public final class Collateral {

    private Collateral() {
    }

    public static List<String> ofSlam(Battlefield before, Displaced slam) {
        Set<String> contacted = new LinkedHashSet<>(slam.passedThrough());
        slam.stoppedBy().filter(id -> isModel(before, id)).ifPresent(contacted::add);
        contacted.addAll(slam.overlapping());
        return notLarger(before, slam.moved(), contacted);
    }

    public static List<String> ofThrow(Battlefield before, Displaced thrown) {
        Set<String> contacted = new LinkedHashSet<>(thrown.touching());
        contacted.addAll(thrown.overlapping());
        return notLarger(before, thrown.moved(), contacted);
    }

    private static boolean isModel(Battlefield field, String id) {
        return field.figures().stream().anyMatch(f -> f.id().equals(id));
    }

    private static List<String> notLarger(Battlefield field, Figure moved, Set<String> ids) {
        return ids.stream().filter(id -> moved.base().atLeast(field.figure(id).base())).toList();
    }
}
