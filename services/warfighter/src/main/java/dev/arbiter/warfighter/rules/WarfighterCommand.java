package dev.arbiter.warfighter.rules;

import java.util.List;

/**
 * What a seat may send (docs/rules/warfighter.md, Decision points). Armies are named by number
 * (the Army Identification Counter), Hostiles by instance number, hand cards by {@code id#copy}.
 */
public sealed interface WarfighterCommand {

    /** Lead seat, team building: recruits an Army card for a seat (§2.2.1 Armies). */
    record Recruit(String army, int seat) implements WarfighterCommand {
    }

    /** Lead seat, team building: gives an Army an Attachment within its Command (§2.2.2 Attachments). */
    record Equip(int army, String attachment) implements WarfighterCommand {
    }

    /** Lead seat, team building: gives an Army a Skill (§2.2.3 Skills). */
    record Train(int army, String skill) implements WarfighterCommand {
    }

    /** Lead seat, team building: takes back an Attachment or Skill ({@code item}), or the Army with all it holds (null). */
    record Dismiss(int army, String item) implements WarfighterCommand {
    }

    /** Lead seat, team building: the team is complete (§2.2, §2.3 Completing Setup). */
    record ConfirmTeam() implements WarfighterCommand {
    }

    /** The Army's seat, after a failed Environ roll: {@code hit}, {@code pin} or {@code hardy} (§3.2.0.1 Environment). */
    record ChooseEnvironResult(int army, String result) implements WarfighterCommand {
    }

    /**
     * A seat with an Army due in this Action Phase starts its turn, or with {@code attachment} the turn of that Army's
     * Action-Attachment (§3.2.1 Action Phases).
     */
    record BeginTurn(int army, String attachment) implements WarfighterCommand {
        /** The Army's own turn. */
        public BeginTurn(int army) {
            this(army, null);
        }
    }

    /** Lead seat, with {@code hostileOrder: players}: which of several eligible Hostiles acts (§3.2.1). */
    record ChooseHostile(int hostile) implements WarfighterCommand {
    }

    /** Acting Army: Move one column ({@code direction} −1 left, +1 right), discarding hand cards for Movement (§3.3.1). */
    record Move(int direction, List<String> discards) implements WarfighterCommand {
        public Move {
            discards = discards == null ? List.of() : List.copyOf(discards);
        }
    }

    /** Acting Player Army: sets a hand card aside for an Army's next Move (§3.3.1; clarification 26). */
    record SetAside(String card, int forArmy) implements WarfighterCommand {
    }

    /**
     * Acting Army: Attack a Hostile in range, with declare-timing Action Cards from its hand (§3.3.2); {@code onHit} names
     * its "-Supply" abilities of the {@code onHit} timing to pay if the attack lands (§2.2.1; clarification 22);
     * {@code abilities} its abilities of the {@code declare} timing used with the declaration; {@code upgun} the declared
     * cards and abilities upgunned, each with the Army that pays its 1 XP (§3.1.3.1); {@code xpFrom} the Army whose XP pays the
     * declared cards' and abilities' XP costs, null for the attacker (§3.1.3 Experience).
     */
    record Attack(int target, boolean attackCounter, List<String> cards, List<AbilityRef> onHit, List<AbilityRef> abilities,
                  List<Upgunned> upgun, Integer xpFrom) implements WarfighterCommand {
        public Attack {
            cards = cards == null ? List.of() : List.copyOf(cards);
            onHit = onHit == null ? List.of() : List.copyOf(onHit);
            abilities = abilities == null ? List.of() : List.copyOf(abilities);
            upgun = upgun == null ? List.of() : List.copyOf(upgun);
        }

        /** An attack with no declare-timing ability and nothing upgunned. */
        public Attack(int target, boolean attackCounter, List<String> cards, List<AbilityRef> onHit) {
            this(target, attackCounter, cards, onHit, List.of(), List.of(), null);
        }

        /** An attack whose XP costs, if any, the attacker pays. */
        public Attack(int target, boolean attackCounter, List<String> cards, List<AbilityRef> onHit, List<AbilityRef> abilities,
                      List<Upgunned> upgun) {
            this(target, attackCounter, cards, onHit, abilities, upgun, null);
        }
    }

    /**
     * One thing upgunned at an Attack: a declared card ({@code card}) or a declared ability ({@code source} and
     * {@code ability}, as in {@link AbilityRef}); {@code xpFrom}, any standing Army, pays its 1 XP (§3.1.3.1).
     */
    record Upgunned(String card, String source, Integer ability, int xpFrom) {
        public static Upgunned card(String card, int xpFrom) {
            return new Upgunned(card, null, null, xpFrom);
        }

        public static Upgunned ability(AbilityRef ref, int xpFrom) {
            return new Upgunned(null, ref.source(), ref.ability(), xpFrom);
        }
    }

    /** An ability by its card ({@code source}: the Army card, an Attachment or a Skill it holds) and its place on it, from 0. */
    record AbilityRef(String source, int ability) {
    }

    /** Acting Player Army: discards the named cards and draws up to its hand size (§3.3.3). */
    record DiscardAndDraw(List<String> cards) implements WarfighterCommand {
        public DiscardAndDraw {
            cards = cards == null ? List.of() : List.copyOf(cards);
        }
    }

    /**
     * Acting Player Army: plays an activity-timing Action Card (in a reaction window: a defensive one from a hand of the seat);
     * {@code army} names the Army an "any Army" effect helps; {@code choice} names the one effect used of a card whose effects
     * are alternatives ("or", §3.3.4, §3.1.3.1); {@code xpFrom} the Army whose XP pays the card's XP cost, null for the Army
     * that plays it (§3.1.3 Experience).
     */
    record PlayActionCard(String card, Integer army, String choice, Upgun upgun, Integer xpFrom) implements WarfighterCommand {
        /** The card with its XP cost, if any, paid by the Army that plays it. */
        public PlayActionCard(String card, Integer army, String choice, Upgun upgun) {
            this(card, army, choice, upgun, null);
        }
    }

    /** Upgunning a card: {@code xpFrom}, any standing Army, pays the 1 XP (§3.1.3.1 Upgunning). */
    record Upgun(int xpFrom) {
    }

    /** Acting Army: one Action for 1 Supply, below its Supply Value (§3.3.5). */
    record RegainSupply() implements WarfighterCommand {
    }

    /** Acting Army: one Action to remove one of its Pins (§3.3.6). */
    record RemovePin() implements WarfighterCommand {
    }

    /**
     * Acting Player Army: moves Supply from {@code from} to {@code to}, Armies by number; one of them is the acting Army. With
     * {@code attachment} both are the acting Army and the Supply goes to that Attachment's stack; otherwise the other is a Support
     * Army in its column, either way (§3.3.7, §3.1.4).
     */
    record TradeSupply(int from, int to, String attachment, int amount) implements WarfighterCommand {
    }

    /** Acting Army: Activates the adjacent Inactive Location or Objective in {@code slot} (§3.3.8). */
    record ActivateLocation(int slot) implements WarfighterCommand {
    }

    /** Acting Army on the Objective: spends Supply toward a {@code spendSupply} condition (§1.1.5; clarification 33). */
    record SupplyObjective(int amount) implements WarfighterCommand {
    }

    /** Acting Army with an Engineer Attachment: rolls against the obstacle in its own or an adjacent column (§3.3.9). */
    record RollEngineer(int slot) implements WarfighterCommand {
    }

    /**
     * Acting Army: places an Engineering counter one of its Attachments came with on the obstacle in its own or an adjacent
     * column, one Engineering Point (§1.2 Engineering Counters; clarification 118).
     */
    record PlaceEngineeringCounter(String attachment, int slot) implements WarfighterCommand {
    }

    /** Acting Army: ends its turn (§3.2.1). */
    record EndTurn() implements WarfighterCommand {
    }

    /**
     * The seat of the Army that played a Retain card, Cleanup 1: pays its Retain cost to keep it in play (§3.2.2.1), its Supply
     * from that Army, its XP from the Army {@code xpFrom} names, null for that Army (§3.1.3 Experience).
     */
    record PayRetain(String card, Integer xpFrom) implements WarfighterCommand {
        /** The Retain cost paid wholly by the Army that played the card. */
        public PayRetain(String card) {
            this(card, null);
        }
    }

    /** The seat of the Army that played a Retain card, Cleanup 1: lets it go to the discard pile (§3.2.2.1). */
    record DropRetain(String card) implements WarfighterCommand {
    }

    /** The seat of a dash-Supply Army that must pay Supply: names another Army to pay ({@code payer}), or null to take the Hits (§3.1.4, §3.2.0.2). */
    record PayFor(int army, Integer payer) implements WarfighterCommand {
    }

    /** A seat in a Hostile attack's reaction window: its Army in range pays the beige ability and becomes the target (§2.2.1). */
    record Redirect(int army) implements WarfighterCommand {
    }

    /** A seat in a Hostile attack's reaction window: no (further) reaction (§3.3.2 Declare Attack). */
    record Pass() implements WarfighterCommand {
    }

    // ---- appended by wf-abilities (kept at the end for the merge)

    /**
     * Acting Army: uses the active ability number {@code ability} (from 0, in card order) of {@code source}, its Army card, an
     * Attachment or a Skill it holds; {@code army} names the Army an "Army here" effect helps (null: itself) (§2.2.1, §2.2.3);
     * {@code choice} names the one effect used of an ability whose effects are alternatives ("or", clarification 120), else null;
     * {@code upgun} upgunned with the bracketed text, its 1 XP paid by {@code upgun.xpFrom} (§3.1.3.1), or null; {@code xpFrom}
     * the Army whose XP pays the ability's XP cost, null for the acting Army (§3.1.3 Experience).
     */
    record UseAbility(String source, int ability, Integer army, String choice, Upgun upgun, Integer xpFrom) implements WarfighterCommand {
        /** The ability, one without alternatives, used with its plain text. */
        public UseAbility(String source, int ability, Integer army) {
            this(source, ability, army, null, null, null);
        }

        /** The ability with its XP cost, if any, paid by the acting Army. */
        public UseAbility(String source, int ability, Integer army, String choice, Upgun upgun) {
            this(source, ability, army, choice, upgun, null);
        }
    }

    /** Lead seat, Town Activities of a continued campaign: done in the Town, the mission begins (§4.4 Town Activities). */
    record LeaveTown() implements WarfighterCommand {
    }

    /** Lead seat, a continued campaign with 2 or more arrows from the last Town: the Town the team marches to (§4.4 Enter the Town). */
    record ChooseRoute(String town) implements WarfighterCommand {
    }

    /** Lead seat, Town Activities: buys an Attachment for an Army with Resupply Points at its RP cost (§4.4 Buy and Sell; clarification 53). */
    record BuyAttachment(int army, String attachment) implements WarfighterCommand {
    }

    /** Lead seat, Town Activities: sells an Army's Attachment for its RP cost in Promotion Points (§4.4 Buy and Sell; clarification 53). */
    record SellAttachment(int army, String attachment) implements WarfighterCommand {
    }

    /** Lead seat, Town Activities: 1 Resupply Point refills one Army's Supply to its Supply Value (§4.4 Refill Supplies). */
    record RefillSupply(int army) implements WarfighterCommand {
    }

    /** Lead seat, Town Activities: 1 Resupply Point gives back one use of an Expended ability of an Army's Attachment or Skill {@code card} (§4.4 Refresh Expended Ability). */
    record RefreshExpended(int army, String card) implements WarfighterCommand {
    }

    /** Lead seat, Town Activities: the Army takes the next level of its line for its Level Up Cost in Promotion Points (§4.4 Improve Army; clarification 61). */
    record LevelUp(int army) implements WarfighterCommand {
    }

    /** Lead seat, Town Activities: buys a Skill for an Army with Promotion Points at its RP cost (§4.4 Improve Army). */
    record BuySkill(int army, String skill) implements WarfighterCommand {
    }

    /** Lead seat, Town Activities: buys a new Army card of any level with Promotion Points at its RP cost, commanded by {@code seat} (§4.4 Purchase Army). */
    record PurchaseArmy(String army, int seat) implements WarfighterCommand {
    }

    /** Lead seat, Town Activities: the Campaign Map's own Activity, paid at its cost, for the Army named (§4.4 Map Activities). */
    record MapActivity(int army) implements WarfighterCommand {
    }

    // ---- Mission Result after a Retreat (§4.6)

    /** Lead seat, end of a campaign mission's Game Turn: the team leaves the mission (§4.6 Retreat). */
    record Retreat() implements WarfighterCommand {
    }

    /** Lead seat, end of a campaign mission's Game Turn: the mission goes on with the next Game Turn (§4.6 Retreat). */
    record FightOn() implements WarfighterCommand {
    }

    /** Lead seat, after a Retreat's Town Activities: the next game plays this set-aside Town's Mission (§4.6 Retreat). */
    record PlayDesperation(String town) implements WarfighterCommand {
    }

    /** Lead seat, after a Retreat's Town Activities: no Desperation Mission; the next game follows the route (§4.6 Retreat). */
    record DeclineDesperation() implements WarfighterCommand {
    }

    /**
     * The seat of a Player Army a Hostile's roll put Hits on, when it has a living Attachment or an affordable "stop a Hit":
     * where each Hit goes, one by one (§2.2.2 Attachments, §2.2.1; clarification 46).
     */
    record AssignHits(List<Hit> hits) implements WarfighterCommand {
        public AssignHits {
            hits = hits == null ? List.of() : List.copyOf(hits);
        }
    }

    /**
     * One Hit's place: {@code to} is {@code army}, {@code attachment} (its card id in {@code source}) or {@code stop}
     * (the card whose "-Supply: stop a Hit" pays for it in {@code source}).
     */
    record Hit(String to, String source) {
    }
}
