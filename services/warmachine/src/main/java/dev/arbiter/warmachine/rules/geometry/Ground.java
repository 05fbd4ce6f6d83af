package dev.arbiter.warmachine.rules.geometry;

/** What a terrain feature does to movement (O01-O05, O13, O14; rulebook "What Type of Terrain Is It?"). */
public enum Ground {
    /** Moves without restriction (O02). */
    OPEN,
    /** Half rate while any part of the base is in it (O03, E24): brush, forest, rubble, shallow water. */
    ROUGH,
    /** A barrier up to 1" tall: crossed only completely, never stood on; charges stop at it (O13, E25). */
    OBSTACLE,
    /** 1" tall or more, difficult terrain: only Flight and Incorporeal pass (O14, E26). */
    OBSTRUCTION,
    /** Never entered or placed into (O05, E26). */
    IMPASSABLE;

    /** A base may never end its movement overlapping it. */
    public boolean excludesBases() {
        return this == OBSTACLE || this == OBSTRUCTION || this == IMPASSABLE;
    }
}
