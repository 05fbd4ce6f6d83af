package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.events.PlayedCard;
import java.util.List;

/**
 * A decision that cuts into the current step and, once made, hands control back to it: a
 * response window for Denied!, or a cost or on-recruit effect to settle.
 */
public sealed interface Interrupt {

    /** Seats whose answer is awaited. */
    List<Integer> awaiting();

    /**
     * Event cards waiting to resolve, bottom first. Each seat in {@code awaiting} may play
     * Denied! on the top card or allow it; every Denied! reopens the window to the others.
     */
    record ResponseWindow(List<PlayedCard> stack, List<Integer> awaiting, List<Integer> responders) implements Interrupt {
        public ResponseWindow {
            stack = List.copyOf(stack);
            awaiting = List.copyOf(awaiting);
            responders = List.copyOf(responders);
        }

        public PlayedCard top() {
            return stack.get(stack.size() - 1);
        }
    }

    /** The buyer still owes {@code count} discards for a "discard N cards to play" army. */
    record OwedDiscards(int seat, int count) implements Interrupt {
        @Override
        public List<Integer> awaiting() {
            return List.of(seat);
        }
    }

    /** Goblin Slingshooters' buyer picks the opponent who must discard. */
    record VictimChoice(int seat) implements Interrupt {
        @Override
        public List<Integer> awaiting() {
            return List.of(seat);
        }
    }

    /** {@code seat} must discard {@code count} cards of its choice. */
    record ForcedDiscard(int seat, int count) implements Interrupt {
        @Override
        public List<Integer> awaiting() {
            return List.of(seat);
        }
    }
}
