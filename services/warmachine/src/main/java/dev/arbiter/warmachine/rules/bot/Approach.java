package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.Scenario;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import dev.arbiter.warmachine.rules.game.Wire;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Point;

import java.util.List;
import java.util.Optional;

/**
 * Where a model closing in goes (E02, E04, E05): straight toward its goal, the enemy warcaster when within its threat,
 * else the nearest enemy (in Mosh Pit the zone first while no enemy is near, P08), stopping in its gun's range or at
 * contact. A trooper stops within its commander's command range (L05); the warcaster keeps {@link #CASTER_BUFFER} from
 * every enemy but the enemy warcaster.
 */
final class Approach {

    /** The gap the warcaster keeps from enemies other than the enemy warcaster, in inches. */
    static final double CASTER_BUFFER = 6;

    /** An advance shorter than this gains nothing, in inches. */
    static final double NOWHERE = 0.1;

    /** Inches beyond its threat within which an enemy is near enough to go for rather than the scenario zone. */
    private static final double NEAR = 3;

    /** Inches a trooper keeps inside its commander's command range, and a shooter inside its range. */
    private static final double MARGIN = 0.5;

    private final Survey survey;
    private final Targets targets;

    Approach(Survey survey, Targets targets) {
        this.survey = survey;
        this.targets = targets;
    }

    /** How far the model's centre is from where it is going; the members nearest their goal move first, out of the others' way. */
    double toGo(WarmachineState state, ModelState model) {
        Goal goal = goal(state, model);
        return Math.max(0, survey.figure(state, model).centre().distance(goal.point()) - goal.stopShort());
    }

    /** Where an advance with this allowance should end, on the straight line toward its goal, as a command carries it. */
    Point destination(WarmachineState state, ModelState model, double allowance) {
        Point from = survey.figure(state, model).centre();
        Point to = straightOn(state, model, allowance);
        to = inFormation(state, model, to, allowance);
        if (survey.warcaster(state, model)) {
            to = outOfHarm(state, model, from, to);
        }
        return onWire(to);
    }

    /** As far as the allowance goes on the straight line toward the model's goal. */
    private Point straightOn(WarmachineState state, ModelState model, double allowance) {
        Point from = survey.figure(state, model).centre();
        Goal goal = goal(state, model);
        double distance = from.distance(goal.point());
        if (distance < NOWHERE) {
            return from;
        }
        return from.towards(goal.point(), Math.max(0, Math.min(allowance, distance - goal.stopShort())) / distance);
    }

    /** A point and how far short of it the centre should stop. */
    private record Goal(Point point, double stopShort) {
    }

    private Goal goal(WarmachineState state, ModelState model) {
        Figure me = survey.figure(state, model);
        double threat = targets.threat(state, model);
        Optional<ModelState> nearest = targets.nearestEnemy(state, model);
        Optional<Scenario> scenario = survey.scenario(state);
        boolean enemyNear = nearest.filter(e -> targets.gap(state, model, e) <= threat + NEAR).isPresent();
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

    /**
     * A trooper's end point pulled back within its commander's command range, less a margin (L05): around where the
     * commander stands, or, when it has yet to move, where the same allowance will take it.
     */
    private Point inFormation(WarmachineState state, ModelState model, Point to, double allowance) {
        if (model.unit() == null || model.commands()) {
            return to;
        }
        Optional<ModelState> commander = state.commander(model.unit()).filter(ModelState::deployed);
        if (commander.isEmpty()) {
            return to;
        }
        Figure leader = survey.figure(state, commander.get());
        Point centre = state.activation().canMove(commander.get().id()) ? straightOn(state, commander.get(), allowance) : leader.centre();
        Integer cmd = survey.card(state, commander.get()).stats().cmd();
        double limit = (cmd == null ? 0 : cmd) + leader.radius() + survey.figure(state, model).radius() - MARGIN;
        double away = centre.distance(to);
        return away <= limit ? to : centre.towards(to, limit / away);
    }

    /** The warcaster's end point pulled back toward where it stands until it keeps its distance from the enemy's fighters. */
    private Point outOfHarm(WarmachineState state, ModelState caster, Point from, Point to) {
        Figure me = survey.figure(state, caster);
        List<Figure> fighters = targets.enemies(state, caster.seat()).stream().filter(e -> !survey.warcaster(state, e))
                .map(e -> survey.figure(state, e)).toList();
        for (double t = 1; t > 0; t -= 0.1) {
            Point at = from.towards(to, t);
            Figure there = me.at(me.pose().movedTo(at));
            if (fighters.stream().allMatch(f -> Measure.gap(there, f) >= CASTER_BUFFER)) {
                return at;
            }
        }
        return from;
    }

    static Point centre(Scenario scenario) {
        return new Point(scenario.zone().centre().get(0), scenario.zone().centre().get(1));
    }

    /** The point as a command carries it, in whole ten-thousandths of an inch on the table (Wire), so that a replay from JSON moves alike. */
    static Point onWire(Point p) {
        return new Point(Wire.value(Wire.of(Math.max(0, Math.min(48, p.x())))), Wire.value(Wire.of(Math.max(0, Math.min(48, p.y())))));
    }
}
