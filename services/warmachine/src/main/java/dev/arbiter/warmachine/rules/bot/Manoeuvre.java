package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.Scenario;
import dev.arbiter.warmachine.rules.game.Activation;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.AdvanceModel;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Aim;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.ForfeitMovement;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Run;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.StandUp;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import dev.arbiter.warmachine.rules.game.Wire;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Point;

import java.util.List;
import java.util.Optional;

/**
 * One member's Normal Movement (E01-E09, L06, L09): a knocked-down model stands up; a trooper out of formation goes
 * back to its commander; a model in melee stays to fight; then a charge that reaches ({@link Charges}), unless it can shoot
 * the enemy warcaster instead of charging something else; a model with a target in range aims; in Mosh Pit a model holding the zone with nothing in reach holds it; else it closes in: toward
 * its target (the enemy warcaster when within its threat, else the nearest enemy; the scenario zone first while no
 * enemy is near), stopping in its gun's range or at contact, running when an advance would reach nothing. Troopers stop
 * within their commander's command range; the warcaster keeps {@link #CASTER_BUFFER} from enemies other than their
 * warcaster.
 */
final class Manoeuvre {

    /** The gap the warcaster keeps from enemies other than the enemy warcaster, in inches. */
    static final double CASTER_BUFFER = 6;

    /** Inches a trooper keeps inside its commander's command range, and a shooter inside its range. */
    private static final double MARGIN = 0.5;

    /** An advance shorter than this gains nothing, in inches. */
    private static final double NOWHERE = 0.1;

    private final Survey survey;
    private final Targets targets;
    private final Charges charges;

    Manoeuvre(Survey survey, Targets targets, Charges charges) {
        this.survey = survey;
        this.targets = targets;
        this.charges = charges;
    }

    WarmachineCommand move(WarmachineState state, ModelState model, List<WarmachineCommand> legal) {
        String id = model.id();
        if (model.knockedDown()) {
            StandUp stand = new StandUp(id, "movement");
            return legal.contains(stand) ? stand : new ForfeitMovement(id);
        }
        Activation activation = state.activation();
        if (activation.outOfFormation().contains(id)) {
            return backInFormation(state, model, legal);
        }
        Battlefield field = survey.field(state);
        Figure me = survey.figure(state, model);
        boolean mustRunOrCharge = !survey.mayAdvance(state, model);
        if (Melee.inMelee(field, me, survey.meleeRanges(state)) && legal.contains(new ForfeitMovement(id))) {
            return new ForfeitMovement(id);
        }
        Optional<WarmachineCommand.Charge> charge = charges.best(state, model);
        boolean atCaster = charge.filter(c -> survey.warcaster(state, state.model(c.target()).orElseThrow())).isPresent();
        boolean mayAim = !mustRunOrCharge && legal.contains(new Aim(id));
        if (charge.isPresent() && (atCaster || !(mayAim && inRange(state, field, model, targets.enemyCaster(state, model.seat()).stream().toList())))) {
            return charge.get();
        }
        if (mayAim && (inRange(state, field, model, targets.enemies(state, model.seat())) || holdsZone(state, model))) {
            return new Aim(id);
        }
        if (!mustRunOrCharge && holdsZone(state, model) && legal.contains(new ForfeitMovement(id))) {
            return new ForfeitMovement(id);
        }
        boolean run = survey.mayRun(state, model) && (mustRunOrCharge || !survey.warcaster(state, model) && nothingWithinReach(state, model));
        if (!run && mustRunOrCharge) {
            return new ForfeitMovement(id);
        }
        Point destination = destination(state, model, run ? 2 * survey.speed(state, model) : survey.speed(state, model));
        if (destination.distance(me.centre()) < NOWHERE && !mustRunOrCharge) {
            return legal.contains(new Aim(id)) ? new Aim(id) : new ForfeitMovement(id);
        }
        List<Point> waypoints = List.of(destination);
        return run ? new Run(id, waypoints, null) : new AdvanceModel(id, waypoints, null);
    }

    /** Out of formation it advances toward its commander (L06), to the commander's centre: the advance stops at its base. */
    private WarmachineCommand backInFormation(WarmachineState state, ModelState model, List<WarmachineCommand> legal) {
        Optional<ModelState> commander = state.commander(model.unit()).filter(ModelState::deployed);
        if (commander.isEmpty() || !survey.mayAdvance(state, model)) {
            return legal.contains(new ForfeitMovement(model.id())) ? new ForfeitMovement(model.id()) : legal.get(0);
        }
        return new AdvanceModel(model.id(), List.of(onWire(commander.get().pose().centre())), null);
    }

    /** One of these models is in range of one of its guns, in its line of sight (F09, F01). */
    private boolean inRange(WarmachineState state, Battlefield field, ModelState model, List<ModelState> enemies) {
        double range = survey.card(state, model).weapons().stream().filter(w -> !"melee".equals(w.kind()))
                .mapToDouble(w -> w.rng()).max().orElse(0);
        Figure me = survey.figure(state, model);
        return range > 0 && enemies.stream().map(e -> survey.figure(state, e))
                .anyMatch(e -> Measure.gap(me, e) <= range && LineOfSight.exists(field, me, e));
    }

    /** In Mosh Pit, standing in the zone with no enemy within its threat: it stays to keep control (P03, P08). */
    private boolean holdsZone(WarmachineState state, ModelState model) {
        Optional<Scenario> scenario = survey.scenario(state);
        return scenario.isPresent() && Measure.within(survey.figure(state, model), centre(scenario.get()), scenario.get().zone().radius())
                && nothingWithinReach(state, model);
    }

    private boolean nothingWithinReach(WarmachineState state, ModelState model) {
        double threat = targets.threat(state, model);
        return targets.enemies(state, model.seat()).stream().noneMatch(e -> targets.gap(state, model, e) <= threat);
    }

    /** Where an advance with this allowance should end, on the straight line toward its goal. */
    private Point destination(WarmachineState state, ModelState model, double allowance) {
        Figure me = survey.figure(state, model);
        Point from = me.centre();
        Goal goal = goal(state, model);
        double distance = from.distance(goal.point());
        if (distance < NOWHERE) {
            return from;
        }
        double travel = Math.max(0, Math.min(allowance, distance - goal.stopShort()));
        Point to = from.towards(goal.point(), travel / distance);
        to = inFormation(state, model, to);
        if (survey.warcaster(state, model)) {
            to = outOfHarm(state, model, from, to);
        }
        return onWire(to);
    }

    /** A point and how far short of it the centre should stop. */
    private record Goal(Point point, double stopShort) {
    }

    private Goal goal(WarmachineState state, ModelState model) {
        Figure me = survey.figure(state, model);
        double threat = targets.threat(state, model);
        Optional<ModelState> nearest = targets.nearestEnemy(state, model);
        Optional<Scenario> scenario = survey.scenario(state);
        boolean enemyNear = nearest.filter(e -> targets.gap(state, model, e) <= threat + Charges.CHARGE_EXTRA).isPresent();
        if (scenario.isPresent() && !enemyNear && !Measure.within(me, centre(scenario.get()), scenario.get().zone().radius())) {
            return new Goal(centre(scenario.get()), 0);
        }
        Optional<ModelState> caster = targets.enemyCaster(state, model.seat()).filter(c -> targets.gap(state, model, c) <= threat);
        Optional<ModelState> target = caster.isPresent() ? caster : nearest;
        if (target.isEmpty()) {
            return new Goal(me.centre(), 0);
        }
        Figure aim = survey.figure(state, target.get());
        double shot = Targets.longestShot(survey.card(state, model));
        double keep = shot > 0 && (survey.meleeRange(state, model) <= 0 || survey.warcaster(state, model)) ? Math.max(0, shot - MARGIN) : 0;
        return new Goal(aim.centre(), me.radius() + aim.radius() + keep);
    }

    /** A trooper's end point pulled back within its commander's command range, less a margin (L05). */
    private Point inFormation(WarmachineState state, ModelState model, Point to) {
        if (model.unit() == null || model.commands()) {
            return to;
        }
        Optional<ModelState> commander = state.commander(model.unit()).filter(ModelState::deployed);
        if (commander.isEmpty()) {
            return to;
        }
        Figure leader = survey.figure(state, commander.get());
        Integer cmd = survey.card(state, commander.get()).stats().cmd();
        double limit = (cmd == null ? 0 : cmd) + leader.radius() + survey.figure(state, model).radius() - MARGIN;
        double away = leader.centre().distance(to);
        return away <= limit ? to : leader.centre().towards(to, limit / away);
    }

    /** The warcaster's end point pulled back toward where it stands until it keeps its distance from the enemy's fighters. */
    private Point outOfHarm(WarmachineState state, ModelState caster, Point from, Point to) {
        Figure me = survey.figure(state, caster);
        List<Figure> fighters = targets.enemies(state, caster.seat()).stream().filter(e -> !survey.warcaster(state, e))
                .map(e -> survey.figure(state, e)).toList();
        Point at = to;
        for (double t = 1; t > 0; t -= 0.1) {
            at = from.towards(to, t);
            Figure there = me.at(me.pose().movedTo(at));
            if (fighters.stream().allMatch(f -> Measure.gap(there, f) >= CASTER_BUFFER)) {
                return at;
            }
        }
        return from;
    }

    private static Point centre(Scenario scenario) {
        return new Point(scenario.zone().centre().get(0), scenario.zone().centre().get(1));
    }

    /** The point as a command carries it, in whole ten-thousandths of an inch on the table (Wire), so that a replay from JSON moves alike. */
    static Point onWire(Point p) {
        return new Point(Wire.value(Wire.of(Math.max(0, Math.min(48, p.x())))), Wire.value(Wire.of(Math.max(0, Math.min(48, p.y())))));
    }
}
