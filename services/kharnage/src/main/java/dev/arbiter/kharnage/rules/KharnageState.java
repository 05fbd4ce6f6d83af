package dev.arbiter.kharnage.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The whole game. Immutable: {@code Evolve} returns new states. {@code order} is this round's
 * resolution order (lowest initiative first), {@code next} the index of the next turn in it.
 * {@code supply} holds the Domination tokens left (5, 3 and 1 skulls, one per round each).
 */
public record KharnageState(int seats, String pack, boolean yeah, Phase phase, int round, boolean lastTurn,
        List<PlayerState> players, List<String> hill, List<Integer> order, int next, Turn turn, List<Trigger> triggers,
        Attack attack, Pending pending, List<Integer> supply, List<List<Integer>> placings) {

    public KharnageState {
        players = List.copyOf(players);
        hill = List.copyOf(hill);
        order = List.copyOf(order);
        triggers = List.copyOf(triggers);
        supply = List.copyOf(supply);
        placings = placings.stream().map(List::copyOf).toList();
    }

    public PlayerState player(int seat) {
        return players.get(seat);
    }

    /** The seat whose card is being resolved, or -1. */
    public int active() {
        return turn == null ? -1 : turn.seat();
    }

    KharnageState withPlayer(int seat, UnaryOperator<PlayerState> change) {
        List<PlayerState> copy = new ArrayList<>(players);
        copy.set(seat, change.apply(copy.get(seat)));
        return withPlayers(copy);
    }

    KharnageState withPlayers(List<PlayerState> value) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, value, hill, order, next, turn, triggers, attack, pending,
                supply, placings);
    }

    KharnageState withHill(List<String> value) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, players, value, order, next, turn, triggers, attack, pending,
                supply, placings);
    }

    KharnageState toHill(List<String> cards) {
        List<String> copy = new ArrayList<>(hill);
        copy.addAll(cards);
        return withHill(copy);
    }

    KharnageState withPhase(Phase value) {
        return new KharnageState(seats, pack, yeah, value, round, lastTurn, players, hill, order, next, turn, triggers, attack, pending,
                supply, placings);
    }

    KharnageState withRound(int value, boolean last) {
        return new KharnageState(seats, pack, yeah, phase, value, last, players, hill, order, next, turn, triggers, attack, pending,
                supply, placings);
    }

    KharnageState withOrder(List<Integer> value, int index) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, players, hill, value, index, turn, triggers, attack, pending,
                supply, placings);
    }

    KharnageState withTurn(Turn value) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, players, hill, order, next, value, triggers, attack, pending,
                supply, placings);
    }

    KharnageState withTriggers(List<Trigger> value) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, players, hill, order, next, turn, value, attack, pending,
                supply, placings);
    }

    KharnageState withAttack(Attack value) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, players, hill, order, next, turn, triggers, value, pending,
                supply, placings);
    }

    KharnageState withPending(Pending value) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, players, hill, order, next, turn, triggers, attack, value,
                supply, placings);
    }

    KharnageState withSupply(List<Integer> value) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, players, hill, order, next, turn, triggers, attack, pending,
                value, placings);
    }

    KharnageState withPlacings(List<List<Integer>> value) {
        return new KharnageState(seats, pack, yeah, phase, round, lastTurn, players, hill, order, next, turn, triggers, attack, pending,
                supply, value);
    }
}
