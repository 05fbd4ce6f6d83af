package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Secret;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * One Warchief's cards. Lists read top first ({@code reserve.get(0)} is the top card), except
 * {@code stack} (drawn, not yet placed: the last is on top) and {@code played} (the last is on
 * top; the first is the «0» card). {@code lines.get(0)} is the 1st line, closest to the Hill.
 * Secret: the order of the Reserve, the battle deck and the drawn stack (from everyone: units are
 * drawn without looking), and the hand (from the other seats).
 */
public record PlayerState(int seat, String army, @Secret List<String> reserve, List<String> aside, List<String> generals,
        @Secret List<String> battleDeck, @Secret(owner = "seat") List<String> hand, List<String> played, Seal seal,
        List<List<Fielded>> lines, @Secret List<String> stack, List<String> collected, List<Integer> domination, int kharnage) {

    public static final int LINES = 3;

    public PlayerState {
        reserve = List.copyOf(reserve);
        aside = List.copyOf(aside);
        generals = List.copyOf(generals);
        battleDeck = List.copyOf(battleDeck);
        hand = List.copyOf(hand);
        played = List.copyOf(played);
        lines = lines.stream().map(List::copyOf).toList();
        stack = List.copyOf(stack);
        collected = List.copyOf(collected);
        domination = List.copyOf(domination);
    }

    /** Units that are part of the Army now (not Absent), front line first. */
    public List<Fielded> present() {
        List<Fielded> units = new ArrayList<>();
        lines.forEach(line -> line.stream().filter(u -> !u.absent()).forEach(units::add));
        return units;
    }

    public boolean hasPresentUnits() {
        return lines.stream().anyMatch(line -> line.stream().anyMatch(u -> !u.absent()));
    }

    /** The index of the closest line to the Hill holding a present unit, or -1. */
    public int closestLine() {
        for (int i = 0; i < LINES; i++) {
            if (lines.get(i).stream().anyMatch(u -> !u.absent())) {
                return i;
            }
        }
        return -1;
    }

    /** Present units of the closest non-empty line (kharnage.md, ATTACK RESOLUTION). */
    public List<Fielded> frontUnits() {
        int line = closestLine();
        return line < 0 ? List.of() : lines.get(line).stream().filter(u -> !u.absent()).toList();
    }

    public Optional<Fielded> unit(String card) {
        return lines.stream().flatMap(List::stream).filter(u -> u.card().equals(card)).findFirst();
    }

    public String lastInitiativeCard() {
        return played.get(played.size() - 1);
    }

    public int skulls() {
        return domination.stream().mapToInt(Integer::intValue).sum();
    }

    PlayerState withLines(List<List<Fielded>> value) {
        return new PlayerState(seat, army, reserve, aside, generals, battleDeck, hand, played, seal, value, stack, collected,
                domination, kharnage);
    }

    /** The same lines with {@code change} applied to the unit of that card. */
    PlayerState mapUnit(String card, UnaryOperator<Fielded> change) {
        return withLines(lines.stream().map(line -> line.stream().map(u -> u.card().equals(card) ? change.apply(u) : u).toList())
                .toList());
    }

    PlayerState mapUnits(UnaryOperator<Fielded> change) {
        return withLines(lines.stream().map(line -> line.stream().map(change).toList()).toList());
    }

    PlayerState removeUnit(String card) {
        return withLines(lines.stream().map(line -> line.stream().filter(u -> !u.card().equals(card)).toList()).toList());
    }

    PlayerState addUnit(int line, Fielded unit) {
        List<List<Fielded>> copy = new ArrayList<>(lines);
        List<Fielded> target = new ArrayList<>(copy.get(line));
        target.add(unit);
        copy.set(line, target);
        return withLines(copy);
    }

    PlayerState withReserve(List<String> value) {
        return new PlayerState(seat, army, value, aside, generals, battleDeck, hand, played, seal, lines, stack, collected,
                domination, kharnage);
    }

    PlayerState withAside(List<String> value) {
        return new PlayerState(seat, army, reserve, value, generals, battleDeck, hand, played, seal, lines, stack, collected,
                domination, kharnage);
    }

    PlayerState withGenerals(List<String> value) {
        return new PlayerState(seat, army, reserve, aside, value, battleDeck, hand, played, seal, lines, stack, collected,
                domination, kharnage);
    }

    PlayerState withBattleDeck(List<String> value) {
        return new PlayerState(seat, army, reserve, aside, generals, value, hand, played, seal, lines, stack, collected,
                domination, kharnage);
    }

    PlayerState withHand(List<String> value) {
        return new PlayerState(seat, army, reserve, aside, generals, battleDeck, value, played, seal, lines, stack, collected,
                domination, kharnage);
    }

    PlayerState withPlayed(List<String> value) {
        return new PlayerState(seat, army, reserve, aside, generals, battleDeck, hand, value, seal, lines, stack, collected,
                domination, kharnage);
    }

    PlayerState withSeal(Seal value) {
        return new PlayerState(seat, army, reserve, aside, generals, battleDeck, hand, played, value, lines, stack, collected,
                domination, kharnage);
    }

    PlayerState withStack(List<String> value) {
        return new PlayerState(seat, army, reserve, aside, generals, battleDeck, hand, played, seal, lines, value, collected,
                domination, kharnage);
    }

    PlayerState withCollected(List<String> value) {
        return new PlayerState(seat, army, reserve, aside, generals, battleDeck, hand, played, seal, lines, stack, value,
                domination, kharnage);
    }

    PlayerState withDomination(List<Integer> value) {
        return new PlayerState(seat, army, reserve, aside, generals, battleDeck, hand, played, seal, lines, stack, collected,
                value, kharnage);
    }

    PlayerState withKharnage(int value) {
        return new PlayerState(seat, army, reserve, aside, generals, battleDeck, hand, played, seal, lines, stack, collected,
                domination, value);
    }
}
