package dev.arbiter.warmachine.rules.geometry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.buffer.BufferOp;
import org.locationtech.jts.operation.buffer.BufferParameters;

/**
 * The JTS shapes the referee builds: terrain outlines, discs, the swept area of a moving base
 * (docs/rules/warmachine.md, "Geometry conventions"). One factory, double precision.
 */
public final class Shapes {

    /**
     * Segments per quarter circle when JTS approximates an arc. With 256 segments a circle a chord
     * strays r(1 - cos(π/256)) inside the arc: under 0.0002" even for a huge base, well under EPSILON.
     */
    static final int QUADRANT_SEGMENTS = 64;

    static final GeometryFactory FACTORY = new GeometryFactory();

    private Shapes() {
    }

    /** A polygon through the given corners, as x1, y1, x2, y2, ... (closed for you). */
    public static Polygon polygon(double... xy) {
        if (xy.length < 6 || xy.length % 2 != 0) {
            throw new IllegalArgumentException("a polygon needs at least three corners as x, y pairs");
        }
        List<Coordinate> corners = new ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) {
            corners.add(new Coordinate(xy[i], xy[i + 1]));
        }
        corners.add(corners.get(0).copy());
        Polygon p = FACTORY.createPolygon(corners.toArray(Coordinate[]::new));
        if (!p.isValid()) {
            throw new IllegalArgumentException("the outline crosses itself: " + p);
        }
        return p;
    }

    /** The axis-aligned rectangle between two corners. */
    public static Polygon rectangle(double x0, double y0, double x1, double y1) {
        return polygon(x0, y0, x1, y0, x1, y1, x0, y1);
    }

    public static Polygon disc(Point centre, double radius) {
        return (Polygon) FACTORY.createPoint(centre.coordinate()).buffer(radius, QUADRANT_SEGMENTS);
    }

    public static LineString segment(Point from, Point to) {
        return FACTORY.createLineString(new Coordinate[] {from.coordinate(), to.coordinate()});
    }

    /** Grown outlines already computed: terrain stays put for a whole game and there are four base sizes. */
    private static final Map<Grown, Region> GROWN = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Grown, Region> eldest) {
            return size() > 512;
        }
    });

    private record Grown(Geometry shape, double by) {
    }

    /**
     * The shape grown by a distance on every side (a Minkowski sum with a disc): the centres at
     * which a base of that radius overlaps the shape. Remembered, as JTS's buffer is the costly
     * part of sweeping a base past terrain.
     */
    static Region grown(Geometry shape, double by) {
        return GROWN.computeIfAbsent(new Grown(shape.copy(), by),
                key -> new Region(BufferOp.bufferOp(key.shape(), key.by(), new BufferParameters(QUADRANT_SEGMENTS))));
    }

    /** The area swept by every line from one disc to another: where intervening things are (H03, F02). */
    public static Geometry hullOf(Point a, double ra, Point b, double rb) {
        return disc(a, ra).union(disc(b, rb)).convexHull();
    }
}
