package dev.arbiter.kharnage.rules;

/** kharnage.md, ATTACKS: the two kinds of attack. */
public enum AttackKind {
    ASSAULT, SHOOTING
}
