package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.geometry.Measure;

import java.util.List;
import java.util.Optional;

/** Unit formation (rulebook "Unit Formation", "Out of Formation"; L01, L05, L06). */
final class Formation {

    private final Catalogue cards;

    Formation(Catalogue cards) {
        this.cards = cards;
    }

    /**
     * A trooper is in formation within its commander's command range; the commander always is, and so is every
     * model that is not a trooper (L05). A unit without a commander has nobody to be in formation with.
     */
    boolean inFormation(WarmachineState state, ModelState model) {
        if (model.unit() == null || model.commands()) {
            return true;
        }
        Optional<ModelState> commander = state.commander(model.unit());
        return commander.isPresent() && commander.get().deployed() && model.deployed()
                && Measure.within(cards.figure(model), cards.figure(commander.get()), cards.commandRange(commander.get()));
    }

    List<String> outOfFormation(WarmachineState state, String unit) {
        return state.unit(unit).stream().filter(m -> !inFormation(state, m)).map(ModelState::id).toList();
    }
}
