package dev.arbiter.kernel.spi;

import java.util.List;

/**
 * Whether a game is over and, if so, its placings: {@code placings.get(0)} holds the seats in
 * first place (more than one on a tie), and so on.
 */
public record Outcome(boolean finished, List<List<Integer>> placings) {

    private static final Outcome RUNNING = new Outcome(false, List.of());

    public Outcome {
        placings = placings.stream().map(List::copyOf).toList();
    }

    public static Outcome running() {
        return RUNNING;
    }

    public static Outcome finished(List<List<Integer>> placings) {
        return new Outcome(true, placings);
    }
}
