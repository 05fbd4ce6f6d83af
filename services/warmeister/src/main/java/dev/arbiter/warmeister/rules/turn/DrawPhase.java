package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.cards.Drawing;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmeister.rules.WarmeisterCommand.Draw;
import dev.arbiter.warmeister.rules.WarmeisterEvent.StepEnded;
import java.util.ArrayList;
import java.util.List;

/**
 * warmeister.txt, DRAW: in priority order each player may draw up to one card per territory
 * (+1 per Wizard Tower). "May": the player picks how many, none included.
 */
public final class DrawPhase {

    private DrawPhase() {
    }

    public static int allowance(WarmeisterState state, int seat) {
        return Math.min(state.player(seat).drawAllowance(), Drawing.available(state));
    }

    public static List<WarmeisterEvent> draw(WarmeisterState state, int seat, Draw command, Dice dice) {
        Steps.expect(state, seat, Decision.DRAW, "Draw");
        BOOK.require(command.count() >= 0 && command.count() <= state.player(seat).drawAllowance(), "draw.too-many", "DRAW",
                () -> "you may draw up to " + state.player(seat).drawAllowance() + " cards (one per territory, +1 per Wizard Tower)");
        List<WarmeisterEvent> events = new ArrayList<>(Drawing.draw(state, seat, command.count(), "draw", dice));
        events.add(new StepEnded(seat));
        return events;
    }
}
