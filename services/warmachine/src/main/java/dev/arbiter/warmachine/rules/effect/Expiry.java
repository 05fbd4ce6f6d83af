package dev.arbiter.warmachine.rules.effect;

/**
 * When an effect in play ends, on the game's turn clock (turns numbered through the game, one per player turn).
 *
 * @param endsAtEndOfTurn the turn at whose end it expires, or 0
 * @param endsAtStartOfTurn the turn at whose start it expires, or 0
 */
public record Expiry(int endsAtEndOfTurn, int endsAtStartOfTurn) {

    /**
     * {@code TURN} expires at the end of the turn it began in (the inventory's proposal 6.1, clarification 21); {@code RND}
     * at the start of the current player's next turn, {@code players} turns later (rulebook "The Game Round").
     */
    public static Expiry of(Duration duration, int turn, int players) {
        return switch (duration) {
            case TURN -> new Expiry(turn, 0);
            case RND -> new Expiry(0, turn + players);
        };
    }

    /** Whether it is gone once turn {@code turn} has ended. */
    public boolean expiredAfter(int turn) {
        return endsAtEndOfTurn != 0 && turn >= endsAtEndOfTurn || endsAtStartOfTurn != 0 && turn + 1 >= endsAtStartOfTurn;
    }
}
