package dev.arbiter.load;

/** How a bot learns its next move (docs/benchmarks.md, "Load test"). */
public enum MoveLoop {
    /** Read the game, read the mover's legal actions, send the command: three requests a move (issue 14's measurement). */
    THREE("three"),
    /**
     * Send the command with {@code Prefer: return=representation} and take the next move from the
     * answer's {@code next}; the legal actions are read only when another seat is to move next.
     */
    ONE("one");

    private final String name;

    MoveLoop(String name) {
        this.name = name;
    }

    static MoveLoop named(String name) {
        for (MoveLoop loop : values()) {
            if (loop.name.equals(name)) {
                return loop;
            }
        }
        throw new IllegalArgumentException("loop must be three or one, was " + name);
    }
}
