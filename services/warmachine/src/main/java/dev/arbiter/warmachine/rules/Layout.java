package dev.arbiter.warmachine.rules;

import dev.arbiter.warmachine.rules.geometry.Protection;
import dev.arbiter.warmachine.rules.geometry.Shapes;
import dev.arbiter.warmachine.rules.geometry.Table;
import dev.arbiter.warmachine.rules.geometry.TerrainFeature;
import java.util.List;
import java.util.Locale;

/** Terrain placed before deployment ("Placing Terrain", "Custom Terrain"), mapped onto the geometry kernel's features. */
public record Layout(String id, String name, Size table, List<Feature> features) {

    public Layout {
        features = List.copyOf(features);
    }

    /** The table in inches. */
    public record Size(double width, double depth) {

        public Table toTable() {
            return new Table(width, depth);
        }
    }

    /**
     * One feature.
     *
     * @param kind forest, rubble, rough, shallow-water, obstacle, obstruction or impassable
     * @param height inches; obstacles, obstructions and impassable features only
     * @param protection cover, concealment or none; obstacles and obstructions only
     * @param outline corners as [x, y] in table inches, not closed
     */
    public record Feature(String id, String kind, Double height, String protection, List<List<Double>> outline) {

        public Feature {
            outline = outline.stream().map(List::copyOf).toList();
        }

        /**
         * The geometry kernel's feature, through its presets; throws IllegalArgumentException when the outline
         * crosses itself or an obstacle is taller than 1" or an obstruction shorter (O13, O14).
         */
        public TerrainFeature toTerrainFeature() {
            double[] xy = outline.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).toArray();
            var polygon = Shapes.polygon(xy);
            return switch (kind) {
                case "forest" -> TerrainFeature.forest(id, polygon);
                case "rubble" -> TerrainFeature.rubble(id, polygon);
                case "rough" -> TerrainFeature.rough(id, polygon);
                case "shallow-water" -> TerrainFeature.shallowWater(id, polygon);
                case "obstacle" -> TerrainFeature.obstacle(id, polygon, height, shelter());
                case "obstruction" -> TerrainFeature.obstruction(id, polygon, height, shelter());
                case "impassable" -> TerrainFeature.impassable(id, polygon, height);
                default -> throw new IllegalArgumentException(id + ": no terrain kind '" + kind + "'");
            };
        }

        private Protection shelter() {
            return Protection.valueOf(protection.toUpperCase(Locale.ROOT));
        }
    }

    /** Every feature as the geometry kernel's. */
    public List<TerrainFeature> terrain() {
        return features.stream().map(Feature::toTerrainFeature).toList();
    }
}
