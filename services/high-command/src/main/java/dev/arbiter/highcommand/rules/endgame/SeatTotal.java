package dev.arbiter.highcommand.rules.endgame;

/** A number per seat: a Power total in an attack, a victory point score, a count of captures. */
public record SeatTotal(int seat, int value) {
}
