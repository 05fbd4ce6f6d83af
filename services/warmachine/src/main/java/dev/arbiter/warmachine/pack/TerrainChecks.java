package dev.arbiter.warmachine.pack;

import dev.arbiter.kernel.content.PackRefusal;
import dev.arbiter.warmachine.rules.Layout;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Scenario;
import dev.arbiter.warmachine.rules.geometry.Ground;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Shapes;
import dev.arbiter.warmachine.rules.geometry.Table;
import dev.arbiter.warmachine.rules.geometry.TerrainFeature;
import dev.arbiter.warmachine.rules.geometry.Tolerance;
import java.util.List;
import java.util.Optional;
import org.locationtech.jts.geom.GeometryFactory;

/**
 * Layouts and scenarios (docs/rules/warmachine.md, Content packs): every feature is one the geometry kernel takes
 * (an outline that does not cross itself, obstacles up to 1" tall and obstructions from 1", O13, O14) and lies on
 * the table; a scenario's layouts exist, hold its zone, and keep obstructions out of it ("Mosh Pit").
 */
record TerrainChecks(Pack pack, PackRefusal refusal) {

    private static final GeometryFactory POINTS = new GeometryFactory();

    static void check(Pack pack, PackRefusal refusal) {
        TerrainChecks checks = new TerrainChecks(pack, refusal);
        for (int i = 0; i < pack.layouts().size(); i++) {
            checks.layout("/layouts/" + i, pack.layouts().get(i));
        }
        for (int i = 0; i < pack.scenarios().size(); i++) {
            checks.scenario("/scenarios/" + i, pack.scenarios().get(i));
        }
    }

    private void layout(String at, Layout layout) {
        Table table = layout.table().toTable();
        var surface = Shapes.rectangle(0, 0, table.width(), table.depth()).buffer(Tolerance.EPSILON);
        for (int f = 0; f < layout.features().size(); f++) {
            String where = at + "/features/" + f;
            TerrainFeature feature = feature(where, layout.features().get(f));
            refusal.require(surface.covers(feature.outline()), where + "/outline", "the feature reaches off the table");
        }
    }

    private TerrainFeature feature(String at, Layout.Feature feature) {
        try {
            return feature.toTerrainFeature();
        } catch (IllegalArgumentException e) {
            throw refusal.refuse(at, e.getMessage());
        }
    }

    private void scenario(String at, Scenario scenario) {
        Scenario.Zone zone = scenario.zone();
        Point centre = new Point(zone.centre().get(0), zone.centre().get(1));
        for (int k = 0; k < scenario.layouts().size(); k++) {
            String where = at + "/layouts/" + k;
            Optional<Layout> layout = pack.layout(scenario.layouts().get(k));
            refusal.require(layout.isPresent(), where, "refers to no layout of the pack");
            refusal.require(layout.orElseThrow().table().toTable().holds(centre, zone.radius()), at + "/zone",
                    "the zone does not lie on the table of layout '" + layout.orElseThrow().id() + "'");
            List<String> inZone = layout.orElseThrow().terrain().stream()
                    .filter(f -> f.ground() == Ground.OBSTRUCTION && f.outline().distance(POINTS.createPoint(centre.coordinate())) < zone.radius() - Tolerance.EPSILON)
                    .map(TerrainFeature::id).toList();
            refusal.require(inZone.isEmpty(), where, "obstructions " + inZone + " stand in the control zone (\"Mosh Pit\")");
        }
    }
}
