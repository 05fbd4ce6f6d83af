package dev.arbiter.warmachine.rules.geometry;

/** Why a movement ended where it did. */
public enum Stop {
    /** It went where it was asked to. */
    COMPLETED,
    /** Its allowance was spent, rough terrain counting double (E04, E05, E24). */
    OUT_OF_MOVEMENT,
    /** It contacted a model and a base cannot pass over another (E02, E07, E13). */
    MODEL,
    /** It contacted an obstacle it could not cross, an obstruction or impassable terrain (E07, E25, E26). */
    TERRAIN,
    /** It reached the table's edge (E19). */
    TABLE_EDGE,
    /** A charge with its target in melee range stopped to keep it there, or where its player chose (E07). */
    CHOSEN
}
