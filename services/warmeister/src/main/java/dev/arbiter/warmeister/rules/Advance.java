package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.warfare.BattleFlow;
import dev.arbiter.warmeister.rules.turn.Priority;
import dev.arbiter.warmeister.rules.events.StandingPass;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.warmeister.rules.events.Responses;
import dev.arbiter.warmeister.rules.turn.Revenue;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmeister.rules.Interrupt.ResponseWindow;
import dev.arbiter.warmeister.rules.WarmeisterEvent.PhaseBegan;
import java.util.ArrayList;
import java.util.List;

/**
 * The automatic steps: whenever nobody is awaited, the game moves itself on (passes for standing
 * passes, rolls priority and revenue, resolves a closed response window, lets accepted dice stand, rolls battle dice, ends
 * phases) until someone has a decision to make.
 */
final class Advance {

    private Advance() {
    }

    static List<WarmeisterEvent> step(WarmeisterState state, Dice dice) {
        if (StandingPass.answersAlone(state)) {
            return StandingPass.passes(state);
        }
        if (state.interrupt() instanceof ResponseWindow window) {
            return Responses.resolve(state, window, dice);
        }
        if (state.openDice() != null) {
            return RollOutcomes.settle(state, dice);
        }
        if (state.battle() != null) {
            return BattleFlow.step(state, state.battle(), dice);
        }
        List<WarmeisterEvent> events = new ArrayList<>();
        switch (state.phase()) {
            case DRAW -> {
                events.add(new PhaseBegan(state.turn(), Phase.REVENUE));
                events.addAll(Revenue.collect(state, dice));
            }
            // warmeister.txt, WARFARE: no battles may be declared in the first turn
            case REVENUE -> events.add(new PhaseBegan(state.turn(), state.turn() == 1 ? Phase.SUPPLY : Phase.WARFARE));
            case WARFARE -> events.add(new PhaseBegan(state.turn(), Phase.SUPPLY));
            case SUPPLY -> events.add(new PhaseBegan(state.turn(), Phase.END));
            case END -> {
                events.add(Priority.roll(state, state.turn() + 1, dice));
                events.add(new PhaseBegan(state.turn() + 1, Phase.DRAW));
            }
            default -> throw new IllegalStateException("nothing to advance in " + state.phase());
        }
        return events;
    }
}
