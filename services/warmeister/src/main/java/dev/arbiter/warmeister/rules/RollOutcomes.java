package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.warfare.BattleResults;
import dev.arbiter.warmeister.rules.warfare.Rout;
import dev.arbiter.warmeister.rules.events.EventCards;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DiceRolled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DiceStood;
import java.util.ArrayList;
import java.util.List;

/** Open dice every seat has accepted: they stand, and the card or battle result they were rolled for takes its course. */
final class RollOutcomes {

    private RollOutcomes() {
    }

    static List<WarmeisterEvent> settle(WarmeisterState state, Dice dice) {
        DiceRolled roll = state.openDice().roll();
        List<WarmeisterEvent> events = new ArrayList<>();
        events.add(new DiceStood(roll.purpose()));
        WarmeisterState stood = Evolve.all(state, events);
        events.addAll(switch (roll.purpose()) {
            case EventCards.EARTHQUAKE, EventCards.DYNAMITE -> EventCards.afterDice(roll);
            case Rout.RUN_THEM_DOWN -> Rout.hunted(stood.battle(), roll);
            case BattleResults.HOLDINGS, BattleResults.CASTLE -> BattleResults.afterDice(stood, stood.battle(), roll, dice);
            default -> throw new IllegalStateException("no outcome for dice rolled for " + roll.purpose());
        });
        return events;
    }
}
