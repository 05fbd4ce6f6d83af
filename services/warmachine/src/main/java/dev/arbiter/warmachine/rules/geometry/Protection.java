package dev.arbiter.warmachine.rules.geometry;

/** What a feature gives a target against ranged and magic attacks (H03, rulebook "Concealment & Cover"). */
public enum Protection {
    NONE(0),
    CONCEALMENT(2),
    COVER(4);

    private final int defenceBonus;

    Protection(int defenceBonus) {
        this.defenceBonus = defenceBonus;
    }

    /** The DEF bonus; cover and concealment never add up, the better one counts. */
    public int defenceBonus() {
        return defenceBonus;
    }
}
