package dev.arbiter.warmachine.rules.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.Size;
import org.locationtech.jts.algorithm.Distance;
import org.locationtech.jts.geom.Geometry;

/**
 * Properties the geometry must keep whatever the table looks like (issue 17): gaps are symmetric
 * and obey the triangle inequality through the middle base, "within" only grows with X, LOS never
 * runs over a base or through a building that blocks it, and a movement never ends overlapping a base, excluded terrain
 * or the table's edge.
 */
class GeometryPropertiesTest {

    private static final String[] SIDES = {Models.RED, Models.BLUE};

    @Property(tries = 200)
    void gapIsSymmetric(@ForAll("figures") Figure a, @ForAll("figures") Figure b) {
        assertEquals(Measure.gap(a, b), Measure.gap(b, a), 1e-12);
    }

    /**
     * gap(a, c) <= gap(a, b) + diameter(b) + gap(b, c): the plain triangle inequality does not hold
     * for gaps (two bases touching a third on either side are 0" from it and a diameter apart).
     */
    @Property(tries = 200)
    void gapsObeyTheTriangleInequalityThroughTheMiddleBase(@ForAll("figures") Figure a, @ForAll("figures") Figure b,
                                                          @ForAll("figures") Figure c) {
        assertTrue(Measure.gap(a, c) <= Measure.gap(a, b) + 2 * b.radius() + Measure.gap(b, c) + 1e-9);
    }

    @Property(tries = 200)
    void withinOnlyGrowsWithTheDistance(@ForAll("figures") Figure a, @ForAll("figures") Figure b,
                                        @ForAll @DoubleRange(min = 0, max = 30) double x,
                                        @ForAll @DoubleRange(min = 0, max = 10) double more) {
        if (Measure.within(b, a, x)) {
            assertTrue(Measure.within(b, a, x + more));
        }
        if (Measure.completelyWithin(b, a, x)) {
            assertTrue(Measure.completelyWithin(b, a, x + more));
            assertTrue(Measure.within(b, a, x), "completely within is within");
        }
    }

    @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
    void lineOfSightNeverRunsOverABaseOrThroughTerrainThatBlocksIt(@ForAll("crowds") List<Figure> crowd) {
        TerrainFeature house = TerrainFeature.obstruction("house", Shapes.rectangle(20, 20, 26, 24), 3, Protection.COVER);
        Assume.that(crowd.stream().allMatch(f -> clearOf(f, List.of(house))));
        Battlefield field = Battlefield.of(crowd, List.of(house));
        Figure viewer = crowd.get(0);
        Figure target = crowd.get(1);
        LineOfSight.witness(field, viewer, target).ifPresent(w -> {
            assertTrue(Measure.gap(viewer, w.from()) < 1e-9 && Measure.gap(target, w.to()) < 1e-9, "from base to base");
            assertTrue(Arcs.inFrontArc(viewer, w.to(), 0), "to a point in the viewer's front arc");
            if (house.height() > Math.max(viewer.base().volumeHeight(), target.base().volumeHeight())) {
                assertFalse(LineOfSight.throughInside(house.outline(), Shapes.segment(w.from(), w.to())), "through the house");
            }
            for (Figure other : field.others(viewer, target)) {
                if (other.base().atLeast(target.base())) {
                    double d = Distance.pointToSegment(other.centre().coordinate(), w.from().coordinate(), w.to().coordinate());
                    assertTrue(d >= other.radius() - Tolerance.EPSILON, "the witness runs over " + other.id());
                }
            }
        });
    }

    @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
    void aMovementNeverEndsOverlappingABaseExcludedTerrainOrTheEdge(
            @ForAll("crowds") List<Figure> crowd,
            @ForAll @Size(min = 1, max = 3) List<@DoubleRange(min = -4, max = 52) Double> xs,
            @ForAll @Size(min = 3, max = 3) List<@DoubleRange(min = -4, max = 52) Double> ys,
            @ForAll @DoubleRange(min = 0, max = 14) double allowance) {
        List<TerrainFeature> terrain = List.of(
                TerrainFeature.obstruction("house", Shapes.rectangle(20, 20, 26, 24), 3, Protection.COVER),
                TerrainFeature.obstacle("wall", Shapes.rectangle(8, 30, 20, 30.5), 0.8, Protection.COVER),
                TerrainFeature.rough("bog", Shapes.polygon(30, 5, 40, 8, 36, 16)));
        Figure mover = crowd.get(0);
        Assume.that(crowd.stream().allMatch(f -> clearOf(f, terrain)));
        List<Point> waypoints = new ArrayList<>();
        for (int i = 0; i < xs.size(); i++) {
            waypoints.add(new Point(xs.get(i), ys.get(i)));
        }
        Battlefield field = new Battlefield(Table.STANDARD, crowd, terrain);
        Movement m = Advance.along(field, mover, allowance, waypoints, OptionalDouble.empty());
        Figure end = m.moved();
        assertTrue(Table.STANDARD.holds(end.centre(), end.radius()), "on the table");
        assertTrue(clearOf(end, terrain), "clear of the house and the wall");
        for (Figure other : field.others(mover)) {
            assertTrue(end.centre().distance(other.centre()) >= end.radius() + other.radius() - Tolerance.EPSILON,
                    "overlaps " + other.id());
        }
        assertTrue(m.distance() <= allowance + Tolerance.EPSILON, "no further than its allowance");
    }

    /**
     * E17-E19, E21: a slammed or thrown model, once least disturbance has made room, never overlaps a base, excluded
     * terrain or the table's edge; on the way it only ever ends on smaller bases, which are the ones moved.
     */
    @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
    void aSlammedOrThrownModelNeverEndsOverlappingABaseExcludedTerrainOrTheEdge(
            @ForAll("crowds") List<Figure> crowd, @ForAll boolean slam,
            @ForAll @DoubleRange(min = -4, max = 52) double x, @ForAll @DoubleRange(min = -4, max = 52) double y,
            @ForAll @DoubleRange(min = 0, max = 10) double distance) {
        List<TerrainFeature> terrain = involuntaryTerrain();
        Assume.that(crowd.stream().allMatch(f -> clearOf(f, terrain)));
        Battlefield field = new Battlefield(Table.STANDARD, crowd, terrain);
        Figure mover = crowd.get(0);
        Displaced d = slam ? Involuntary.slam(field, mover, crowd.get(1).centre(), distance)
                : Involuntary.thrown(field, mover, new Point(x, y), java.util.Set.of());
        assertTrue(Table.STANDARD.holds(d.moved().centre(), mover.radius()), "on the table");
        assertTrue(clearOf(d.moved(), terrain), "clear of the house and the wall");
        for (String id : d.overlapping()) {
            assertFalse(field.figure(id).base().atLeast(mover.base()), "ends on an equal or larger base " + id);
        }
        Battlefield moved = field.with(mover.id(), f -> d.moved());
        Battlefield settled = LeastDisturbance.settle(moved, mover.id(), d.overlapping(), n -> 0).field();
        for (Figure a : settled.figures()) {
            assertTrue(Placement.hasRoom(settled, a, a.centre()), a.id() + " has no room after least disturbance");
        }
    }

    /** Slams and throws are the same on a table mirrored left to right (issue 34). */
    @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
    void slamsAndThrowsAreSymmetricUnderMirroring(@ForAll("crowds") List<Figure> crowd, @ForAll boolean slam,
                                                 @ForAll @DoubleRange(min = 0, max = 48) double x,
                                                 @ForAll @DoubleRange(min = 0, max = 48) double y,
                                                 @ForAll @DoubleRange(min = 0, max = 10) double distance) {
        List<TerrainFeature> terrain = involuntaryTerrain();
        Assume.that(crowd.stream().allMatch(f -> clearOf(f, terrain)));
        List<TerrainFeature> mirroredTerrain = List.of(
                TerrainFeature.obstruction("house", Shapes.rectangle(48 - 26, 20, 48 - 20, 24), 3, Protection.COVER),
                TerrainFeature.obstacle("wall", Shapes.rectangle(48 - 20, 30, 48 - 8, 30.5), 0.8, Protection.COVER),
                TerrainFeature.rough("bog", Shapes.polygon(48 - 30, 5, 48 - 40, 8, 48 - 36, 16)));
        Battlefield field = new Battlefield(Table.STANDARD, crowd, terrain);
        Battlefield mirror = new Battlefield(Table.STANDARD, crowd.stream().map(GeometryPropertiesTest::mirrored).toList(), mirroredTerrain);
        Figure mover = crowd.get(0);
        Figure mirroredMover = mirror.figure(mover.id());
        Displaced d = slam ? Involuntary.slam(field, mover, crowd.get(1).centre(), distance)
                : Involuntary.thrown(field, mover, new Point(x, y), java.util.Set.of());
        Displaced m = slam ? Involuntary.slam(mirror, mirroredMover, mirror.figure(crowd.get(1).id()).centre(), distance)
                : Involuntary.thrown(mirror, mirroredMover, new Point(48 - x, y), java.util.Set.of());
        assertEquals(d.distance(), m.distance(), 1e-6);
        assertEquals(48 - d.moved().centre().x(), m.moved().centre().x(), 1e-6);
        assertEquals(d.moved().centre().y(), m.moved().centre().y(), 1e-6);
        assertEquals(d.stop(), m.stop());
        assertEquals(d.collided(), m.collided());
        assertEquals(d.passedThrough(), m.passedThrough());
        assertEquals(d.overlapping(), m.overlapping());
    }

    private static List<TerrainFeature> involuntaryTerrain() {
        return List.of(
                TerrainFeature.obstruction("house", Shapes.rectangle(20, 20, 26, 24), 3, Protection.COVER),
                TerrainFeature.obstacle("wall", Shapes.rectangle(8, 30, 20, 30.5), 0.8, Protection.COVER),
                TerrainFeature.rough("bog", Shapes.polygon(30, 5, 40, 8, 36, 16)));
    }

    private static Figure mirrored(Figure f) {
        return f.at(Pose.at(48 - f.centre().x(), f.centre().y(), 180 - f.pose().facing()));
    }

    @Provide
    Arbitrary<Figure> figures() {
        return figure(Arbitraries.just("f"));
    }

    /**
     * Five models (the first two a viewer and a target, or a mover) with distinct ids, each in its
     * own 8" square of the table, so that no two overlap and others often stand between them.
     */
    @Provide
    Arbitrary<List<Figure>> crowds() {
        Arbitrary<List<Integer>> squares = Arbitraries.integers().between(0, 35).list().ofSize(5).uniqueElements();
        return squares.flatMap(cells -> Combinators.combine(
                inSquare("0", cells.get(0)), inSquare("1", cells.get(1)), inSquare("2", cells.get(2)),
                inSquare("3", cells.get(3)), inSquare("4", cells.get(4))).as(List::of));
    }

    private static Arbitrary<Figure> inSquare(String id, int square) {
        double left = 8 * (square % 6);
        double bottom = 8 * (square / 6);
        return bases().flatMap(base -> {
            Arbitrary<Double> dx = Arbitraries.doubles().between(0, 1).ofScale(4).map(f -> base.radius() + f * (8 - 2 * base.radius()));
            return Combinators.combine(Arbitraries.of(SIDES), dx, dx, Arbitraries.doubles().between(0, 360))
                    .as((side, x, y, facing) -> Figure.of(id, side, base, Pose.at(left + x, bottom + y, facing)));
        });
    }

    private static Arbitrary<Figure> figure(Arbitrary<String> ids) {
        Arbitrary<Double> coordinates = Arbitraries.doubles().between(6, 42);
        Arbitrary<Double> facings = Arbitraries.doubles().between(0, 360);
        return Combinators.combine(ids, Arbitraries.of(SIDES), bases(), coordinates, coordinates, facings)
                .as((id, side, base, x, y, facing) -> Figure.of(id, side, base, Pose.at(x, y, facing)));
    }

    private static Arbitrary<BaseSize> bases() {
        return Arbitraries.frequencyOf(Tuple.of(4, Arbitraries.just(BaseSize.SMALL)), Tuple.of(3, Arbitraries.just(BaseSize.MEDIUM)),
                Tuple.of(2, Arbitraries.just(BaseSize.LARGE)), Tuple.of(1, Arbitraries.just(BaseSize.HUGE)));
    }

    private static boolean clearOf(Figure f, List<TerrainFeature> terrain) {
        for (TerrainFeature t : terrain) {
            Geometry centre = Shapes.FACTORY.createPoint(f.centre().coordinate());
            if (t.ground().excludesBases() && t.outline().distance(centre) < f.radius() - Tolerance.EPSILON) {
                return false;
            }
        }
        return true;
    }
}
