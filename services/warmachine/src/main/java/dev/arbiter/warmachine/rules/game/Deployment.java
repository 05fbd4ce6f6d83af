package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Ground;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Shapes;
import dev.arbiter.warmachine.rules.geometry.TerrainFeature;
import dev.arbiter.warmachine.rules.geometry.Tolerance;

import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Polygon;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * Deployment (rulebook "Setup, Deployment & Victory Conditions", steps 4-5; Q09): the first player's models completely
 * within 7" of its edge, the second player's within 10"; no model on another, nor on an obstacle, an obstruction or
 * impassable terrain (as for placing, E22); units in formation (L05), so a unit's commander goes down first
 * (clarification 12).
 */
final class Deployment {

    static final double FIRST_PLAYER_DEPTH = 7;
    static final double SECOND_PLAYER_DEPTH = 10;
    /** The spacing of the spots {@link #spot} tries, in ten-thousandths of an inch as commands carry them: half an inch. */
    static final long GRID = 5_000;

    private final Catalogue cards;

    Deployment(Catalogue cards) {
        this.cards = cards;
    }

    /** The zone of a seat as a rectangle of the table. */
    static Polygon zone(WarmachineState state, int seat) {
        double depth = seat == state.first() ? FIRST_PLAYER_DEPTH : SECOND_PLAYER_DEPTH;
        return "south".equals(state.edge(seat)) ? Shapes.rectangle(0, 0, 48, depth) : Shapes.rectangle(0, 48 - depth, 48, 48);
    }

    /** Throws the broken rule unless the seat may put the model there now. */
    void check(WarmachineState state, int seat, WarmachineCommand.Deploy deploy) {
        check(state, seat, deploy, cards.field(state));
    }

    /** The same on the state's table as already built, which a search of many spots builds once. */
    private void check(WarmachineState state, int seat, WarmachineCommand.Deploy deploy, Battlefield field) {
        require(state.stage() == Stage.DEPLOYMENT, "deploy.not-now", "models are deployed after the edges are chosen and before round 1 (Setup, steps 4-5)");
        require(state.deploying() == seat, "deploy.not-your-turn", "the first player deploys every model before the second player (Setup, steps 4-5)");
        ModelState model = state.model(deploy.model()).filter(m -> m.seat() == seat)
                .orElseThrow(() -> new RuleViolation("deploy.unknown-model", "seat " + seat + " has no model " + deploy.model()));
        require(!model.deployed(), "deploy.already-deployed", deploy.model() + " is already on the table");
        require(Double.isFinite(deploy.x()) && Double.isFinite(deploy.y()) && Double.isFinite(deploy.facing()), "deploy.position",
                "a position is two finite numbers of inches and a facing in degrees");
        Figure figure = cards.figure(model.at(Pose.at(deploy.x(), deploy.y(), deploy.facing())));
        require(Measure.completelyIn(figure, zone(state, seat)), "deploy.outside-zone",
                "models deploy completely within " + (seat == state.first() ? "7" : "10") + "\" of their edge (Setup, steps 4-5)");
        for (Figure other : field.figures()) {
            require(other.centre().distance(figure.centre()) >= other.radius() + figure.radius() - Tolerance.EPSILON, "deploy.overlap",
                    deploy.model() + " would stand on " + other.id() + ": a base cannot overlap another (Normal Movement & Advancing)");
        }
        for (TerrainFeature feature : field.terrain()) {
            boolean excluded = feature.ground() == Ground.OBSTACLE || feature.ground() == Ground.OBSTRUCTION || feature.ground() == Ground.IMPASSABLE;
            require(!excluded || !Measure.partlyIn(figure, feature.outline()), "deploy.terrain",
                    "a model cannot stand on an obstacle, an obstruction or impassable terrain (" + feature.id() + "; Terrain, Placed)");
        }
        if (model.unit() != null && !model.commands()) {
            ModelState leader = state.commander(model.unit()).filter(ModelState::deployed).orElseThrow(() -> new RuleViolation(
                    "deploy.leader-first", "a unit's commander is deployed before its other troopers, so that they deploy in formation (clarification 12)"));
            Profile.Stats stats = cards.profile(leader).stats();
            require(Measure.within(figure, cards.figure(leader), stats.cmd()), "deploy.formation",
                    "units deploy in formation: every trooper within its commander's command range of " + stats.cmd() + "\" (L05)");
        }
    }

    /**
     * A spot where the seat may deploy the model now, found without chance so that deployment never gives up at random:
     * the points of a half-inch grid over the seat's zone, nearest the anchor first (ties by y, then x; distances in
     * whole ten-thousandths, so a client scanning the same grid gets the same order), the first {@link #check} accepts.
     * A trooper's anchor is its commander, whatever {@code preferred} says (L05, clarification 12); any other model's is
     * {@code preferred}. The model faces the opposite edge. Empty when no point of the zone takes the model, or for a
     * trooper whose commander is not down yet.
     */
    Optional<WarmachineCommand.Deploy> spot(WarmachineState state, int seat, String modelId, Point preferred) {
        ModelState model = state.model(modelId).orElseThrow(() -> new RuleViolation("deploy.unknown-model", "seat " + seat + " has no model " + modelId));
        Point anchor = preferred;
        if (model.unit() != null && !model.commands()) {
            Optional<ModelState> commander = state.commander(model.unit()).filter(ModelState::deployed);
            if (commander.isEmpty()) {
                return Optional.empty();
            }
            anchor = commander.get().pose().centre();
        }
        double facing = "south".equals(state.edge(seat)) ? 90 : 270;
        Battlefield field = cards.field(state);
        for (Point candidate : grid(zone(state, seat).getEnvelopeInternal(), Wire.of(anchor.x()), Wire.of(anchor.y()))) {
            WarmachineCommand.Deploy deploy = new WarmachineCommand.Deploy(modelId, candidate.x(), candidate.y(), facing);
            try {
                check(state, seat, deploy, field);
                return Optional.of(deploy);
            } catch (RuleViolation refused) {
                // the next nearest point
            }
        }
        return Optional.empty();
    }

    /** The grid points of the envelope, nearest (x, y) first, all in ten-thousandths of an inch. */
    private static List<Point> grid(Envelope zone, long x, long y) {
        List<long[]> points = new ArrayList<>();
        for (long gx = GRID * (long) Math.ceil(Wire.of(zone.getMinX()) / (double) GRID); gx <= Wire.of(zone.getMaxX()); gx += GRID) {
            for (long gy = GRID * (long) Math.ceil(Wire.of(zone.getMinY()) / (double) GRID); gy <= Wire.of(zone.getMaxY()); gy += GRID) {
                points.add(new long[] {gx, gy, (gx - x) * (gx - x) + (gy - y) * (gy - y)});
            }
        }
        points.sort(Comparator.<long[]>comparingLong(p -> p[2]).thenComparingLong(p -> p[1]).thenComparingLong(p -> p[0]));
        return points.stream().map(p -> new Point(Wire.value(p[0]), Wire.value(p[1]))).toList();
    }
}
