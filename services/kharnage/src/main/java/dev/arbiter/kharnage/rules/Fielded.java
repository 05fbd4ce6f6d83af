package dev.arbiter.kharnage.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A unit in an Army: its card, the Large-unit parts joined to it, and the two keywords of
 * kharnage.md, KEYWORDS: Absent (flipped, not part of the Army) and Immobilized (a Web on it).
 */
public record Fielded(String card, List<String> parts, boolean absent, boolean immobilized) {

    public Fielded {
        parts = List.copyOf(parts);
    }

    public static Fielded placed(String card) {
        return new Fielded(card, List.of(), false, false);
    }

    /** Every card of this unit: a Large unit is all of its cards. */
    public List<String> cards() {
        List<String> all = new ArrayList<>();
        all.add(card);
        all.addAll(parts);
        return all;
    }

    public Fielded withParts(List<String> joined) {
        return new Fielded(card, joined, absent, immobilized);
    }

    public Fielded withAbsent(boolean value) {
        return new Fielded(card, parts, value, immobilized);
    }

    public Fielded withImmobilized(boolean value) {
        return new Fielded(card, parts, absent, value);
    }
}
