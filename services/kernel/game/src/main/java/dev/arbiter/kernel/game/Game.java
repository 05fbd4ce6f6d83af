package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.Setup;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * What the kernel knows of a game on top of the ruleset's own state: its setup, who sits where,
 * and whether it has started or ended. {@code seats} holds null for a seat nobody has taken.
 */
public record Game<S>(Setup setup, List<SeatJoined> seats, S rules, List<List<Integer>> placings) {

    public Game {
        seats = Collections.unmodifiableList(new ArrayList<>(seats));
    }

    public boolean started() {
        return seats.stream().allMatch(Objects::nonNull);
    }

    public boolean finished() {
        return placings != null;
    }

    public String status() {
        return finished() ? "finished" : started() ? "running" : "waiting";
    }

    /** The client seeds in seat order, an absent one as the empty string. */
    public List<String> clientSeeds() {
        return seats.stream().map(s -> s == null || s.clientSeed() == null ? "" : s.clientSeed()).toList();
    }

    Game<S> withSeat(SeatJoined joined) {
        List<SeatJoined> taken = new ArrayList<>(seats);
        taken.set(joined.seat(), joined);
        return new Game<>(setup, taken, rules, placings);
    }

    Game<S> withRules(S next) {
        return new Game<>(setup, seats, next, placings);
    }

    Game<S> ended(List<List<Integer>> finalPlacings) {
        return new Game<>(setup, seats, rules, finalPlacings);
    }
}
