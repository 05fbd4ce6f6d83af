package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.UnaryOperator;

/** Everything on the table at one moment: the models and the terrain features (inventory §1.5). */
public record Battlefield(Table table, List<Figure> figures, List<TerrainFeature> terrain) {

    public Battlefield {
        figures = List.copyOf(figures);
        terrain = List.copyOf(terrain);
        if (figures.stream().map(Figure::id).distinct().count() != figures.size()) {
            throw new IllegalArgumentException("two models share an id");
        }
    }

    public static Battlefield of(List<Figure> figures, List<TerrainFeature> terrain) {
        return new Battlefield(Table.STANDARD, figures, terrain);
    }

    public Figure figure(String id) {
        return figures.stream().filter(f -> f.id().equals(id)).findFirst()
                .orElseThrow(() -> new NoSuchElementException("no model " + id));
    }

    /** Every model but the given ones. */
    public List<Figure> others(Figure... except) {
        return figures.stream().filter(f -> {
            for (Figure e : except) {
                if (e.id().equals(f.id())) {
                    return false;
                }
            }
            return true;
        }).toList();
    }

    /** The same table with one model changed (moved, knocked down). */
    public Battlefield with(String id, UnaryOperator<Figure> change) {
        List<Figure> changed = new ArrayList<>();
        for (Figure f : figures) {
            changed.add(f.id().equals(id) ? change.apply(f) : f);
        }
        return new Battlefield(table, changed, terrain);
    }
}
