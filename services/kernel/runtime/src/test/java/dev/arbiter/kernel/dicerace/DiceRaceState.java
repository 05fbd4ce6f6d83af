package dev.arbiter.kernel.dicerace;

import dev.arbiter.kernel.spi.Secret;
import java.util.ArrayList;
import java.util.List;

/** Banked scores, each seat's secret card (empty until dealt), whose turn it is and its running total. */
public record DiceRaceState(int target, List<Integer> scores, @Secret(owner = Secret.BY_SEAT) List<Integer> secrets, int current, int turnTotal) {

    public DiceRaceState {
        scores = List.copyOf(scores);
        secrets = List.copyOf(secrets);
    }

    boolean over() {
        return scores.stream().anyMatch(score -> score >= target);
    }

    DiceRaceState withTurn(int next, int total) {
        return new DiceRaceState(target, scores, secrets, next, total);
    }

    DiceRaceState banked(int seat, int points) {
        List<Integer> next = new ArrayList<>(scores);
        next.set(seat, next.get(seat) + points);
        return new DiceRaceState(target, next, secrets, (seat + 1) % scores.size(), 0);
    }
}
