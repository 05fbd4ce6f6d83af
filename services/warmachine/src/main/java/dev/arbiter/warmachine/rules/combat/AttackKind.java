package dev.arbiter.warmachine.rules.combat;

/** The three attacks and the stat each rolls with (rulebook "Attack Roll"; D04). */
public enum AttackKind {
    MELEE("MAT"),
    RANGED("RAT"),
    MAGIC("FOCUS");

    private final String stat;

    AttackKind(String stat) {
        this.stat = stat;
    }

    public String stat() {
        return stat;
    }
}
