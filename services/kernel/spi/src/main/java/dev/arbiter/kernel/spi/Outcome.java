package dev.arbiter.kernel.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Whether a game is over and, if so, how it ended for each seat: win, loss or draw, with a place
 * where the ruleset ranks players and a score where it counts one. A co-operative game ends with
 * every seat winning together or every seat losing to the game.
 */
public record Outcome(boolean finished, List<SeatResult> results) {

    private static final Outcome RUNNING = new Outcome(false, List.of());

    public Outcome {
        results = results.stream().sorted(Comparator.comparingInt(SeatResult::seat)).toList();
    }

    public static Outcome running() {
        return RUNNING;
    }

    public static Outcome finished(List<SeatResult> results) {
        return new Outcome(true, results);
    }

    /**
     * A competitive game ranked by its placings ({@code placings.get(0)} holds the seats in first
     * place, more than one on a tie): a sole first place wins, a shared first place is a draw
     * among those seats, every other seat loses. {@code scores} may be empty.
     */
    public static Outcome ranked(List<List<Integer>> placings, Map<Integer, Integer> scores) {
        List<SeatResult> results = new ArrayList<>();
        for (int place = 0; place < placings.size(); place++) {
            List<Integer> group = placings.get(place);
            SeatResult.Result result = place > 0 ? SeatResult.Result.LOSS
                    : group.size() == 1 ? SeatResult.Result.WIN : SeatResult.Result.DRAW;
            for (int seat : group) {
                results.add(new SeatResult(seat, result, place + 1, scores.get(seat), null));
            }
        }
        return finished(results);
    }

    public static Outcome ranked(List<List<Integer>> placings) {
        return ranked(placings, Map.of());
    }

    /** A co-operative game: the players win together, or all of them lose to the game. */
    public static Outcome cooperative(int seats, boolean won) {
        List<SeatResult> results = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            results.add(new SeatResult(seat, won ? SeatResult.Result.WIN : SeatResult.Result.LOSS, null, null, null));
        }
        return finished(results);
    }

    /** The seats grouped by place, first place first; empty when the ruleset does not rank players. */
    public List<List<Integer>> placings() {
        Map<Integer, List<Integer>> byPlace = new TreeMap<>();
        for (SeatResult result : results) {
            if (result.place() != null) {
                byPlace.computeIfAbsent(result.place(), p -> new ArrayList<>()).add(result.seat());
            }
        }
        return byPlace.values().stream().map(List::copyOf).toList();
    }
}
