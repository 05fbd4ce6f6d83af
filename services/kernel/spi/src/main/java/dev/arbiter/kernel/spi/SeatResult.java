package dev.arbiter.kernel.spi;

/**
 * How a finished game ended for one seat. {@code place} (1 = first) is null where the ruleset does
 * not rank players, {@code score} where it counts none, {@code team} where seats play alone.
 */
public record SeatResult(int seat, Result result, Integer place, Integer score, String team) {

    public enum Result {
        WIN, LOSS, DRAW
    }

    public SeatResult {
        if (seat < 0 || result == null || place != null && place < 1) {
            throw new IllegalArgumentException("not a seat result: seat " + seat + ", " + result + ", place " + place);
        }
    }
}
