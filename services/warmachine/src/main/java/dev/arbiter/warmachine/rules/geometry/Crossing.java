package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.locationtech.jts.geom.Geometry;

/**
 * The terrain a base passes over or stands in along a path of its centre: what a player sees before moving (rough
 * ground that costs double, E24; the obstacle it is stopped at, E25). Touching a feature's edge is not being in it, as
 * for the movement itself (a base within EPSILON of a feature touches it).
 */
public final class Crossing {

    private Crossing() {
    }

    /** The features whose outline the base of {@code radius} overlaps somewhere on the path, each once, in the order met. */
    public static List<TerrainFeature> features(List<TerrainFeature> terrain, double radius, List<Point> path) {
        Set<TerrainFeature> met = new LinkedHashSet<>();
        double inside = Math.max(0, radius - Tolerance.EPSILON);
        // a lone point (a deployment) is a leg of no length
        for (int i = 0; i == 0 || i + 1 < path.size(); i++) {
            Point from = path.get(i);
            Geometry swept = Shapes.hullOf(from, inside, path.get(Math.min(i + 1, path.size() - 1)), inside);
            List<TerrainFeature> here = new ArrayList<>(terrain.stream().filter(f -> f.outline().intersects(swept)).toList());
            here.sort(Comparator.comparingDouble(f -> f.outline().distance(Shapes.disc(from, inside))));
            met.addAll(here);
        }
        return List.copyOf(met);
    }
}
