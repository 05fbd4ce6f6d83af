package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.AllocateFocus;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.EndControl;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.PayUpkeep;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Shake;
import dev.arbiter.warmachine.rules.game.WarmachineState;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The Control Phase (A17, K05, K11, I09): every upkeep spell is kept; a knocked-down warcaster or warjack shakes it off; the warcaster gives focus to the
 * warjacks that can reach an enemy this turn (to charge, boost and buy attacks, K07-K09), one point at a time to the one
 * holding least, while it keeps {@link #KEPT} for its own spells and power field, all of it to the warjacks that can
 * reach the enemy warcaster; then the phase ends.
 */
final class FocusPlan {

    /** The focus the warcaster keeps for itself. */
    static final int KEPT = 2;

    /** Inches of slack on a warjack's threat, for the enemies that will come closer before it activates. */
    private static final double SLACK = 2;

    private final Survey survey;
    private final Targets targets;

    FocusPlan(Survey survey, Targets targets) {
        this.survey = survey;
        this.targets = targets;
    }

    WarmachineCommand next(WarmachineState state, int seat, List<WarmachineCommand> legal) {
        // upkeep comes before shaking, which ends it (rulebook "Control Phase", steps 4 and 5)
        Optional<WarmachineCommand> upkeep = legal.stream().filter(PayUpkeep.class::isInstance).findFirst();
        if (upkeep.isPresent()) {
            return upkeep.get();
        }
        Optional<WarmachineCommand> shake = legal.stream().filter(Shake.class::isInstance).findFirst();
        if (shake.isPresent()) {
            return shake.get();
        }
        int casterFocus = state.of(seat).stream().filter(m -> survey.warcaster(state, m)).mapToInt(ModelState::focus).findFirst().orElse(0);
        List<AllocateFocus> allocations = legal.stream().filter(AllocateFocus.class::isInstance).map(AllocateFocus.class::cast).toList();
        Optional<AllocateFocus> atCaster = allocations.stream().filter(a -> reachesCaster(state, state.model(a.warjack()).orElseThrow()))
                .min(Comparator.comparingInt(a -> state.model(a.warjack()).orElseThrow().focus()));
        if (atCaster.isPresent()) {
            return atCaster.get();
        }
        if (casterFocus > KEPT) {
            Optional<AllocateFocus> allocation = allocations.stream().filter(a -> reachesSomething(state, state.model(a.warjack()).orElseThrow()))
                    .min(Comparator.comparingInt(a -> state.model(a.warjack()).orElseThrow().focus()));
            if (allocation.isPresent()) {
                return allocation.get();
            }
        }
        return new EndControl();
    }

    private boolean reachesSomething(WarmachineState state, ModelState jack) {
        double threat = targets.threat(state, jack) + SLACK;
        return targets.enemies(state, jack.seat()).stream().anyMatch(e -> targets.gap(state, jack, e) <= threat);
    }

    /** The enemy warcaster is within the warjack's threat: it gets all the focus, as a caster kill wins the game (A13). */
    private boolean reachesCaster(WarmachineState state, ModelState jack) {
        double threat = targets.threat(state, jack);
        return targets.enemyCaster(state, jack.seat()).filter(c -> targets.gap(state, jack, c) <= threat).isPresent();
    }
}
