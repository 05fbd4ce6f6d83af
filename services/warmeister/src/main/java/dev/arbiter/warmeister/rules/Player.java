package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.toolkit.Lists;
import java.util.List;

/**
 * One seat's holdings of the game. {@code hand} is secret; everything else is on the table.
 *
 * @param bonusGold     gold owed at the next Revenue (Raider)
 * @param bonusDice     extra revenue dice owed at the next Revenue (Pillage)
 * @param halved        cards in hand whose cost is halved this turn (Recruitment Drive, Busy as Beavers)
 * @param suppliedFree  Pizza & Beer was played this turn: every army is supplied
 * @param lostInBattle  armies destroyed in battle this turn (what Hid in a Ditch may bring back)
 * @param standingPass  the seat passes every Luck and Denied! window by itself (its own secret)
 */
public record Player(
        int seat,
        int territories,
        int gold,
        @Secret(owner = "seat") List<Integer> hand,
        List<Integer> armies,
        List<Integer> holdings,
        List<Integer> castles,
        int bonusGold,
        int bonusDice,
        List<Integer> halved,
        boolean suppliedFree,
        List<Integer> lostInBattle,
        boolean eliminated,
        @Secret(owner = "seat") boolean standingPass) {

    public static final int STARTING_TERRITORIES = 5;
    public static final int HAND_LIMIT = 5;

    public Player {
        hand = List.copyOf(hand);
        armies = List.copyOf(armies);
        holdings = List.copyOf(holdings);
        castles = List.copyOf(castles);
        halved = List.copyOf(halved);
        lostInBattle = List.copyOf(lostInBattle);
    }

    static Player fresh(int seat) {
        return new Player(seat, STARTING_TERRITORIES, 0, List.of(), List.of(), List.of(), List.of(), 0, 0, List.of(),
                false, List.of(), false, false);
    }

    Player withTerritories(int value) {
        return new Player(seat, value, gold, hand, armies, holdings, castles, bonusGold, bonusDice, halved, suppliedFree, lostInBattle, eliminated, standingPass);
    }

    Player withGold(int value) {
        return new Player(seat, territories, value, hand, armies, holdings, castles, bonusGold, bonusDice, halved, suppliedFree, lostInBattle, eliminated, standingPass);
    }

    public Player withHand(List<Integer> value) {
        return new Player(seat, territories, gold, value, armies, holdings, castles, bonusGold, bonusDice, halved, suppliedFree, lostInBattle, eliminated, standingPass);
    }

    Player withArmies(List<Integer> value) {
        return new Player(seat, territories, gold, hand, value, holdings, castles, bonusGold, bonusDice, halved, suppliedFree, lostInBattle, eliminated, standingPass);
    }

    Player withHoldings(List<Integer> value) {
        return new Player(seat, territories, gold, hand, armies, value, castles, bonusGold, bonusDice, halved, suppliedFree, lostInBattle, eliminated, standingPass);
    }

    Player withCastles(List<Integer> value) {
        return new Player(seat, territories, gold, hand, armies, holdings, value, bonusGold, bonusDice, halved, suppliedFree, lostInBattle, eliminated, standingPass);
    }

    Player withBonus(int gold, int dice) {
        return new Player(seat, territories, this.gold, hand, armies, holdings, castles, gold, dice, halved, suppliedFree, lostInBattle, eliminated, standingPass);
    }

    public Player withHalved(List<Integer> value) {
        return new Player(seat, territories, gold, hand, armies, holdings, castles, bonusGold, bonusDice, value, suppliedFree, lostInBattle, eliminated, standingPass);
    }

    Player withSuppliedFree(boolean value) {
        return new Player(seat, territories, gold, hand, armies, holdings, castles, bonusGold, bonusDice, halved, value, lostInBattle, eliminated, standingPass);
    }

    Player withLostInBattle(List<Integer> value) {
        return new Player(seat, territories, gold, hand, armies, holdings, castles, bonusGold, bonusDice, halved, suppliedFree, value, eliminated, standingPass);
    }

    Player withStandingPass(boolean value) {
        return new Player(seat, territories, gold, hand, armies, holdings, castles, bonusGold, bonusDice, halved, suppliedFree, lostInBattle, eliminated, value);
    }

    /** Out of the game: every card it held is gone to the discard pile. */
    Player out() {
        return new Player(seat, 0, gold, List.of(), List.of(), List.of(), List.of(), 0, 0, List.of(), false, List.of(), true, false);
    }

    /** Every card this player holds in hand or in play. */
    List<Integer> allCards() {
        return Lists.plusAll(Lists.plusAll(Lists.plusAll(hand, armies), holdings), castles);
    }

    int count(CardKind kind) {
        return (int) holdings.stream().filter(card -> Deck.kind(card) == kind).count();
    }

    int handLimit() {
        return HAND_LIMIT + holdings.stream().mapToInt(card -> Deck.kind(card).handSizeBonus()).sum();
    }

    public int drawAllowance() {
        return territories + holdings.stream().mapToInt(card -> Deck.kind(card).drawBonus()).sum();
    }

    public int supplyCapacity() {
        return territories + holdings.stream().mapToInt(card -> Deck.kind(card).supplyBonus()).sum();
    }

    public int supplyUsed() {
        return armies.stream().mapToInt(card -> Deck.kind(card).supplyUnits()).sum();
    }

    public int holdingGold() {
        return holdings.stream().mapToInt(card -> Deck.kind(card).goldPerTurn()).sum();
    }
}
