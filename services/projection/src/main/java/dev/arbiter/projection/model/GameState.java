package dev.arbiter.projection.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game of one version as a batch folds its events: its row and seats as the batch found them (or
 * new), and the timeline lines the batch adds. Plain objects, not managed by Hibernate: {@link GameStore}
 * reads them when the batch starts and writes them when it ends.
 */
public final class GameState {

    public final GameRow row;
    /** the game's seats, seat {@code i} at index {@code i} */
    public final List<SeatRow> seats;
    private final long headAtStart;
    private final List<TimelineRow> added = new ArrayList<>();
    private boolean seatsChanged;

    GameState(GameRow row, List<SeatRow> seats) {
        this.row = row;
        this.seats = seats;
        this.headAtStart = row.headSeq;
    }

    /** A game the read models do not hold yet, with no event applied. */
    public static GameState created(GameRow row) {
        GameState game = new GameState(row, new ArrayList<>());
        game.seatsChanged = true;
        return game;
    }

    /** The game as the batch left it, for the next batch: nothing added yet, seats as written. */
    GameState committed() {
        return new GameState(row, seats);
    }

    /** The seat's row, empty if the game has no such seat. */
    public Optional<SeatRow> seat(int seat) {
        return seat >= 0 && seat < seats.size() ? Optional.of(seats.get(seat)) : Optional.empty();
    }

    /** Adds the seats the game was created with. */
    public void addSeats(List<SeatRow> created) {
        seats.addAll(created);
        seatsChanged = true;
    }

    /** Records the name a seat was taken under. */
    public void nameSeat(SeatRow seat, String name) {
        seat.name = name;
        seatsChanged = true;
    }

    /** Adds the line of the event just applied, the one after the last line added. */
    public void add(TimelineRow line) {
        added.add(line);
    }

    /** The line this batch added at {@code seq}, if it did (earlier lines are in the database). */
    Optional<TimelineRow> addedAt(long seq) {
        long index = seq - headAtStart - 1;
        return index >= 0 && index < added.size() ? Optional.of(added.get((int) index)) : Optional.empty();
    }

    List<TimelineRow> added() {
        return added;
    }

    boolean seatsChanged() {
        return seatsChanged;
    }
}
