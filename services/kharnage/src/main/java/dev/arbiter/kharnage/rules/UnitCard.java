package dev.arbiter.kharnage.rules;

import java.util.List;

/**
 * A unit card (kharnage.md, "Armor / Placement / Skills"). {@code line} is its Placement (1 is
 * the line closest to the Hill). A Large unit's extra cards are unit cards with {@code partOf}
 * set to the card that carries the Large unit skill; a part has no stats of its own.
 */
public record UnitCard(String id, String name, int armor, int shields, int line, List<Skill> skills, boolean general,
        String partOf) {

    public UnitCard {
        skills = List.copyOf(skills);
    }

    public boolean has(SkillKind kind) {
        return skills.stream().anyMatch(s -> s.kind() == kind);
    }

    /** Sum of the values of the skills of this kind (not linked to Elite unless {@code elite}). */
    public int total(SkillKind kind, boolean elite) {
        return skills.stream().filter(s -> s.kind() == kind && s.elite() == elite).mapToInt(Skill::value).sum();
    }
}
