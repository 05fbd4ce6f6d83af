package dev.arbiter.warmachine.rules.geometry;

/** How a terrain feature blocks LOS (F04, O08; rulebook "Does the Terrain Block Line of Sight?"). */
public enum Sight {
    /** Never blocks: open ground, rough ground, rubble, ruins declared see-through. */
    CLEAR,
    /** A prism from the ground to its height: blocks a line that passes through it below that height (F04). */
    SOLID,
    /** A forest: a line may run through up to 3" of it when it starts or ends inside, never through it otherwise (O08). */
    FOREST
}
