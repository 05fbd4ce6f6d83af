package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.List;
import org.locationtech.jts.algorithm.LineIntersector;
import org.locationtech.jts.algorithm.RobustLineIntersector;
import org.locationtech.jts.algorithm.locate.IndexedPointInAreaLocator;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Location;
import org.locationtech.jts.geom.util.LinearComponentExtracter;
import org.locationtech.jts.math.Vector2D;

/**
 * An area a moving base's centre must keep out of, or pays extra in: a terrain outline grown by
 * the base's radius. It answers which stretches of a straight leg run through its inside with
 * JTS's robust segment intersection and indexed point location, which cost a fraction of a full
 * overlay (the leg is cut where it crosses the boundary, and each piece is inside or not).
 */
final class Region {

    private final List<Coordinate[]> edges = new ArrayList<>();
    private final IndexedPointInAreaLocator locator;

    Region(Geometry area) {
        this.locator = new IndexedPointInAreaLocator(area);
        for (Object line : LinearComponentExtracter.getLines(area)) {
            Coordinate[] ring = ((LineString) line).getCoordinates();
            for (int i = 1; i < ring.length; i++) {
                edges.add(new Coordinate[] {ring[i - 1], ring[i]});
            }
        }
    }

    /** The stretches [from, to] (inches along the leg) of the leg inside the area, in order. */
    List<double[]> stretchesInside(Point start, Vector2D direction, double length) {
        Coordinate a = start.coordinate();
        Coordinate b = start.plus(direction.multiply(length)).coordinate();
        List<Double> cuts = new ArrayList<>(List.of(0.0, length));
        LineIntersector crossing = new RobustLineIntersector();
        for (Coordinate[] edge : edges) {
            crossing.computeIntersection(a, b, edge[0], edge[1]);
            for (int i = 0; i < crossing.getIntersectionNum(); i++) {
                Coordinate c = crossing.getIntersection(i);
                cuts.add(start.to(Point.of(c)).dot(direction));
            }
        }
        cuts.sort(Double::compare);
        List<double[]> stretches = new ArrayList<>();
        for (int i = 1; i < cuts.size(); i++) {
            double from = cuts.get(i - 1);
            double to = cuts.get(i);
            if (to - from <= 1e-9) {
                continue;
            }
            Point middle = start.plus(direction.multiply((from + to) / 2));
            if (locator.locate(middle.coordinate()) == Location.INTERIOR) {
                if (!stretches.isEmpty() && stretches.get(stretches.size() - 1)[1] >= from - 1e-9) {
                    stretches.get(stretches.size() - 1)[1] = to;
                } else {
                    stretches.add(new double[] {from, to});
                }
            }
        }
        return stretches;
    }
}
