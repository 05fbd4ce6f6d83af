package dev.arbiter.warmachine.rules.bot;

import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Survey;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.MakeFreeStrike;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.ReinforcePowerField;
import dev.arbiter.warmachine.rules.game.WarmachineState;

import java.util.Comparator;
import java.util.List;

/**
 * The answers to decisions owed out of turn (inventory §1.6): a free strike is always taken, with the hardest-hitting
 * melee weapon offered (G07); a power field is reinforced, as it is offered only to a warcaster holding focus (K13); a
 * promotion or a new commander goes to the first trooper offered (L02).
 */
final class Answers {

    private final Survey survey;

    Answers(Survey survey) {
        this.survey = survey;
    }

    WarmachineCommand answer(WarmachineState state, List<WarmachineCommand> legal) {
        List<MakeFreeStrike> strikes = legal.stream().filter(MakeFreeStrike.class::isInstance).map(MakeFreeStrike.class::cast).toList();
        if (!strikes.isEmpty()) {
            return strikes.stream().max(Comparator.comparingInt(s -> power(state, s))).orElseThrow();
        }
        return legal.stream().filter(ReinforcePowerField.class::isInstance).findFirst().orElse(legal.get(0));
    }

    private int power(WarmachineState state, MakeFreeStrike strike) {
        ModelState striker = state.model(strike.striker()).orElseThrow();
        Profile.Weapon weapon = survey.card(state, striker).weapons().get(strike.weapon());
        return weapon.pow() == null ? 0 : weapon.pow();
    }
}
