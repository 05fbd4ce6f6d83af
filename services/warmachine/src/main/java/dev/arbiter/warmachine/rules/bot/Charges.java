package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Charge;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import dev.arbiter.warmachine.rules.game.Wire;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The charge worth declaring (E07, E08): of the charges the rules allow straight at an enemy, those the geometry says
 * end in melee range (a failed charge ends the activation), the best target first ({@link Targets#priority}). A
 * warcaster charges only the enemy warcaster: it is too precious to trade for anything less.
 */
final class Charges {

    private final Survey survey;
    private final Targets targets;

    Charges(Survey survey, Targets targets) {
        this.survey = survey;
        this.targets = targets;
    }

    Optional<Charge> best(WarmachineState state, ModelState model) {
        Battlefield field = survey.field(state);
        Figure me = survey.figure(state, model);
        boolean caster = survey.warcaster(state, model);
        return survey.charges(state, model).stream()
                .map(c -> new Charge(c.model(), c.target(), Wire.value(Wire.of(c.heading())) % 360, null))
                .filter(c -> !caster || survey.warcaster(state, state.model(c.target()).orElseThrow()))
                .filter(c -> reaches(state, field, me, model, c))
                .min((a, b) -> targets.priority(state, model).compare(state.model(a.target()).orElseThrow(), state.model(b.target()).orElseThrow()));
    }

    /** The charge, moved as the rules will move it, ends with the target in melee range. */
    private boolean reaches(WarmachineState state, Battlefield field, Figure me, ModelState model, Charge charge) {
        Figure target = field.figure(charge.target());
        double reach = survey.meleeRange(state, model);
        if (dev.arbiter.warmachine.rules.geometry.Charge.refusal(field, me, target, charge.heading(), reach).isPresent()) {
            return false;
        }
        return dev.arbiter.warmachine.rules.geometry.Charge.move(field, me, target, charge.heading(), survey.speed(state, model), reach,
                OptionalDouble.empty()).successful();
    }
}
