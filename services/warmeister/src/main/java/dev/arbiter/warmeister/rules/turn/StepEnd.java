package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterEvent.StepEnded;
import java.util.List;

/** Ends a seat's own step of the Revenue, Warfare or Supply phase. */
public final class StepEnd {

    private StepEnd() {
    }

    public static List<WarmeisterEvent> end(WarmeisterState state, int seat) {
        Decision decision = Steps.expect(state, seat, Steps.OWN_STEP, "Ending the step");
        if (decision == Decision.SUPPLY_STEP) {
            BOOK.require(SupplyPhase.supplied(state.player(seat)), "supply.over-capacity", "SUPPLY",
                    "armies beyond your supply must be discarded first");
        }
        return List.of(new StepEnded(seat));
    }
}
