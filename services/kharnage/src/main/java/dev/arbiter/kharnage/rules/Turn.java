package dev.arbiter.kharnage.rules;

/**
 * The active player resolving its battle card (kharnage.md, BATTLE CARD ACTIONS), at one step of
 * {@link Steps#of}. {@code attacked} records that one of the card's attacks was made (Flight).
 */
public record Turn(int seat, String card, String step, boolean attacked) {
}
