package dev.arbiter.kharnage.rules;

/**
 * A battle card's Power. The rulebook names the Power but never says what one does, so a pack
 * describes each power with one effect of a small vocabulary ({@link PowerKind}); see
 * docs/rules/kharnage.md, "Powers".
 */
public record Power(PowerKind kind, int value) {
}
