package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Layout;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Scenario;
import dev.arbiter.warmachine.rules.combat.DamageTrack;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.game.Wire.Spot;
import dev.arbiter.warmachine.rules.geometry.Pose;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Polygon;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The game as a client draws it (contracts/openapi/warmachine.yaml, RulesetView): the state's members, and what the
 * state only names by id, spelt out so that a table needs no pack to draw the game: the layout's terrain, the scenario's
 * and both seats' deployment zones, each model's card name and base. Lengths in ten-thousandths, as the events carry
 * them ({@link Wire}).
 */
public record TableView(String pack, String scenario, String layout, List<String> lists, Stage stage, List<Integer> rolls,
                        Integer chooser, Integer first, String secondEdge, List<ModelView> models, List<ModelView> removed, int round,
                        Integer turnSeat, Activation activation, List<Prompt> prompts, List<Integer> controlPoints, Integer winner,
                        String ending, List<Terrain> terrain, List<Zone> zones) {

    /** The corners of a circular zone's outline: enough that it strays from the circle by under 0.01" at 6". */
    static final int CIRCLE_CORNERS = 64;

    public static final String DEPLOYMENT = "deployment";
    public static final String CONTROL_ZONE = "control-zone";

    /** One model as the game tracks it ({@link ModelState}), with its card's {@code name} and its base's diameter. */
    public record ModelView(String id, int seat, String profile, String name, long base, String unit, boolean leader, boolean commands,
                            Pose pose, int focus, boolean activated, boolean inert, DamageTrack damage, boolean knockedDown,
                            boolean staysDown, List<TimedModifier> modifiers, boolean forfeitsCombatAction, List<Effect> effects, int featTurn) {

        static ModelView of(Catalogue cards, ModelState m) {
            Profile card = cards.profile(m);
            return new ModelView(m.id(), m.seat(), m.profile(), card.name(), Wire.of(2 * card.baseSize().radius()), m.unit(), m.leader(),
                    m.commands(), m.pose(), m.focus(), m.activated(), m.inert(), m.damage(), m.knockedDown(), m.staysDown(), m.modifiers(),
                    m.forfeitsCombatAction(), m.effects(), m.featTurn());
        }

        ModelState toModel() {
            return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, activated, inert, damage, knockedDown, staysDown,
                    modifiers, forfeitsCombatAction, effects, featTurn);
        }
    }

    /** A terrain feature of the layout: its id, its kind as the pack names it, its outline's corners. */
    public record Terrain(String id, String kind, List<Spot> outline) {
    }

    /** A deployment zone of a seat, or a scenario's zone (seat null). */
    public record Zone(Integer seat, String kind, List<Spot> outline) {
    }

    static TableView of(Catalogue cards, WarmachineState s) {
        return new TableView(s.pack(), s.scenario(), s.layout(), s.lists(), s.stage(), s.rolls(), s.chooser(), s.first(), s.secondEdge(),
                s.models().stream().map(m -> ModelView.of(cards, m)).toList(), s.removed().stream().map(m -> ModelView.of(cards, m)).toList(),
                s.round(), s.turnSeat(), s.activation(), s.prompts(), s.controlPoints(), s.winner(), s.ending(), terrain(cards, s), zones(cards, s));
    }

    /** The state the view was drawn from: it holds every member of the state (nothing on the table is hidden), so a bot reads it back. */
    public WarmachineState toState() {
        return new WarmachineState(pack, scenario, layout, lists, stage, rolls, chooser, first, secondEdge,
                models.stream().map(ModelView::toModel).toList(), removed.stream().map(ModelView::toModel).toList(), round, turnSeat,
                activation, prompts, controlPoints, winner, ending);
    }

    private static List<Terrain> terrain(Catalogue cards, WarmachineState s) {
        Layout layout = cards.pack().layout(s.layout()).orElseThrow();
        return layout.features().stream().map(f -> new Terrain(f.id(), f.kind(),
                f.outline().stream().map(xy -> new Spot(Wire.of(xy.get(0)), Wire.of(xy.get(1)))).toList())).toList();
    }

    private static List<Zone> zones(Catalogue cards, WarmachineState s) {
        List<Zone> zones = new ArrayList<>();
        if (Scoring.MOSH_PIT.equals(s.scenario())) {
            cards.pack().scenario(s.scenario()).map(Scenario::zone)
                    .ifPresent(zone -> zones.add(new Zone(null, CONTROL_ZONE, circle(zone.centre().get(0), zone.centre().get(1), zone.radius()))));
        }
        if (s.first() != null && s.secondEdge() != null) {
            for (int seat = 0; seat < WarmachineState.SEATS; seat++) {
                zones.add(new Zone(seat, DEPLOYMENT, corners(Deployment.zone(s, seat))));
            }
        }
        return zones;
    }

    private static List<Spot> circle(double x, double y, double radius) {
        List<Spot> corners = new ArrayList<>();
        for (int i = 0; i < CIRCLE_CORNERS; i++) {
            double angle = 2 * Math.PI * i / CIRCLE_CORNERS;
            corners.add(new Spot(Wire.of(x + radius * Math.cos(angle)), Wire.of(y + radius * Math.sin(angle))));
        }
        return corners;
    }

    /** A polygon's corners, without the ring's closing repeat of the first. */
    private static List<Spot> corners(Polygon polygon) {
        Coordinate[] ring = polygon.getExteriorRing().getCoordinates();
        return Arrays.stream(ring, 0, ring.length - 1).map(c -> new Spot(Wire.of(c.x), Wire.of(c.y))).toList();
    }
}
