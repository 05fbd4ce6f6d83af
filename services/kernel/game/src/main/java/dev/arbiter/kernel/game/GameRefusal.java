package dev.arbiter.kernel.game;

/** A command refused by the game's life cycle rather than by its rules. */
public final class GameRefusal extends RuntimeException {

    public enum Kind { UNKNOWN_SEAT, SEAT_TAKEN, FINISHED, NOT_YOUR_TURN }

    private final Kind kind;

    public GameRefusal(Kind kind, String message) {
        super(message, null, false, false);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
