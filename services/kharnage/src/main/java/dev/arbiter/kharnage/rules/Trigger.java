package dev.arbiter.kharnage.rules;

/** A skill of a unit just placed that acts now (Chief, Large unit, Kamikaze, or a skill linked to Elite). */
public record Trigger(int seat, String unit, SkillKind skill, int value) {
}
