package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.kernel.spi.Secret;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One player's cards (GAME TABLE SETUP). Decks read top first. The reinforcement deck is its
 * shuffled part ({@code reinforcementHidden}, nobody's to see) above the cards refreshed under it
 * in a known order ({@code reinforcementBottom}, public). {@code reserves} has one element per
 * slot, null for a slot the empty reinforcement deck could not refill. Secret: the hand and the
 * banked card from the other seats, the army deck's order from everyone. {@code captured} lists
 * the locations he captured (ENDGAME's first tie-break).
 */
public record PlayerState(int seat, String faction, List<WarcasterChoice> army, List<String> warcasters,
        @Secret List<String> reinforcementHidden, List<String> reinforcementBottom, List<String> reserves,
        @Secret List<String> armyDeck, @Secret(owner = "seat") List<String> hand, @Secret(owner = "seat") String banked,
        boolean hasBanked, List<String> discard, List<String> occupying, List<String> captured) {

    public static final int RESERVE_SLOTS = 4;

    public PlayerState {
        army = List.copyOf(army);
        warcasters = List.copyOf(warcasters);
        reinforcementHidden = List.copyOf(reinforcementHidden);
        reinforcementBottom = List.copyOf(reinforcementBottom);
        reserves = Collections.unmodifiableList(new ArrayList<>(reserves));
        armyDeck = List.copyOf(armyDeck);
        hand = List.copyOf(hand);
        discard = List.copyOf(discard);
        occupying = List.copyOf(occupying);
        captured = List.copyOf(captured);
    }

    static PlayerState empty(int seat) {
        List<String> slots = Collections.nCopies(RESERVE_SLOTS, null);
        return new PlayerState(seat, null, List.of(), List.of(), List.of(), List.of(), slots, List.of(), List.of(), null, false,
                List.of(), List.of(), List.of());
    }

    public int reinforcementCount() {
        return reinforcementHidden.size() + reinforcementBottom.size();
    }

    /** The card a refill would take: the top of the shuffled part, else the first card refreshed under it; null when empty. */
    public String nextReinforcement() {
        return !reinforcementHidden.isEmpty() ? reinforcementHidden.get(0)
                : !reinforcementBottom.isEmpty() ? reinforcementBottom.get(0) : null;
    }

    PlayerState with(List<String> hand, List<String> discard) {
        return new PlayerState(seat, faction, army, warcasters, reinforcementHidden, reinforcementBottom, reserves, armyDeck, hand,
                banked, hasBanked, discard, occupying, captured);
    }

    PlayerState withHand(List<String> value) {
        return with(value, discard);
    }

    PlayerState withDiscard(List<String> value) {
        return with(hand, value);
    }

    PlayerState withArmyDeck(List<String> value) {
        return new PlayerState(seat, faction, army, warcasters, reinforcementHidden, reinforcementBottom, reserves, value, hand,
                banked, hasBanked, discard, occupying, captured);
    }

    PlayerState withReinforcement(List<String> hidden, List<String> bottom) {
        return new PlayerState(seat, faction, army, warcasters, hidden, bottom, reserves, armyDeck, hand, banked, hasBanked, discard,
                occupying, captured);
    }

    PlayerState withReserves(List<String> value) {
        return new PlayerState(seat, faction, army, warcasters, reinforcementHidden, reinforcementBottom, value, armyDeck, hand,
                banked, hasBanked, discard, occupying, captured);
    }

    PlayerState withBank(String card, boolean has) {
        return new PlayerState(seat, faction, army, warcasters, reinforcementHidden, reinforcementBottom, reserves, armyDeck, hand,
                card, has, discard, occupying, captured);
    }

    PlayerState withOccupying(List<String> value) {
        return new PlayerState(seat, faction, army, warcasters, reinforcementHidden, reinforcementBottom, reserves, armyDeck, hand,
                banked, hasBanked, discard, value, captured);
    }

    PlayerState withCaptured(List<String> value) {
        return new PlayerState(seat, faction, army, warcasters, reinforcementHidden, reinforcementBottom, reserves, armyDeck, hand,
                banked, hasBanked, discard, occupying, value);
    }

    PlayerState withWarcasters(List<String> value) {
        return new PlayerState(seat, faction, army, value, reinforcementHidden, reinforcementBottom, reserves, armyDeck, hand,
                banked, hasBanked, discard, occupying, captured);
    }

    PlayerState withArmy(String faction, List<WarcasterChoice> army, List<String> warcasters, List<String> reinforcement,
            List<String> armyDeck) {
        return new PlayerState(seat, faction, army, warcasters, reinforcement, List.of(), reserves, armyDeck, hand, banked, hasBanked,
                discard, occupying, captured);
    }
}
