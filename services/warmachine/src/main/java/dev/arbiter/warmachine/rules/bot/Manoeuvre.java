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
 * back to its commander; a model in melee stays to fight; then a charge that reaches ({@link Charges}), unless it can
 * shoot the enemy warcaster instead of charging something else; a model with a target in range aims; in Mosh Pit a
 * model holding the zone with nothing in reach holds it; else it closes in ({@link Approach}), running when an advance
 * would reach nothing (never the warcaster, which keeps its distance).
 */
final class Manoeuvre {

    private final Survey survey;
    private final Targets targets;
    private final Charges charges;
    private final Approach approach;

    Manoeuvre(Survey survey, Targets targets, Charges charges, Approach approach) {
        this.survey = survey;
        this.targets = targets;
        this.charges = charges;
        this.approach = approach;
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
        Point destination = approach.destination(state, model, run ? 2 * survey.speed(state, model) : survey.speed(state, model));
        if (destination.distance(me.centre()) < Approach.NOWHERE && !mustRunOrCharge) {
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
        return new AdvanceModel(model.id(), List.of(Approach.onWire(commander.get().pose().centre())), null);
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
        return scenario.isPresent() && Measure.within(survey.figure(state, model), Approach.centre(scenario.get()), scenario.get().zone().radius())
                && nothingWithinReach(state, model);
    }

    private boolean nothingWithinReach(WarmachineState state, ModelState model) {
        double threat = targets.threat(state, model);
        return targets.enemies(state, model.seat()).stream().noneMatch(e -> targets.gap(state, model, e) <= threat);
    }
}
