package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Secret;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Everything that happens in a game (docs/rules/warfighter.md, Events). Sides are named
 * {@code army} and {@code hostile}; numbers are Army numbers and Hostile instance numbers. The one
 * secret is a deck's order, in the shuffles' rolls. Over 400 lines on purpose: the sealed list of every event, in the
 * manual's order, is one contract for clients (docs/rules/warfighter.md, Events), read in one place.
 */
public sealed interface WarfighterEvent {

    // ---- opening (§2.1 Preparing the Mission)

    /** The Mission and Objective laid; {@code drawn} when picked at random (their rolls, public once laid). */
    record MissionLaid(String mission, String objective, int objectiveSlot, int time, int resources, boolean drawn,
                       List<Roll> rolls) implements WarfighterEvent {
    }

    /**
     * A deck shuffled: {@code deck} is {@code action}, {@code hostile} or {@code location}, its cards
     * the game's (the pack's cards of the region or Hostile deck, public); the order is secret.
     */
    record DeckShuffled(String deck, int size, @Secret List<Roll> rolls) implements WarfighterEvent {
    }

    /** A deck's discard pile shuffled back into it (§3.3.8; clarification 29). */
    record DeckReshuffled(String deck, int size, @Secret List<Roll> rolls) implements WarfighterEvent {
    }

    /** The top Location dealt face up and Inactive into a slot. */
    record LocationDealt(int slot, String location) implements WarfighterEvent {
    }

    record TimerSet(int space) implements WarfighterEvent {
    }

    // ---- team (§2.2 Setting up a Team)

    record ArmyRecruited(int army, String card, int seat, int cost) implements WarfighterEvent {
    }

    record AttachmentEquipped(int army, String attachment, int cost) implements WarfighterEvent {
    }

    record SkillTrained(int army, String skill, int cost) implements WarfighterEvent {
    }

    /** A Negative Skill placed for free on an Army with its trait (§2.2.3). */
    record NegativeSkillPlaced(int army, String skill, String trait) implements WarfighterEvent {
    }

    /** An Army ({@code item} null) or one of its cards taken back during team building; {@code refund} RP. */
    record Dismissed(int army, String item, int refund) implements WarfighterEvent {
    }

    record TeamConfirmed(int value) implements WarfighterEvent {
    }

    // ---- completing setup (§2.3) and supply

    record ArmyPlaced(int army, int slot) implements WarfighterEvent {
    }

    /** Cards drawn from the top of the Action deck into an Army's hand (hands are public: clarification 9). */
    record ActionCardsDrawn(int army, List<String> cards) implements WarfighterEvent {
    }

    record SupplyGained(String side, int number, int amount, String reason) implements WarfighterEvent {
    }

    record SupplyLost(String side, int number, int amount, String reason) implements WarfighterEvent {
    }

    // ---- the Game Turn (§3.2)

    record GameTurnBegan(int turn, int timer) implements WarfighterEvent {
    }

    /** A Location's Entrance Cost rises by its {@code Escalate} (start of each Game Turn, §3.3.1). */
    record EntranceEscalated(int slot, int by) implements WarfighterEvent {
    }

    record EnvironRolled(int army, int slot, Roll roll, int needed, boolean passed) implements WarfighterEvent {
    }

    /** {@code hit}, {@code pin} or {@code hardy} (§3.2.0.1). */
    record EnvironResolved(int army, String result) implements WarfighterEvent {
    }

    /** §3.2.0.2: {@code paid} Supply taken from the Army and {@code hits} for what it could not pay. */
    record ExhaustionPaid(int army, int paid, int hits) implements WarfighterEvent {
    }

    record PhaseBegan(Step phase) implements WarfighterEvent {
    }

    record TurnBegan(int army, int seat) implements WarfighterEvent {
    }

    /** An Action-Attachment's own turn begins in its Army's Action Phase (§3.2.1), taken by the seat commanding the Army; {@code TurnEnded(army)} ends it. */
    record AttachmentTurnBegan(int army, String attachment, int seat) implements WarfighterEvent {
    }

    record TurnEnded(int army) implements WarfighterEvent {
    }

    record HostileChosen(int hostile, Integer seat) implements WarfighterEvent {
    }

    record HostileTurnBegan(int hostile) implements WarfighterEvent {
    }

    record HostileTurnEnded(int hostile) implements WarfighterEvent {
    }

    // ---- Army actions and activities (§3.3)

    record ArmyMoved(int army, int from, int to, int cost, int movement, List<String> discarded, List<String> setAsideUsed)
            implements WarfighterEvent {
    }

    record CardSetAside(int by, String card, int forArmy) implements WarfighterEvent {
    }

    /**
     * An attack declared (§3.3.2): attacker and target by side and number, the range, the Action
     * Cards played with it, whether an Army used an Attack Action counter, and for each card (same
     * place) the Army that paid to upgun it or null (§3.1.3.1).
     */
    record AttackDeclared(String attackerSide, int attacker, String targetSide, int target, int range, List<String> cards,
                          boolean attackCounter, List<Integer> upgunnedBy) implements WarfighterEvent {
        public AttackDeclared {
            upgunnedBy = upgunnedBy == null ? Collections.nCopies(cards.size(), null)
                    : Collections.unmodifiableList(new ArrayList<>(upgunnedBy));
        }

        /** An attack whose cards, if any, are not upgunned. */
        public AttackDeclared(String attackerSide, int attacker, String targetSide, int target, int range, List<String> cards,
                              boolean attackCounter) {
            this(attackerSide, attacker, targetSide, target, range, cards, attackCounter, null);
        }
    }

    /** The dice (a d10 value of 10 is the face "0", which counts 10: §3.1.1) and the modified totals. */
    record AttackRolled(List<Roll> attackRolls, int kept, Roll coverRoll, int attackTotal, int coverTotal, Integer band,
                        boolean attackSucceeded, boolean coverDefeated) implements WarfighterEvent {
    }

    /** {@code miss}, {@code pin} or {@code effect}; what the target takes and the attacker's own gains. */
    record AttackResolved(String attackerSide, int attacker, String targetSide, int target, String result, int hits, int pins,
                          int regain, int unpin) implements WarfighterEvent {
    }

    record HostileEliminated(int hostile, int by, int xp) implements WarfighterEvent {
    }

    record ArmyDowned(int army, int teamValue) implements WarfighterEvent {
    }

    record CardsDiscardedAndDrawn(int army, List<String> discarded, List<String> drawn) implements WarfighterEvent {
    }

    /** An activity Action Card played by {@code army} for {@code target}; {@code choice} the alternative used, if any (§3.3.4). */
    record ActionCardPlayed(int army, String card, int target, String choice, Integer upgunnedBy) implements WarfighterEvent {
    }

    /** Pins taken off by an ability or card ({@code reason}: its timing or {@code card}). */
    record PinsRemoved(String side, int number, int amount, String reason) implements WarfighterEvent {
    }

    record SupplyRegained(int army) implements WarfighterEvent {
    }

    record PinRemoved(int army) implements WarfighterEvent {
    }

    /** Supply from an Army to another Army or to its Attachment ({@code attachment} non-null). */
    record SupplyTraded(int from, int to, String attachment, int amount) implements WarfighterEvent {
    }

    /** Supply spent from the own stack of the Army's Attachment, to pay that Attachment's ability (clarification 111). */
    record AttachmentSupplySpent(int army, String attachment, int amount) implements WarfighterEvent {
    }

    /** §3.3.8: {@code paid} is {@code free}, {@code action} or {@code xp}; {@code budget} the Hostile Value to draw. */
    record LocationActivated(int slot, int army, String paid, int budget) implements WarfighterEvent {
    }

    /** The top Hostile card drawn and revealed; {@code total} the Hostile Value drawn so far. */
    record HostileDrawn(String card, int value, int total) implements WarfighterEvent {
    }

    /** A drawn card that would overshoot the budget, to the discard pile (clarification 15). */
    record HostileOvershot(String card) implements WarfighterEvent {
    }

    /** No card left in the deck and its discard pile fits the rest of the budget (clarification 16). */
    record HostileDrawStopped(int total, int budget) implements WarfighterEvent {
    }

    record HostilePlaced(int hostile, String card, int column, Integer supply, boolean objective) implements WarfighterEvent {
    }

    record HostileAttachmentAttached(String attachment, int hostile) implements WarfighterEvent {
    }

    /**
     * The own Supply stack of Hostile {@code hostile}'s Attachment {@code attachment} changes by {@code change}: spent on one of its
     * abilities (negative; {@code reason} the ability's timing) or given by one in the Supply Phase (§3.3.8, §3.4, §3.2.2.3).
     */
    record HostileAttachmentSupply(int hostile, String attachment, int change, String reason) implements WarfighterEvent {
    }

    record HostileAttachmentWaiting(String attachment) implements WarfighterEvent {
    }

    record EngineerRolled(int army, int slot, Roll roll, int points, int total, boolean defeated) implements WarfighterEvent {
    }

    record EngineeringCounterPlaced(int army, String attachment, int slot, int total, boolean defeated) implements WarfighterEvent {
    }

    record ObjectiveSupplied(int army, int amount, int total) implements WarfighterEvent {
    }

    // ---- the Hostile side (§3.4)

    record HostileTargeted(int hostile, Integer target, String rule) implements WarfighterEvent {
    }

    /** {@code why}: {@code toward}, {@code away} (too near for its range) or {@code maintain}. */
    record HostileMoved(int hostile, int from, int to, String why) implements WarfighterEvent {
    }

    record HostileActionLost(int hostile) implements WarfighterEvent {
    }

    // ---- cleanup (§3.2.2)

    record Reinforced(int hostile, int budget) implements WarfighterEvent {
    }

    record HostileSupplied(int hostile, Roll tieRoll) implements WarfighterEvent {
    }

    record TimerAdvanced(int space) implements WarfighterEvent {
    }

    // ---- end (§3)

    /** {@code victory}, {@code defeat} or (campaign) {@code retreat}; {@code carryOver} the campaign's next setup (null for a standalone mission). */
    record GameOver(String result, Object carryOver) implements WarfighterEvent {
    }

    // ---- Retain costs and payments for a dash-Supply Army (§3.2.2.1, §3.1.4)

    /** A Retain card played: it stays in play with the Army instead of going to the discard pile (§3.2.2.1). */
    record CardRetained(int army, String card) implements WarfighterEvent {
    }

    /**
     * Cleanup 1: the card's Retain cost was paid and its Army keeps it in play: {@code supply} from that Army, {@code xp} from
     * the Army {@code xpFrom} (§3.1.3), null for that Army (and in events written before rules version 3).
     */
    record RetainPaid(int army, String card, int supply, int xp, Integer xpFrom) implements WarfighterEvent {
        /** The Retain cost paid wholly by the Army that played the card. */
        public RetainPaid(int army, String card, int supply, int xp) {
            this(army, card, supply, xp, null);
        }
    }

    /** Cleanup 1: the card left play for the discard pile, its cost not paid (or its Army Downed). */
    record RetainDropped(int army, String card) implements WarfighterEvent {
    }

    /** A dash-Supply Army must pay {@code amount} Supply and another Army could: its seat chooses (§3.1.4). */
    record PaymentDue(int army, int amount, String reason) implements WarfighterEvent {
    }

    /** {@code payer} (null: nobody) paid {@code paid} of the Supply the dash-Supply Army owed; the rest it takes as Hits in the reason's event. */
    record PaidFor(int army, Integer payer, int paid, String reason) implements WarfighterEvent {
    }

    // ---- reactions to a Hostile's attack (§3.3.2 Declare Attack, §2.2.1 beige text; clarification 43)

    /** The Hostile's declared attack waits, before its roll, for these seats to react or pass. */
    record ReactionWindowOpened(int hostile, int target, List<Integer> seats) implements WarfighterEvent {
    }

    /** {@code to} paid its beige ability and is the attack's target instead of {@code from}. */
    record AttackRedirected(int hostile, int from, int to) implements WarfighterEvent {
    }

    record ReactionPassed(int seat) implements WarfighterEvent {
    }

    /** Every awaited seat reacted or passed: the attack rolls. */
    record ReactionWindowClosed(int hostile) implements WarfighterEvent {
    }

    // ---- appended by wf-abilities (kept at the end for the merge)

    /** Experience spent by {@code army} ({@code reason}: {@code card}, {@code upgun} or {@code ability}) (§3.1.3, §3.1.3.1). */
    record XpPaid(int army, int amount, String reason) implements WarfighterEvent {
    }

    /** At a Game Turn's end an Army holds the taken Objective, {@code turns} Game Turns in a row of the {@code needed} (clarification 33). */
    record ObjectiveHeld(int turn, int turns, int needed) implements WarfighterEvent {
    }

    /**
     * An ability used by {@code army} for {@code target}; its costs are the events before it (§2.2.1, §2.2.3);
     * {@code choice} the alternative used of an ability of alternatives, else null (clarification 120);
     * {@code upgunnedBy} the Army that paid 1 XP for its bracketed text, or null (§3.1.3.1).
     */
    record AbilityUsed(int army, String source, int ability, int target, String choice, Integer upgunnedBy) implements WarfighterEvent {
        /** A use of an ability without alternatives, with the plain text. */
        public AbilityUsed(int army, String source, int ability, int target) {
            this(army, source, ability, target, null, null);
        }
    }

    /** At a Game Turn's end no Army holds the Objective any more: the count starts again (clarification 33). */
    record ObjectiveHoldLost(int turn) implements WarfighterEvent {
    }

    // ---- campaign (§4): appended last to ease merges

    /** §4.3 Campaign Setup: a new campaign on {@code map}; the first team is built with its starting Resource Points. */
    record CampaignStarted(String map, int startingResources) implements WarfighterEvent {
    }

    /** §4.4 Enter the Town: {@code from} the Town of the last mission, null for the Map's start. */
    record TownEntered(String town, String from) implements WarfighterEvent {
    }

    /** §4.4 Enter the Town, §4.6: one of the Town's effects applied now ({@code resupplyPoints}, {@code promotionPoints}, {@code healHits}). */
    record TownEffectApplied(String town, String kind, int amount) implements WarfighterEvent {
    }

    /** §4.3 Making the Initial Team: the Resource Points left unspent become Resupply Points. */
    record ResourcesConverted(int resupplyPoints) implements WarfighterEvent {
    }

    /** §4.6 Mission Result: the Mission's Promotion and Resupply Points. */
    record MissionSucceeded(int promotion, int resupply) implements WarfighterEvent {
    }

    /** §4.1, §4.6: {@code succeeded} (with its Victory Level) or {@code failed} (null level). */
    record CampaignEnded(String result, String victoryLevel) implements WarfighterEvent {
    }

    /** §4.4 Replenish: the Armies Downed in the last mission come back at 1 Manpower. */
    record Replenished(List<Integer> revived) implements WarfighterEvent {
    }

    /** §4.4: the Town Activities are done; the team goes into the Town's mission. */
    record TownLeft(String town) implements WarfighterEvent {
    }

    // ---- Town Activities (§4.4): each names what it cost; the points held change by it

    /** §4.4 Buy and Sell: {@code attachment} bought for {@code army}, {@code resupply} Resupply Points spent. */
    record AttachmentBought(int army, String attachment, int resupply) implements WarfighterEvent {
    }

    /** §4.4 Buy and Sell: {@code attachment} sold from {@code army}, {@code promotion} Promotion Points gained. */
    record AttachmentSold(int army, String attachment, int promotion) implements WarfighterEvent {
    }

    /** §4.4 Refill Supplies: {@code amount} Supply brings the Army to its Supply Value, for {@code resupply} Resupply Points. */
    record SupplyRefilled(int army, int amount, int resupply) implements WarfighterEvent {
    }

    /** §4.4 Refresh Expended Ability: one use of ability number {@code ability} of {@code card} given back, for {@code resupply} Resupply Points. */
    record ExpendedRefreshed(int army, String card, int ability, int resupply) implements WarfighterEvent {
    }

    /** §4.4 Improve Army: {@code skill} bought for {@code army}, {@code promotion} Promotion Points spent. */
    record SkillBought(int army, String skill, int promotion) implements WarfighterEvent {
    }

    /**
     * §4.4 Improve Army: the Army's card {@code from} replaced by the next level {@code to} for {@code promotion} Promotion
     * Points; it gains and loses the Skills and Attachments listed, and {@code refund} Promotion Points come back for
     * granted Skills it had bought (clarification 61).
     */
    record ArmyLevelledUp(int army, String from, String to, int promotion, List<String> gained, List<String> lost, int refund)
            implements WarfighterEvent {
        public ArmyLevelledUp {
            gained = List.copyOf(gained);
            lost = List.copyOf(lost);
        }
    }

    /** §4.4 Purchase Army: Army number {@code army} of card {@code card} joins for {@code seat}, with the cards its level grants. */
    record ArmyPurchased(int army, String card, int seat, int promotion, List<String> granted) implements WarfighterEvent {
        public ArmyPurchased {
            granted = List.copyOf(granted);
        }
    }

    /** §4.4 Map Activities: the Map's {@code effect} ({@code healHit}, {@code removePins}, {@code refillSupply}) on {@code army}, at its cost. */
    record MapActivityUsed(String effect, int army, int amount, int promotion, int resupply) implements WarfighterEvent {
    }

    // ---- Mission Result after a Retreat (§4.6)

    /** At the end of Game Turn {@code turn} the lead seat fought on (§4.6 Retreat). */
    record FoughtOn(int turn) implements WarfighterEvent {
    }

    /**
     * At the end of Game Turn {@code turn} the team retreated from {@code town} (§4.6 Retreat): no Mission points, every Army
     * healed to full Manpower (a Downed one included, with no Pins: clarification 78), {@code resupply} Resupply Points
     * gained, the Town discarded; the Retain cards in play go to the discard pile and the team is in town again.
     */
    record Retreated(String town, int turn, int resupply) implements WarfighterEvent {
    }

    /** After a Retreat the lead seat chose a set-aside Town for the next game's Desperation Mission; the count goes up (§4.6). */
    record DesperationChosen(String town) implements WarfighterEvent {
    }

    // ---- Hits placed after a Hostile's roll (§2.2.2, §2.2.1; clarification 46)

    /** A Hostile's landing attack put {@code hits} on a Player Army that may move or stop them: its seat places them (before {@code AttackResolved}, which then leaves them off the Army). */
    record HitsDue(int hostile, int army, int hits) implements WarfighterEvent {
    }

    /** Where each of the due Hits went, in order (a stopped one's Supply is the {@code SupplyLost(..., "stopHit")} before). */
    record HitsAssigned(int army, List<WarfighterCommand.Hit> hits) implements WarfighterEvent {
    }

    /** An Attachment whose Hits reached its Manpower leaves its Army for the rest of the Mission (§2.2.2). */
    record AttachmentDestroyed(int army, String attachment) implements WarfighterEvent {
    }

    /** §4.4 Replenish in a campaign (clarification 57): a destroyed Attachment back on its Army with {@code hits}, 1 Manpower left. */
    record AttachmentRestored(int army, String attachment, int hits) implements WarfighterEvent {
    }
}
