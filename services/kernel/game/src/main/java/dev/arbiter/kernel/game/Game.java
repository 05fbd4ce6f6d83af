package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.Setup;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the kernel knows of a game on top of the ruleset's own state: its setup, who sits where,
 * and whether it has started or ended. {@code seats} holds null for a seat nobody has taken;
 * {@code outcome} is null until the game ends.
 */
public record Game<S>(Setup setup, List<SeatJoined> seats, S rules, Outcome outcome) {

    public Game {
        seats = Collections.unmodifiableList(new ArrayList<>(seats));
    }

    public boolean started() {
        return !seats.contains(null);
    }

    public boolean finished() {
        return outcome != null;
    }

    public String status() {
        return finished() ? "finished" : started() ? "running" : "waiting";
    }

    /** The client seeds in seat order, an absent one as the empty string. */
    public List<String> clientSeeds() {
        return seats.stream().map(s -> s == null || s.clientSeed() == null ? "" : s.clientSeed()).toList();
    }

    /** The seats the service plays, with the bot that plays each. */
    public Map<Integer, String> bots() {
        Map<Integer, String> bots = new TreeMap<>();
        seats.stream().filter(s -> s != null && s.bot() != null).forEach(s -> bots.put(s.seat(), s.bot()));
        return bots;
    }

    Game<S> withSeat(SeatJoined joined) {
        List<SeatJoined> taken = new ArrayList<>(seats);
        taken.set(joined.seat(), joined);
        return new Game<>(setup, taken, rules, outcome);
    }

    Game<S> withRules(S next) {
        return new Game<>(setup, seats, next, outcome);
    }

    Game<S> ended(Outcome result) {
        return new Game<>(setup, seats, rules, result);
    }
}
