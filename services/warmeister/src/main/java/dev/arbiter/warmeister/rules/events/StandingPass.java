package dev.arbiter.warmeister.rules.events;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.warfare.Battle;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.warfare.BattleStage;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.Interrupt.ResponseWindow;
import dev.arbiter.warmeister.rules.WarmeisterCommand.SetStandingPass;
import dev.arbiter.warmeister.rules.WarmeisterEvent.EventAllowed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.RollsAccepted;
import dev.arbiter.warmeister.rules.WarmeisterEvent.StandingPassSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A seat's standing pass: it answers every Luck and Denied! window by itself. It is set or
 * cleared while passing a window the seat is asked in (either way the same public pass follows,
 * only the seat sees which way it went). Every window is offered to every seat alike and lists
 * every seat that has not answered, whatever its hand or its preference; only when every seat
 * the window still waits for holds a standing pass are their passes recorded, and the window
 * closes. That is an automatic step ({@link Advance}): such a window asks nobody, so the game never
 * rests in it. So the preference shows in no view and in no list of awaited seats, only in who
 * passed without a command of its own once a window closes.
 */
public final class StandingPass {

    public static final Set<Decision> WINDOWS = Set.of(Decision.RESPOND, Decision.LUCK);

    private StandingPass() {
    }

    public static List<WarmeisterEvent> set(WarmeisterState state, int seat, SetStandingPass command) {
        Decision window = Steps.expect(state, seat, WINDOWS, "Setting a standing pass");
        BOOK.require(command.pass() != state.player(seat).standingPass(), "standing-pass.unchanged", "EVENT CARDS",
                () -> "your standing pass is already " + (command.pass() ? "on" : "off"));
        List<WarmeisterEvent> events = new ArrayList<>();
        events.add(new StandingPassSet(seat, command.pass()));
        events.addAll(window == Decision.RESPOND ? Responses.allow(state, seat) : Luck.accept(state, seat));
        return events;
    }

    /**
     * Whether the open Luck or Denied! window now waits only for seats holding a standing pass:
     * then nobody is asked, and the automatic step {@link #passes} answers for them.
     */
    public static boolean answersAlone(WarmeisterState state) {
        List<Integer> unanswered = unanswered(state);
        return !unanswered.isEmpty() && unanswered.stream().allMatch(seat -> state.player(seat).standingPass());
    }

    /** The passes of the seats the open window still waits for, once {@link #answersAlone} holds. */
    public static List<WarmeisterEvent> passes(WarmeisterState state) {
        boolean responding = state.interrupt() instanceof ResponseWindow;
        return unanswered(state).stream().map(seat -> responding ? (WarmeisterEvent) new EventAllowed(seat) : new RollsAccepted(seat)).toList();
    }

    /** The seats the open Luck or Denied! window still waits for, if one is open. */
    private static List<Integer> unanswered(WarmeisterState state) {
        if (state.winner() != null) {
            return List.of();
        }
        if (state.interrupt() != null) {
            return state.interrupt() instanceof ResponseWindow window ? window.awaiting() : List.of();
        }
        if (state.openDice() != null) {
            return state.openDice().awaiting();
        }
        Battle battle = state.battle();
        boolean luck = battle != null && (battle.stage() == BattleStage.LUCK || battle.stage() == BattleStage.ROUT_LUCK);
        return luck ? battle.luckAwaiting() : List.of();
    }
}
