package dev.arbiter.warmachine.rules.geometry;

import java.util.List;

/** Test fixtures: models placed by centre and facing, as the rulebook's diagrams describe them. */
final class Models {

    static final String RED = "red";
    static final String BLUE = "blue";

    private Models() {
    }

    static Figure small(String id, String side, double x, double y, double facing, Trait... traits) {
        return Figure.of(id, side, BaseSize.SMALL, Pose.at(x, y, facing), traits);
    }

    static Figure medium(String id, String side, double x, double y, double facing, Trait... traits) {
        return Figure.of(id, side, BaseSize.MEDIUM, Pose.at(x, y, facing), traits);
    }

    static Figure large(String id, String side, double x, double y, double facing, Trait... traits) {
        return Figure.of(id, side, BaseSize.LARGE, Pose.at(x, y, facing), traits);
    }

    static Figure huge(String id, String side, double x, double y, double facing, Trait... traits) {
        return Figure.of(id, side, BaseSize.HUGE, Pose.at(x, y, facing), traits);
    }

    static Battlefield field(List<Figure> figures, TerrainFeature... terrain) {
        return Battlefield.of(figures, List.of(terrain));
    }

    static Battlefield field(Figure... figures) {
        return Battlefield.of(List.of(figures), List.of());
    }

    static Point at(double x, double y) {
        return new Point(x, y);
    }
}
