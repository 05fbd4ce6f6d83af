package dev.arbiter.warmeister.rules.cards;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The physical cards: one id per printed copy, numbered 0.. in catalogue order. Events and
 * states name cards by id; {@link #kind(int)} says what a card is.
 */
public final class Deck {

    private static final List<CardKind> CARDS;

    static {
        List<CardKind> cards = new ArrayList<>();
        for (CardKind kind : CardKind.values()) {
            for (int copy = 0; copy < kind.copies(); copy++) {
                cards.add(kind);
            }
        }
        CARDS = List.copyOf(cards);
    }

    /** The number the rulebook states in THE DECK; the printed list adds up to {@link #size()}. */
    public static final int STATED_SIZE = 130;

    private Deck() {
    }

    public static int size() {
        return CARDS.size();
    }

    public static CardKind kind(int card) {
        return CARDS.get(card);
    }

    public static boolean exists(int card) {
        return card >= 0 && card < CARDS.size();
    }

    /** Every card id in catalogue order, before the opening shuffle. */
    public static List<Integer> unshuffled() {
        return IntStream.range(0, CARDS.size()).boxed().toList();
    }

    public static String name(int card) {
        return kind(card).printedName();
    }
}
