package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.endgame.Reveal;
import dev.arbiter.highcommand.rules.turn.Task;
import dev.arbiter.kernel.spi.Secret;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The whole game; immutable ({@code Evolve} returns new states). {@code first} is the first
 * player's seat (-1 until chosen), {@code round} counts Winds of War reveals. The location deck
 * and the Winds of War deck (top first) are nobody's to see; {@code windsDiscard}'s last card is
 * the round's rule. {@code firstPlayer} is the setup option (null: drawn at random). {@code revealed}
 * holds the hands and army decks shown at the end.
 */
public record HighCommandState(int seats, String pack, boolean quickStart, boolean customDetachments, Integer firstPlayer,
        Phase phase, int round, int first, @Secret List<String> locationDeck, List<LocationSlot> locations,
        @Secret List<String> windsDeck, List<String> windsDiscard, List<PlayerState> players, Turn turn, List<Task> tasks,
        String endReason, List<List<Integer>> placings, List<Reveal> revealed) {

    public HighCommandState {
        locationDeck = List.copyOf(locationDeck);
        locations = List.copyOf(locations);
        windsDeck = List.copyOf(windsDeck);
        windsDiscard = List.copyOf(windsDiscard);
        players = List.copyOf(players);
        tasks = List.copyOf(tasks);
        placings = placings.stream().map(List::copyOf).toList();
        revealed = List.copyOf(revealed);
    }

    public PlayerState player(int seat) {
        return players.get(seat);
    }

    /** The active player's seat, or -1 between turns. */
    public int active() {
        return turn == null ? -1 : turn.seat();
    }

    /** The Winds of War card whose rule holds this round, or null before the first reveal. */
    public String windsOfWar() {
        return windsDiscard.isEmpty() ? null : windsDiscard.get(windsDiscard.size() - 1);
    }

    public LocationSlot location(String id) {
        return locations.stream().filter(l -> id.equals(l.location())).findFirst().orElse(null);
    }

    public int slotOf(String location) {
        for (int i = 0; i < locations.size(); i++) {
            if (location.equals(locations.get(i).location())) {
                return i;
            }
        }
        return -1;
    }

    /** The seats in turn order: the first player, then up the seat numbers (PLAYER TURNS: clockwise). */
    public List<Integer> turnOrder() {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            order.add((Math.max(first, 0) + i) % seats);
        }
        return order;
    }

    HighCommandState withPlayer(int seat, UnaryOperator<PlayerState> change) {
        List<PlayerState> copy = new ArrayList<>(players);
        copy.set(seat, change.apply(copy.get(seat)));
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, phase, round, first, locationDeck,
                locations, windsDeck, windsDiscard, copy, turn, tasks, endReason, placings, revealed);
    }

    HighCommandState withPhase(Phase value) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, value, round, first, locationDeck,
                locations, windsDeck, windsDiscard, players, turn, tasks, endReason, placings, revealed);
    }

    HighCommandState withRound(int value) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, phase, value, first, locationDeck,
                locations, windsDeck, windsDiscard, players, turn, tasks, endReason, placings, revealed);
    }

    HighCommandState withFirst(int value) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, phase, round, value, locationDeck,
                locations, windsDeck, windsDiscard, players, turn, tasks, endReason, placings, revealed);
    }

    HighCommandState withLocationDeck(List<String> value) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, phase, round, first, value,
                locations, windsDeck, windsDiscard, players, turn, tasks, endReason, placings, revealed);
    }

    HighCommandState withLocations(List<LocationSlot> value) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, phase, round, first, locationDeck,
                value, windsDeck, windsDiscard, players, turn, tasks, endReason, placings, revealed);
    }

    HighCommandState withLocation(int slot, UnaryOperator<LocationSlot> change) {
        List<LocationSlot> copy = new ArrayList<>(locations);
        copy.set(slot, change.apply(copy.get(slot)));
        return withLocations(copy);
    }

    HighCommandState withWinds(List<String> deck, List<String> discard) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, phase, round, first, locationDeck,
                locations, deck, discard, players, turn, tasks, endReason, placings, revealed);
    }

    HighCommandState withTurn(Turn value) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, phase, round, first, locationDeck,
                locations, windsDeck, windsDiscard, players, value, tasks, endReason, placings, revealed);
    }

    HighCommandState withTasks(List<Task> value) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, phase, round, first, locationDeck,
                locations, windsDeck, windsDiscard, players, turn, value, endReason, placings, revealed);
    }

    HighCommandState over(String reason, List<List<Integer>> value, List<Reveal> shown) {
        return new HighCommandState(seats, pack, quickStart, customDetachments, firstPlayer, Phase.OVER, round, first, locationDeck,
                locations, windsDeck, windsDiscard, players, turn, List.of(), reason, value, shown);
    }
}
