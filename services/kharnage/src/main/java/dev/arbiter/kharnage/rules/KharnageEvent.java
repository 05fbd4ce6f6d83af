package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.Shuffle;
import java.util.List;

/** Everything that happens. Each record's simple name is its wire type. Every random value is in an event. */
public sealed interface KharnageEvent {

    // --- setup -----------------------------------------------------------------------------

    /** The Reserve shuffled. Its order is secret from every seat (its owner draws without looking). */
    record ReserveShuffled(int seat, @Secret Shuffle shuffle, int cards) implements KharnageEvent { }

    /** The battle deck shuffled; its order is secret. */
    record BattleDeckShuffled(int seat, @Secret Shuffle shuffle, int cards) implements KharnageEvent { }

    /** Battle cards from the top of the deck into the hand; only the seat sees {@code cards}. */
    record BattleCardsDrawn(int seat, int count, @Secret(owner = "seat") List<String> cards) implements KharnageEvent {
        public BattleCardsDrawn {
            cards = List.copyOf(cards);
        }
    }

    // --- the round ---------------------------------------------------------------------------

    record RoundBegan(int round, boolean lastTurn) implements KharnageEvent { }

    /**
     * A battle card committed face down. {@code commitment} = SHA-256 hex of card + ":" + salt;
     * the salt is made of {@code saltRolls}. Other seats see only the commitment.
     */
    record CardCommitted(int seat, String commitment, @Secret(owner = "seat") String card, @Secret(owner = "seat") String salt,
            @Secret(owner = "seat") List<Roll> saltRolls) implements KharnageEvent {
        public CardCommitted {
            saltRolls = List.copyOf(saltRolls);
        }
    }

    /** One seat's opening: anyone can recompute SHA-256(card + ":" + salt) and compare with the commitment. */
    record Opening(int seat, String card, String salt) { }

    /** Every card revealed at once, and the resolution order (lowest initiative first). */
    record CardsRevealed(List<Opening> openings, List<Integer> order) implements KharnageEvent {
        public CardsRevealed {
            openings = List.copyOf(openings);
            order = List.copyOf(order);
        }
    }

    record TurnBegan(int seat, String card) implements KharnageEvent { }

    /** The active card moves to a step: reinforcement, attack-N, power, veteran, flight. */
    record TurnStepBegan(int seat, String step) implements KharnageEvent { }

    record TurnEnded(int seat) implements KharnageEvent { }

    // --- units -------------------------------------------------------------------------------

    /** Units from the top of the Reserve onto the drawn stack, unseen; {@code reason}: setup, reinforcement, chief, power. */
    record UnitsDrawn(int seat, int count, String reason) implements KharnageEvent { }

    record GeneralOffered(int seat) implements KharnageEvent { }

    /** The General goes on top of the drawn stack instead of the last unit. */
    record GeneralCalled(int seat, String general) implements KharnageEvent { }

    record GeneralDeclined(int seat) implements KharnageEvent { }

    /** The top of the drawn stack revealed and placed in its line (1 = closest to the Hill). */
    record UnitPlaced(int seat, String unit, int line) implements KharnageEvent { }

    /** A skill of the unit just placed acts (Chief, Large unit, Kamikaze, or linked to Elite). */
    record SkillTriggered(int seat, String unit, SkillKind skill, int value) implements KharnageEvent { }

    /** Large unit: its parts join it from the set-aside cards. */
    record PartsJoined(int seat, String unit, List<String> parts) implements KharnageEvent {
        public PartsJoined {
            parts = List.copyOf(parts);
        }
    }

    /** Elite Magic missiles: the seat chooses whether the unit's Elite attack of {@code points} is an Assault or a Shooting. */
    record AttackKindOffered(int seat, String unit, int points) implements KharnageEvent { }

    /** Kamikaze: the top of the Reserve revealed ({@code revealed} null if empty), both to the Hill. */
    record KamikazeExploded(int seat, String unit, String revealed, int points) implements KharnageEvent { }

    // --- attacks -----------------------------------------------------------------------------

    record AttackBegan(int seat, String source, AttackKind kind, int points, boolean splittable, boolean knights)
            implements KharnageEvent { }

    record KnightsCharged(int seat, List<String> knights, int bonus) implements KharnageEvent {
        public KnightsCharged {
            knights = List.copyOf(knights);
        }
    }

    record KnightsHeld(int seat) implements KharnageEvent { }

    /** The army or armies attacked, each with its points (split: half rounded up each), and the Stomps owed. */
    record TargetsChosen(int seat, List<Allotment> allotments, int stomps) implements KharnageEvent {
        public TargetsChosen {
            allotments = List.copyOf(allotments);
        }
    }

    record UnitStomped(int seat, int owner, String unit, List<String> cards) implements KharnageEvent {
        public UnitStomped {
            cards = List.copyOf(cards);
        }
    }

    /** Stomps left with no unit to destroy. */
    record StompsWasted(int seat, int count) implements KharnageEvent { }

    /** A unit destroyed for {@code cost} combat points; its cards are collected by {@code seat}. */
    record UnitDestroyed(int seat, int owner, String unit, List<String> cards, int cost) implements KharnageEvent {
        public UnitDestroyed {
            cards = List.copyOf(cards);
        }
    }

    record KharnageAchieved(int seat, int victim) implements KharnageEvent { }

    record CheersAwaited(int seat, List<Integer> from) implements KharnageEvent {
        public CheersAwaited {
            from = List.copyOf(from);
        }
    }

    record Cheered(int seat) implements KharnageEvent { }

    /** A seat did not cheer; {@code tokenLost} when it had a Kharnage token to lose. */
    record StayedQuiet(int seat, boolean tokenLost) implements KharnageEvent { }

    /** No more unit can be destroyed; {@code pointsLost} are unused; {@code webs} Web cards to place. */
    record AttackResolved(int seat, int pointsLost, int webs) implements KharnageEvent { }

    record UnitWebbed(int seat, int owner, String unit) implements KharnageEvent { }

    record AttackEnded(int seat) implements KharnageEvent { }

    // --- powers and skills after the attacks -------------------------------------------------

    record OwnUnitOffered(int seat, PowerKind power) implements KharnageEvent { }

    /** HIDE (the unit becomes Absent) or RECALL (the unit goes under the Reserve; a General goes back aside). */
    record OwnUnitChosen(int seat, String unit, PowerKind power) implements KharnageEvent { }

    /** Units flipped: Absent until the end of the round ({@code reason}: flight). */
    record UnitsAbsent(int seat, List<String> units, String reason) implements KharnageEvent {
        public UnitsAbsent {
            units = List.copyOf(units);
        }
    }

    // --- end of round and game ---------------------------------------------------------------

    record Award(int seat, int skulls) { }

    /** END OF ROUND: destroyed unit cards per seat, and the Domination tokens given. */
    record RoundScored(int round, List<Integer> destroyed, List<Award> awards) implements KharnageEvent {
        public RoundScored {
            destroyed = List.copyOf(destroyed);
            awards = List.copyOf(awards);
        }
    }

    /** Destroyed units to the Hill, Absent units back, Webs removed. */
    record RoundEnded(int round) implements KharnageEvent { }

    record Score(int seat, int skulls, int kharnage, int total, int lastInitiative) { }

    record GameOver(List<Score> scores, List<List<Integer>> placings) implements KharnageEvent {
        public GameOver {
            scores = List.copyOf(scores);
            placings = placings.stream().map(List::copyOf).toList();
        }
    }
}
