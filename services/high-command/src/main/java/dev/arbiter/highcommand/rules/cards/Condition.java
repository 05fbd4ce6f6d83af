package dev.arbiter.highcommand.rules.cards;

/**
 * An ability acts only while the cards matching {@code count} number at least {@code atLeast} and,
 * when given, at most {@code atMost} ({@code $defs/condition}; COMMON TERMS, cannot be destroyed).
 */
public record Condition(Filter count, int atLeast, Integer atMost) {

    public Condition {
        count = count == null ? Filter.THIS : count;
    }

    public boolean holds(int matching) {
        return matching >= atLeast && (atMost == null || matching <= atMost);
    }
}
