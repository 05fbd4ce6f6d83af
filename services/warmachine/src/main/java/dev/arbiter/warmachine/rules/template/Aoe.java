package dev.arbiter.warmachine.rules.template;

import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Measure;
import java.util.List;

/**
 * An AOE template centred on its point of impact (H08): a circle of the AOE's diameter. A model is under it when any
 * part of its base is covered; a base exactly touching the rim counts, as "exactly X counts as within X" does for
 * every measurement here.
 */
public final class Aoe {

    private Aoe() {
    }

    /** The models with any part of their base under the template, in the table's order. */
    public static List<Figure> under(Battlefield field, Point impact, double diameter) {
        return field.figures().stream()
                .filter(f -> Measure.within(f, impact, diameter / 2)).toList();
    }
}
