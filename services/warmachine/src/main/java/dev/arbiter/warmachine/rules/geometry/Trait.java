package dev.arbiter.warmachine.rules.geometry;

/** The states and advantages of milestone 1 that change what geometry answers. */
public enum Trait {
    /** Never blocks LOS (F07, rulebook "Knocked Down"); neither engages nor is engaged (G06). */
    KNOCKED_DOWN,
    /** Not an intervening model for LOS drawn from more than 5" away (C14, rulebook "Stealth"). */
    STEALTH,
    /** Treats rough terrain as open while advancing; its charges do not stop at obstacles (C12, "Pathfinder"). */
    PATHFINDER
}
