package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the "given" of a rules test as real events: a stacked deal puts the named cards in
 * the named hands, in play at no cost, with the gold and territories asked for, in the phase
 * asked for. Everything goes through {@code evolve}, so the state is one the game can reach.
 */
public final class Scenario {

    public static final WarmeisterRules RULES = new WarmeisterRules();

    private final int seats;
    private final Set<Integer> taken = new HashSet<>();
    private final Map<Integer, List<Integer>> hands = new LinkedHashMap<>();
    private final Map<Integer, List<Integer>> inPlay = new LinkedHashMap<>();
    private final Map<Integer, Integer> gold = new HashMap<>();
    private final Map<Integer, Integer> territories = new HashMap<>();
    private final List<Integer> deckTop = new ArrayList<>();
    private int turn = 2;
    private Phase phase = Phase.WARFARE;
    private List<Integer> order;

    private Scenario(int seats) {
        this.seats = seats;
        order = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            order.add(seat);
            hands.put(seat, new ArrayList<>());
            inPlay.put(seat, new ArrayList<>());
        }
    }

    public static Scenario players(int seats) {
        return new Scenario(seats);
    }

    /** A fresh physical copy of {@code kind}. */
    public int take(CardKind kind) {
        for (int card = 0; card < Deck.size(); card++) {
            if (Deck.kind(card) == kind && taken.add(card)) {
                return card;
            }
        }
        throw new IllegalArgumentException("no copy of " + kind + " left");
    }

    public Scenario hand(int seat, CardKind... kinds) {
        for (CardKind kind : kinds) {
            hands.get(seat).add(take(kind));
        }
        return this;
    }

    public Scenario play(int seat, CardKind... kinds) {
        for (CardKind kind : kinds) {
            inPlay.get(seat).add(take(kind));
        }
        return this;
    }

    public Scenario deckTop(CardKind... kinds) {
        for (CardKind kind : kinds) {
            deckTop.add(take(kind));
        }
        return this;
    }

    public Scenario gold(int seat, int amount) {
        gold.put(seat, amount);
        return this;
    }

    public Scenario territories(int seat, int count) {
        territories.put(seat, count);
        return this;
    }

    public Scenario at(int turn, Phase phase) {
        this.turn = turn;
        this.phase = phase;
        return this;
    }

    public Scenario order(Integer... seats) {
        this.order = List.of(seats);
        return this;
    }

    /** The id of the {@code n}-th copy of {@code kind} this scenario gave to {@code seat} (hand or play). */
    public int id(int seat, CardKind kind, int n) {
        List<Integer> all = new ArrayList<>(hands.get(seat));
        all.addAll(inPlay.get(seat));
        return all.stream().filter(card -> Deck.kind(card) == kind).skip(n).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("seat " + seat + " has no " + kind));
    }

    public int id(int seat, CardKind kind) {
        return id(seat, kind, 0);
    }

    public int deckCard(int index) {
        return deckTop.get(index);
    }

    public List<WarmeisterEvent> events() {
        List<Integer> top = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            top.addAll(hands.get(seat));
            top.addAll(inPlay.get(seat));
        }
        top.addAll(deckTop);
        List<WarmeisterEvent> events = new ArrayList<>();
        events.add(new DeckShuffled(stacked(top), Deck.size()));
        for (int seat = 0; seat < seats; seat++) {
            List<Integer> cards = new ArrayList<>(hands.get(seat));
            cards.addAll(inPlay.get(seat));
            if (!cards.isEmpty()) {
                events.add(new CardsDrawn(seat, cards.size(), cards, "deal"));
            }
        }
        for (int seat = 0; seat < seats; seat++) {
            for (int card : inPlay.get(seat)) {
                events.add(new CardBought(seat, card, 0));
            }
            int amount = gold.getOrDefault(seat, 0);
            if (amount > 0) {
                events.add(new RevenueCollected(seat, List.of(), amount, amount));
            }
            int lost = Player.STARTING_TERRITORIES - territories.getOrDefault(seat, Player.STARTING_TERRITORIES);
            if (lost > 0) {
                events.add(new TerritoriesLost(seat, lost));
            }
        }
        events.add(new PriorityRolled(turn, List.of(), order));
        events.add(new PhaseBegan(turn, phase));
        return events;
    }

    public RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> fixture() {
        return RulesFixture.of(RULES, new Setup(seats, Map.of())).given(events());
    }

    /** The shuffle that puts {@code top} on top of the deck in that order, the rest after in id order. */
    public static Shuffle stacked(List<Integer> top) {
        List<Integer> target = new ArrayList<>(top);
        for (int card = 0; card < Deck.size(); card++) {
            if (!top.contains(card)) {
                target.add(card);
            }
        }
        List<Integer> current = new ArrayList<>(Deck.unshuffled());
        List<Roll> rolls = new ArrayList<>();
        for (int i = current.size() - 1; i >= 1; i--) {
            int j = current.indexOf(target.get(i));
            rolls.add(new Roll(0, i + 1, j + 1));
            int swapped = current.get(i);
            current.set(i, current.get(j));
            current.set(j, swapped);
        }
        return new Shuffle(rolls);
    }
}
