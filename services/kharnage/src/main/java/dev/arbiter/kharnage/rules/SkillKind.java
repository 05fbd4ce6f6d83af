package dev.arbiter.kharnage.rules;

/** The skills of kharnage.md, "Skills". Shield is also carried as a unit card's {@code shields}. */
public enum SkillKind {
    BOW, CHIEF, FLIGHT, KAMIKAZE, KNIGHT, LARGE_UNIT, MAGIC_MISSILES, POWDER, SHIELD, STOMP, SWORD, VETERAN, WEB
}
