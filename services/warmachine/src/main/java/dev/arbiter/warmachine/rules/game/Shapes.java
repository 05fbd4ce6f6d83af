package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.CommandShape;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Charge;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;

import org.locationtech.jts.geom.Envelope;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The commands that take continuous parameters (positions, waypoints, headings), described by their bounds. A sample
 * is one a bot may send: deployments at the spot {@link Deployment#spot} finds, charges only at targets
 * whose declaration the geometry accepts; advances and runs are always accepted, as they stop at what they meet
 * (clarification 7).
 */
final class Shapes {

    private static final Point MIDDLE = new Point(24, 24);

    private final Catalogue cards;
    private final Deployment deployment;
    private final Activations activations;

    Shapes(Catalogue cards, Deployment deployment, Activations activations) {
        this.cards = cards;
        this.deployment = deployment;
        this.activations = activations;
    }

    List<CommandShape<WarmachineCommand>> of(WarmachineState state, int seat, List<Integer> awaiting) {
        if (!awaiting.contains(seat)) {
            return List.of();
        }
        if (!state.prompts().isEmpty()) {
            return List.of();
        }
        if (state.stage() == Stage.DEPLOYMENT) {
            return List.of(deploy(state, seat));
        }
        if (state.stage() != Stage.ACTIVATION || state.activation() == null) {
            return List.of();
        }
        List<CommandShape<WarmachineCommand>> shapes = new ArrayList<>();
        List<ModelState> movable = state.activation().members().stream().filter(state.activation()::canMove)
                .flatMap(id -> state.model(id).stream()).toList();
        // one shape per model and kind of move, so that a unit's troopers each get their say in a random game
        for (ModelState m : movable) {
            if (activations.mayAdvance(state, m)) {
                shapes.add(move("AdvanceModel", state, m, false));
            }
            if (activations.mayRun(state, m)) {
                shapes.add(move("Run", state, m, true));
            }
            List<WarmachineCommand.Charge> charges = charges(state, m);
            if (!charges.isEmpty()) {
                shapes.add(shape("Charge", Map.of("type", "object", "required", List.of("model", "target", "heading"),
                        "properties", Map.of("model", ids(List.of(m)), "target", Map.of("type", "string"), "heading", degrees(),
                                "stopAt", Map.of("type", List.of("integer", "null"), "minimum", 0))),
                        random -> charges.get(random.nextInt(charges.size()))));
            }
        }
        return shapes;
    }

    private CommandShape<WarmachineCommand> deploy(WarmachineState state, int seat) {
        List<ModelState> waiting = state.of(seat).stream().filter(m -> !m.deployed()).toList();
        Envelope zone = Deployment.zone(state, seat).getEnvelopeInternal();
        Map<String, Object> schema = Map.of("type", "object", "required", List.of("model", "x", "y", "facing"), "properties", Map.of(
                "model", ids(waiting), "x", Map.of("type", "integer", "minimum", Wire.of(zone.getMinX()), "maximum", Wire.of(zone.getMaxX())),
                "y", Map.of("type", "integer", "minimum", Wire.of(zone.getMinY()), "maximum", Wire.of(zone.getMaxY())), "facing", degrees()));
        return shape("Deploy", schema, random -> {
            List<ModelState> ready = waiting.stream().filter(m -> m.unit() == null || m.commands()
                    || state.commander(m.unit()).map(ModelState::deployed).orElse(false)).toList();
            // a random model at the free spot nearest a random point of the zone; a model the zone cannot take gives way to the next
            int first = random.nextInt(ready.size());
            Point anchor = new Point(zone.getMinX() + random.nextDouble() * zone.getWidth(), zone.getMinY() + random.nextDouble() * zone.getHeight());
            for (int i = 0; i < ready.size(); i++) {
                Optional<WarmachineCommand.Deploy> spot = deployment.spot(state, seat, ready.get((first + i) % ready.size()).id(), anchor);
                if (spot.isPresent()) {
                    return spot.get();
                }
            }
            throw new IllegalStateException("no point of seat " + seat + "'s deployment zone takes any of " + ready.stream().map(ModelState::id).toList());
        });
    }

    private CommandShape<WarmachineCommand> move(String type, WarmachineState state, ModelState model, boolean run) {
        Map<String, Object> point = Map.of("type", "object", "required", List.of("x", "y"), "properties",
                Map.of("x", inches(), "y", inches()));
        Map<String, Object> schema = Map.of("type", "object", "required", List.of("model", "waypoints"), "properties", Map.of(
                "model", ids(List.of(model)), "waypoints", Map.of("type", "array", "minItems", 1, "maxItems", Activations.MAX_WAYPOINTS, "items", point),
                "facing", Map.of("type", List.of("integer", "null"))));
        return shape(type, schema, random -> {
            List<Point> waypoints = new ArrayList<>();
            if (state.activation().outOfFormation().contains(model.id())) {
                waypoints.add(state.commander(model.unit()).orElseThrow().pose().centre());
            } else {
                double reach = cards.speed(model) * (run ? 2 : 1);
                Point from = model.pose().centre();
                for (int legs = 1 + random.nextInt(2); legs > 0; legs--) {
                    // a leg goes anywhere near, to the middle of the table or at the nearest enemy, so that random games meet
                    int aim = random.nextInt(3);
                    from = aim == 0 ? near(from, reach, random) : aim == 1 ? near(MIDDLE, 8, random) : nearestEnemy(state, model).orElse(MIDDLE);
                    waypoints.add(from);
                }
            }
            Double facing = random.nextBoolean() ? null : random.nextDouble() * 360;
            return run ? new WarmachineCommand.Run(model.id(), waypoints, facing) : new WarmachineCommand.AdvanceModel(model.id(), waypoints, facing);
        });
    }

    /** Every charge the model may declare straight at an enemy's centre within its threat range (E07). */
    List<WarmachineCommand.Charge> charges(WarmachineState state, ModelState model) {
        List<WarmachineCommand.Charge> found = new ArrayList<>();
        Battlefield field = cards.field(state);
        if (activations.mayCharge(state, model)) {
            Figure charger = cards.figure(model);
            double threat = Measure.meleeThreat(cards.speed(model), cards.meleeRange(model));
            for (Figure enemy : field.figures()) {
                if (!enemy.enemyOf(charger) || Measure.gap(charger, enemy) > threat) {
                    continue;
                }
                double heading = (Pose.heading(charger.centre(), enemy.centre()) % 360 + 360) % 360;
                if (Charge.refusal(field, charger, enemy, heading, cards.meleeRange(model)).isEmpty()) {
                    found.add(new WarmachineCommand.Charge(model.id(), enemy.id(), heading, null));
                }
            }
        }
        return found;
    }

    private Optional<Point> nearestEnemy(WarmachineState state, ModelState model) {
        Point at = model.pose().centre();
        return state.models().stream().filter(m -> m.seat() != model.seat() && m.deployed()).map(m -> m.pose().centre())
                .min(Comparator.comparingDouble(at::distance));
    }

    /** A point of the table within {@code reach} of {@code from}. */
    private static Point near(Point from, double reach, RandomGenerator random) {
        double angle = random.nextDouble() * 2 * Math.PI;
        double length = random.nextDouble() * reach;
        return new Point(clamp(from.x() + Math.cos(angle) * length), clamp(from.y() + Math.sin(angle) * length));
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(48, v));
    }

    private static Map<String, Object> ids(List<ModelState> models) {
        return Map.of("type", "string", "enum", models.stream().map(ModelState::id).toList());
    }

    // the schemas describe commands as clients send them: lengths and angles in whole ten-thousandths (Wire)
    private static Map<String, Object> inches() {
        return Map.of("type", "integer", "minimum", 0, "maximum", Wire.of(48));
    }

    private static Map<String, Object> degrees() {
        return Map.of("type", "integer", "minimum", 0, "exclusiveMaximum", Wire.of(360));
    }

    private interface Sampler {
        WarmachineCommand sample(RandomGenerator random);
    }

    private static CommandShape<WarmachineCommand> shape(String type, Map<String, Object> schema, Sampler sampler) {
        return new CommandShape<>() {
            @Override
            public String type() {
                return type;
            }

            @Override
            public Map<String, Object> schema() {
                return schema;
            }

            @Override
            public WarmachineCommand sample(RandomGenerator random) {
                return sampler.sample(random);
            }
        };
    }
}
