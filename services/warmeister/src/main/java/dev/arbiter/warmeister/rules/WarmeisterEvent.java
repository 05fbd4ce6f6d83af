package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.warmeister.rules.warfare.UnitRoll;
import dev.arbiter.warmeister.rules.warfare.DamagePools;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.Shuffle;
import java.util.List;

/**
 * Everything that happens in a game. Each record's simple name is its wire type. Every die
 * and shuffle is in an event; {@code evolve} only applies them.
 */
public sealed interface WarmeisterEvent {

    // --- deck and cards -------------------------------------------------------------------

    /** The opening shuffle. Seats see only the count: the rolls would give away the order. */
    record DeckShuffled(@Secret Shuffle shuffle, int cards) implements WarmeisterEvent { }

    /** The draw pile ran out: the discard pile, shuffled, becomes the draw pile. */
    record DiscardPileReshuffled(@Secret Shuffle shuffle, int cards) implements WarmeisterEvent { }

    /** Cards from the top of the deck into a hand. Other seats see only the count. */
    record CardsDrawn(int seat, int count, @Secret(owner = "seat") List<Integer> cards, String reason) implements WarmeisterEvent {
        public CardsDrawn {
            cards = List.copyOf(cards);
        }
    }

    /** A card from a hand to the discard pile (costs, Slingshooters, hand limit). */
    record CardDiscarded(int seat, int card, String reason) implements WarmeisterEvent { }

    /** A card in play (army, holding, castle) destroyed or discarded. */
    record CardDestroyed(int owner, int card, String reason) implements WarmeisterEvent { }

    // --- turn structure -------------------------------------------------------------------

    /** Priority: every roll in order, re-rolls of ties included, and the resulting order. */
    record PriorityRolled(int turn, List<SeatRoll> rolls, List<Integer> order) implements WarmeisterEvent {
        public PriorityRolled {
            rolls = List.copyOf(rolls);
            order = List.copyOf(order);
        }
    }

    /** One seat's priority die. */
    record SeatRoll(int seat, Roll roll) { }

    record PhaseBegan(int turn, Phase phase) implements WarmeisterEvent { }

    /** The seat's step in a one-at-a-time phase is over; the next seat in priority order acts. */
    record StepEnded(int seat) implements WarmeisterEvent { }

    /** 1d6 per territory (plus Pillage dice), holdings' gold and Raider gold. */
    record RevenueCollected(int seat, List<Roll> dice, int fixedGold, int total) implements WarmeisterEvent {
        public RevenueCollected {
            dice = List.copyOf(dice);
        }
    }

    // --- buying ---------------------------------------------------------------------------

    record CardBought(int seat, int card, int cost) implements WarmeisterEvent { }

    record VictimChosen(int seat, int victim) implements WarmeisterEvent { }

    // --- event cards and responses --------------------------------------------------------

    /** An event card (or Luck, or Denied!) goes on the response stack. */
    record EventPlayed(int seat, int card, Integer targetSeat, Integer targetCard, Integer die) implements WarmeisterEvent { }

    record EventAllowed(int seat) implements WarmeisterEvent { }

    /** The top card of the response stack leaves it, cancelled by a Denied! or not. */
    record EventResolved(int card, boolean cancelled) implements WarmeisterEvent { }

    /** Every seat has accepted the open dice: they stand, and their consequences follow. */
    record DiceStood(String purpose) implements WarmeisterEvent { }

    /**
     * A seat's standing preference to pass every Luck and Denied! window by itself: only the
     * seat sees which way it was set.
     */
    record StandingPassSet(int seat, @Secret(owner = "seat") Boolean pass) implements WarmeisterEvent { }

    record GoldGained(int seat, int amount, String reason) implements WarmeisterEvent { }

    record CostHalved(int seat, int card) implements WarmeisterEvent { }

    record SupplyWaived(int seat) implements WarmeisterEvent { }

    record ArmyRegained(int seat, int card) implements WarmeisterEvent { }

    /**
     * Dice rolled for a card effect or a battle's results (Earthquake, Goblins With Dynamite,
     * Run Them Down, holdings, castle). They stay open to Luck until every seat has accepted
     * them ({@link DiceStood}); the consequences follow then, as their own events.
     */
    record DiceRolled(int seat, String purpose, List<Integer> cards, List<Roll> rolls) implements WarmeisterEvent {
        public DiceRolled {
            cards = List.copyOf(cards);
            rolls = List.copyOf(rolls);
        }
    }

    // --- battle ---------------------------------------------------------------------------

    record BattleDeclared(int attacker, int defender, int attackCard) implements WarmeisterEvent { }

    record ArmyAssigned(int seat, int card) implements WarmeisterEvent { }

    record CastleAssigned(int seat, int card) implements WarmeisterEvent { }

    record ForceConfirmed(int seat) implements WarmeisterEvent { }

    record BattleEventPlayed(int seat, int card, Integer targetSeat, Integer targetCard) implements WarmeisterEvent { }

    record BattleEventPassed(int seat) implements WarmeisterEvent { }

    record UnitSentHome(int seat, int card) implements WarmeisterEvent { }

    record BattleRolled(int round, List<UnitRoll> rolls) implements WarmeisterEvent {
        public BattleRolled {
            rolls = List.copyOf(rolls);
        }
    }

    /** Luck: die {@code die} of the open dice (the battle's round or rout die, die 0, or the open dice of a card or results) shows {@code roll} instead. */
    record DieRerolled(int seat, int die, Roll roll) implements WarmeisterEvent { }

    record RollsAccepted(int seat) implements WarmeisterEvent { }

    /** A Defensive Traps hit on the unit its 6 was rolled for. */
    record TrapSprung(int owner, int card, boolean absorbed) implements WarmeisterEvent { }

    /** Counters to place this round, per side: on own units, and by own Cavalry on the enemy. */
    record HitsScored(DamagePools pools) implements WarmeisterEvent { }

    /**
     * Damage counters placed by {@code seat} on one unit: 1, or 2 for a Deadly Cavalry's hit;
     * {@code absorbed}: a Tough unit shed the first of them.
     */
    record DamageAssigned(int seat, int card, int counters, boolean absorbed) implements WarmeisterEvent { }

    record RoutRolled(int seat, Roll roll, int modifier) implements WarmeisterEvent { }

    record RoutSkipped(int seat, String reason) implements WarmeisterEvent { }

    record RoutChecked(int seat, int total, boolean stayed) implements WarmeisterEvent { }

    /** Both sides stood through a standstill round (no card, no die could hit, no rout could fail): the attack stalls. */
    record BattleStalled(int round) implements WarmeisterEvent { }

    record BattleDecided(int winner, int loser, String how) implements WarmeisterEvent { }

    record HoldingSmashed(int seat, int giant, int owner, int holding) implements WarmeisterEvent { }

    record TerritoriesLost(int seat, int count) implements WarmeisterEvent { }

    /** Conquest: the beaten defender's lost territories pass to the attacker in one step. */
    record TerritoriesTaken(int seat, int from, int count) implements WarmeisterEvent { }

    /** Spoils owed at the next Revenue: Pillage dice, Raider gold. */
    record RevenueBonusEarned(int seat, int gold, int dice, String reason) implements WarmeisterEvent { }

    /** The battle is over: played cards go to the discard pile; surviving units stay in play. */
    record BattleEnded(int attacker, int defender) implements WarmeisterEvent { }

    // --- the end --------------------------------------------------------------------------

    record PlayerEliminated(int seat) implements WarmeisterEvent { }

    record GameWon(int seat) implements WarmeisterEvent { }
}
