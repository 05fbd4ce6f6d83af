package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.warfare.Battle;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.toolkit.Lists;
import java.util.List;
import java.util.Map;

/**
 * The whole truth of a Warmeister game, immutable. Its secrets (the deck order here, each hand
 * in {@link Player}) are marked {@link Secret}; the kernel removes them on the way out.
 *
 * @param order            this turn's priority order: the priority winner, then clockwise (seat + 1)
 * @param cursor           index in {@code order} of the seat whose step it is in the one-at-a-time phases
 * @param deck             draw pile, top first
 * @param discard          discard pile, oldest first (public)
 * @param table            played cards not yet discarded: the attack card, event cards in play
 * @param damage           damage counters per army card, removed in the End phase
 * @param battle           the battle being fought, or null
 * @param interrupt        a decision cutting into the current step, or null
 * @param openDice         dice rolled for a card or a battle's results, open to Luck until every seat has accepted them, or null
 * @param eliminationOrder seats in the order they lost their last territory
 */
public record WarmeisterState(
        int seats,
        int turn,
        Phase phase,
        List<Integer> order,
        int cursor,
        List<Player> players,
        @Secret List<Integer> deck,
        List<Integer> discard,
        List<Integer> table,
        Map<Integer, Integer> damage,
        Battle battle,
        Interrupt interrupt,
        OpenDice openDice,
        List<Integer> eliminationOrder,
        Integer winner) {

    public WarmeisterState {
        order = List.copyOf(order);
        players = List.copyOf(players);
        deck = List.copyOf(deck);
        discard = List.copyOf(discard);
        table = List.copyOf(table);
        damage = Map.copyOf(damage);
        eliminationOrder = List.copyOf(eliminationOrder);
    }

    public Player player(int seat) {
        return players.get(seat);
    }

    /** The seat whose step it is in a one-at-a-time phase, or -1 once everyone has had theirs. */
    public int activeSeat() {
        return cursor < order.size() ? order.get(cursor) : -1;
    }

    public List<Integer> activeSeats() {
        return players.stream().filter(p -> !p.eliminated()).map(Player::seat).toList();
    }

    public int damageOn(int card) {
        return damage.getOrDefault(card, 0);
    }

    public WarmeisterState withPlayer(Player player) {
        return withPlayers(Lists.set(players, player.seat(), player));
    }

    WarmeisterState withPlayers(List<Player> value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, value, deck, discard, table, damage, battle, interrupt, openDice, eliminationOrder, winner);
    }

    WarmeisterState withTurn(int turnValue, List<Integer> orderValue) {
        return new WarmeisterState(seats, turnValue, phase, orderValue, 0, players, deck, discard, table, damage, battle, interrupt, openDice, eliminationOrder, winner);
    }

    WarmeisterState withPhase(Phase value) {
        return new WarmeisterState(seats, turn, value, order, 0, players, deck, discard, table, damage, battle, interrupt, openDice, eliminationOrder, winner);
    }

    WarmeisterState withCursor(int value) {
        return new WarmeisterState(seats, turn, phase, order, value, players, deck, discard, table, damage, battle, interrupt, openDice, eliminationOrder, winner);
    }

    WarmeisterState withDeck(List<Integer> value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, players, value, discard, table, damage, battle, interrupt, openDice, eliminationOrder, winner);
    }

    public WarmeisterState withDiscard(List<Integer> value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, players, deck, value, table, damage, battle, interrupt, openDice, eliminationOrder, winner);
    }

    public WarmeisterState withTable(List<Integer> value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, players, deck, discard, value, damage, battle, interrupt, openDice, eliminationOrder, winner);
    }

    public WarmeisterState withDamage(Map<Integer, Integer> value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, players, deck, discard, table, value, battle, interrupt, openDice, eliminationOrder, winner);
    }

    public WarmeisterState withBattle(Battle value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, players, deck, discard, table, damage, value, interrupt, openDice, eliminationOrder, winner);
    }

    WarmeisterState withInterrupt(Interrupt value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, players, deck, discard, table, damage, battle, value, openDice, eliminationOrder, winner);
    }

    WarmeisterState withOpenDice(OpenDice value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, players, deck, discard, table, damage, battle, interrupt, value, eliminationOrder, winner);
    }

    WarmeisterState withEliminationOrder(List<Integer> value) {
        return new WarmeisterState(seats, turn, phase, order, cursor, players, deck, discard, table, damage, battle, interrupt, openDice, value, winner);
    }

    WarmeisterState withWinner(Integer value) {
        return new WarmeisterState(seats, turn, value == null ? phase : Phase.OVER, order, cursor, players, deck, discard, table, damage, battle, interrupt, openDice, eliminationOrder, value);
    }
}
