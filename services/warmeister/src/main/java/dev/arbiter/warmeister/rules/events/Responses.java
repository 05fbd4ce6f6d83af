package dev.arbiter.warmeister.rules.events;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Evolve;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmeister.rules.Interrupt.ResponseWindow;
import dev.arbiter.warmeister.rules.WarmeisterCommand.PlayDenied;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DieRerolled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.EventAllowed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.EventPlayed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.EventResolved;
import java.util.ArrayList;
import java.util.List;

/**
 * Denied! (warmeister.txt, EVENT CARDS): "Cancel any 1 event card". Every event card played
 * outside the battle alternation (Luck included) opens a window in which every other player may
 * answer it with Denied! or allow it, all at once and in any order. A Denied!
 * is an event card too, so the window reopens for everyone else. When all have allowed, the
 * stack resolves from the top: each Denied! that stands cancels the card beneath it.
 */
public final class Responses {

    private Responses() {
    }

    public static List<WarmeisterEvent> deny(WarmeisterState state, int seat, PlayDenied command) {
        Steps.expect(state, seat, Decision.RESPOND, "Playing Denied!");
        Steps.inHand(state, seat, command.card());
        Steps.kindIs(command.card(), CardKind.DENIED, "EVENT CARDS, Denied!");
        ResponseWindow window = (ResponseWindow) state.interrupt();
        return List.of(new EventPlayed(seat, command.card(), null, window.top().card(), null));
    }

    public static List<WarmeisterEvent> allow(WarmeisterState state, int seat) {
        Steps.expect(state, seat, Decision.RESPOND, "Allowing the event");
        return List.of(new EventAllowed(seat));
    }

    /** Everyone has answered: resolve the stack, then let the bottom card act if it stands. */
    public static List<WarmeisterEvent> resolve(WarmeisterState state, ResponseWindow window, Dice dice) {
        List<WarmeisterEvent> events = new ArrayList<>();
        List<PlayedCard> stack = window.stack();
        boolean cancelled = false; // the top card stands; each standing Denied! cancels the card beneath
        for (int i = stack.size() - 1; i >= 0; i--) {
            events.add(new EventResolved(stack.get(i).card(), cancelled));
            cancelled = !cancelled && stack.get(i).kind() == CardKind.DENIED;
        }
        PlayedCard bottom = stack.get(0);
        boolean stands = !((EventResolved) events.get(events.size() - 1)).cancelled();
        if (!stands) {
            return events;
        }
        WarmeisterState after = Evolve.all(state, events);
        if (bottom.kind() == CardKind.LUCK) {
            events.add(new DieRerolled(bottom.seat(), bottom.die(), dice.d6()));
        } else {
            events.addAll(EventCards.effect(after, bottom, dice));
        }
        return events;
    }
}
