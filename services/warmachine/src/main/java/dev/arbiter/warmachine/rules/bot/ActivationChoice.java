package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.game.Activation;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Activate;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import dev.arbiter.warmachine.rules.geometry.Measure;

import java.util.Comparator;
import java.util.List;

/**
 * Which model or unit activates next (A18): the one nearest the enemy first, so that the front engages and the rest
 * follow, the warcaster last, once its army has made room. A unit gets Press Forward (L09) when a trooper could charge
 * or when nothing is within reach of an advance, so that it runs to close the distance; otherwise it advances and shoots.
 */
final class ActivationChoice {

    private final Survey survey;
    private final Targets targets;

    ActivationChoice(Survey survey, Targets targets) {
        this.survey = survey;
        this.targets = targets;
    }

    WarmachineCommand next(WarmachineState state, List<WarmachineCommand> legal) {
        Activate chosen = legal.stream().filter(Activate.class::isInstance).map(Activate.class::cast).filter(a -> a.order() == null)
                .min(Comparator.comparingDouble(a -> urgency(state, members(state, a.id())))).orElseThrow();
        List<ModelState> members = members(state, chosen.id());
        boolean unit = state.model(chosen.id()).isEmpty();
        return unit && pressesForward(state, members) ? new Activate(chosen.id(), Activation.PRESS_FORWARD) : chosen;
    }

    private static List<ModelState> members(WarmachineState state, String id) {
        return state.model(id).map(List::of).orElseGet(() -> state.unit(id));
    }

    /** The gap from the nearest member to its nearest enemy; a warcaster waits for the others. */
    private double urgency(WarmachineState state, List<ModelState> members) {
        double nearest = members.stream().mapToDouble(m -> targets.nearestEnemy(state, m).map(e -> targets.gap(state, m, e)).orElse(Double.MAX_VALUE))
                .min().orElse(Double.MAX_VALUE);
        return members.stream().anyMatch(m -> survey.warcaster(state, m)) ? Double.MAX_VALUE / 2 + nearest : nearest;
    }

    private boolean pressesForward(WarmachineState state, List<ModelState> members) {
        boolean mayCharge = members.stream().filter(m -> survey.meleeRange(state, m) > 0).anyMatch(m -> withinGap(state, m,
                Measure.meleeThreat(survey.speed(state, m), survey.meleeRange(state, m))));
        boolean nothingInReach = members.stream().noneMatch(m -> withinGap(state, m, targets.threat(state, m)));
        return mayCharge || nothingInReach;
    }

    private boolean withinGap(WarmachineState state, ModelState model, double inches) {
        return targets.nearestEnemy(state, model).filter(e -> targets.gap(state, model, e) <= inches).isPresent();
    }
}
