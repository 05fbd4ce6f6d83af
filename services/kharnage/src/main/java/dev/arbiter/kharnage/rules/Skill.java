package dev.arbiter.kharnage.rules;

/**
 * A skill symbol on a unit card with its value (Chief 3, Sword 2...; 1 for skills without a
 * number). {@code elite} marks a skill linked to the Elite symbol. {@code attack} is the attack
 * type a Web skill follows (kharnage.md, Web: "respecting the type"); null for other skills.
 */
public record Skill(SkillKind kind, int value, boolean elite, AttackKind attack) {

    public static Skill of(SkillKind kind, int value) {
        return new Skill(kind, value, false, null);
    }

    public static Skill elite(SkillKind kind, int value) {
        return new Skill(kind, value, true, null);
    }

    public static Skill web(AttackKind attack) {
        return new Skill(SkillKind.WEB, 1, false, attack);
    }
}
