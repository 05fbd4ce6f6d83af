package dev.arbiter.warmachine.rules.geometry;

/**
 * The witness of a line of sight: a straight line from a point of the viewer's base to a point of
 * the target's base that passed every step (F01, F03). Top to top of the two volumes in height.
 */
public record Sightline(Point from, Point to) {
}
