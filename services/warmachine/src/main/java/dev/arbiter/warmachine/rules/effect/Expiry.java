package dev.arbiter.warmachine.rules.effect;

/**
 * When an effect in play ends, on the game's turn clock (turns numbered through the game, one per player turn).
 *
 * @param endsAtEndOfTurn the turn at whose end it expires, or 0
 * @param endsAtStartOfTurn the turn at whose start it expires, or 0
 * @param upkeptInTurn an upkeep spell's: the turn it was cast or last upkept in, or 0 for any other effect. An upkeep
 *                     spell has no end on the clock: it lapses in its caster's Control Phase unless paid for then (I09)
 */
public record Expiry(int endsAtEndOfTurn, int endsAtStartOfTurn, int upkeptInTurn) {

    /**
     * {@code TURN} expires at the end of the turn it began in (the inventory's proposal 6.1, clarification 21); {@code RND}
     * at the start of the current player's next turn, {@code players} turns later (rulebook "The Game Round").
     */
    public static Expiry of(Duration duration, int turn, int players) {
        return switch (duration) {
            case TURN -> new Expiry(turn, 0, 0);
            case RND -> new Expiry(0, turn + players, 0);
        };
    }

    /** An upkeep spell cast or upkept in turn {@code turn} (rulebook "Upkeep Spells"). */
    public static Expiry upkept(int turn) {
        return new Expiry(0, 0, turn);
    }

    public boolean upkeep() {
        return upkeptInTurn != 0;
    }

    /** An upkeep spell not paid for in turn {@code turn}, its caster's: it lapses at the end of that Control Phase (I09). */
    public boolean unpaidIn(int turn) {
        return upkeep() && upkeptInTurn < turn;
    }

    /** Whether it is gone once turn {@code turn} has ended; an upkeep spell never is by the clock alone. */
    public boolean expiredAfter(int turn) {
        return endsAtEndOfTurn != 0 && turn >= endsAtEndOfTurn || endsAtStartOfTurn != 0 && turn + 1 >= endsAtStartOfTurn;
    }
}
