package dev.arbiter.highcommand.rules.turn;

import dev.arbiter.highcommand.rules.cards.Effect;

/**
 * Work the game has queued and does before it moves on: draws, the banked card's return, forced
 * discards and the choices an ability's effect asks for. Public: what is queued follows from
 * public events. The first task runs first; a task that needs a decision waits for its seat.
 */
public sealed interface Task {

    /** DRAW: {@code count} cards still to draw; culls and reshuffles on the way. */
    record Draw(int seat, int count) implements Task { }

    /** DRAW: the banked card back to the hand after the draw. */
    record ReturnBanked(int seat) implements Task { }

    /** An effect discard: the seat discards {@code count} cards of his choice ({@code DiscardChosen}). */
    record ForcedDiscard(int seat, int count, String source) implements Task { }

    /**
     * An effect destroy, move or refresh waiting for its owner's choice ({@code UseAbility} naming
     * {@code card}); {@code location} is where the ability's card is (null when in no location).
     */
    record Choice(int seat, String card, int index, Effect effect, int amount, String location) implements Task { }
}
