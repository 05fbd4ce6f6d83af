package dev.arbiter.warmachine.rules.geometry;

/**
 * Whether there is room for a base at a point (E22, rulebook "Placed"): wholly on the table, not in impassable
 * terrain, not overlapping an obstacle, an obstruction or another model's base. Touching is not overlapping: bases
 * and outlines within {@link Tolerance#EPSILON} of one another are in contact, as everywhere in the geometry.
 */
public final class Placement {

    private Placement() {
    }

    /** Room for the figure's base centred on the point, every model but itself where it stands. */
    public static boolean hasRoom(Battlefield field, Figure figure, Point centre) {
        if (!field.table().holds(centre, figure.radius())) {
            return false;
        }
        for (Figure other : field.others(figure)) {
            if (centre.distance(other.centre()) < figure.radius() + other.radius() - Tolerance.EPSILON) {
                return false;
            }
        }
        var point = Shapes.FACTORY.createPoint(centre.coordinate());
        for (TerrainFeature feature : field.terrain()) {
            if (feature.ground().excludesBases() && feature.outline().distance(point) < figure.radius() - Tolerance.EPSILON) {
                return false;
            }
        }
        return true;
    }
}
