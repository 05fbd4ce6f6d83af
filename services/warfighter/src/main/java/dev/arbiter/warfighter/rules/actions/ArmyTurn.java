package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.Slot;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.combat.Combat;
import dev.arbiter.warfighter.rules.combat.Declaration;
import dev.arbiter.warfighter.rules.turn.Draws;
import dev.arbiter.warfighter.rules.turn.Victory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An Army's turn: its Actions and Activities (§3.3 Army Actions / Army Activities). About 400 lines on purpose: each
 * Action is a short check-and-emit over the same Action count and red-cost payment, which this class keeps.
 */
public final class ArmyTurn {

    private final Catalogue cards;
    private final Combat combat;
    private final Victory victory;
    private final Abilities abilities;
    private final Declaration declaration;
    private final Engineering engineering;
    private final Activation activation;

    public ArmyTurn(Catalogue cards) {
        this.cards = cards;
        this.combat = new Combat(cards);
        this.victory = new Victory(cards);
        this.abilities = new Abilities(cards);
        this.declaration = new Declaration(cards);
        this.engineering = new Engineering(cards);
        this.activation = new Activation(cards);
    }

    public void handle(Emitter em, Dice dice, ArmyState army, WarfighterCommand command) {
        if (command instanceof Move c) {
            move(em, army, c);
        } else if (command instanceof SetAside c) {
            setAside(em, army, c);
        } else if (command instanceof Attack c) {
            attack(em, dice, army, c);
        } else if (command instanceof DiscardAndDraw c) {
            discardAndDraw(em, dice, army, c);
        } else if (command instanceof PlayActionCard c) {
            playCard(em, dice, army, c);
        } else if (command instanceof RegainSupply) {
            action(army);
            Rulebook.BOOK.require(army.supply() != null && army.supply() < cards.supplyValue(army), "regain.full", "§3.3.5 Regain 1 Supply",
                    "Army " + army.number() + " is not below its Supply Value");
            em.emit(new SupplyRegained(army.number()));
        } else if (command instanceof RemovePin) {
            action(army);
            Rulebook.BOOK.require(army.pins() > 0, "pin.none", "§3.3.6 Remove 1 Pin", "Army " + army.number() + " has no Pin");
            em.emit(new PinRemoved(army.number()));
        } else if (command instanceof TradeSupply c) {
            trade(em, army, c);
        } else if (command instanceof ActivateLocation c) {
            activation.activate(em, dice, army, c.slot());
        } else if (command instanceof SupplyObjective c) {
            supplyObjective(em, army, c.amount());
        } else if (command instanceof RollEngineer c) {
            engineering.roll(em, dice, army, c.slot());
        } else if (command instanceof PlaceEngineeringCounter c) {
            engineering.place(em, army, c);
        } else if (command instanceof UseAbility c) {
            abilities.use(em, army, c);
        } else if (command instanceof EndTurn) {
            em.emit(new TurnEnded(army.number()));
        } else {
            throw Rulebook.BOOK.violation("turn.not-now", "§3.3 Army Actions", command.getClass().getSimpleName() + " is not an Army's action");
        }
    }

    public Engineering engineering() {
        return engineering;
    }

    public Activation activation() {
        return activation;
    }

    private void action(ArmyState army) {
        Rulebook.BOOK.require(cards.actionsLeft(army) > 0, "action.none-left", "§3.3 Army Actions",
                "Army " + army.number() + " has no Action left");
    }

    /** The cards that may pay for a Move: its own hand, or for a Support Army any Player Army's (§3.3.1). */
    public List<String> movePool(WarfighterState state, ArmyState army) {
        if (cards.card(army).player()) {
            return army.hand();
        }
        List<String> pool = new ArrayList<>();
        state.standing().stream().filter(a -> cards.card(a).player()).forEach(a -> pool.addAll(a.hand()));
        return pool;
    }

    /** Why a Move is refused, or null: once per Game Turn, an adjacent Active passable column, the Entrance Cost met (§3.3.1). */
    public String moveProblem(WarfighterState state, ArmyState army, int direction, int discards) {
        if (cards.actionsLeft(army) == 0) {
            return "action.none-left";
        }
        if (army.moved()) {
            return "move.once-per-turn";
        }
        int to = army.column() + direction;
        if (Math.abs(direction) != 1 || to < 1 || to > state.objectiveSlot()) {
            return "move.adjacent";
        }
        Slot slot = state.slot(to);
        if (!slot.active()) {
            return "move.inactive";
        }
        if (cards.impassable(slot)) {
            return "move.impassable";
        }
        if (cards.movement(army) + discards + army.setAside().size() < cards.entranceCost(state, to)) {
            return "move.entrance-cost";
        }
        if (actionCostProblem(state, army, "move")) {
            return "move.supply";
        }
        return null;
    }

    private void move(Emitter em, ArmyState army, Move c) {
        WarfighterState state = em.state();
        List<String> pool = new ArrayList<>(movePool(state, army));
        for (String card : c.discards()) {
            Rulebook.BOOK.require(pool.remove(card), "move.discard-not-held", "§3.3.1 Move", card + " is not a card this Army may discard");
        }
        String problem = moveProblem(state, army, c.direction(), c.discards().size());
        if (problem != null) {
            throw Rulebook.BOOK.violation(problem, "§3.3.1 Move", "Army " + army.number() + " cannot Move " + (c.direction() > 0 ? "right" : "left")
                    + " (" + problem + ")");
        }
        RedCost red = redCost(army, ownSources(army), "move");
        payActionCost(em, army, "move", red.army(), 0, 0);
        red.stacks().forEach((attachment, amount) -> em.emit(new AttachmentSupplySpent(army.number(), attachment, amount)));
        int to = army.column() + c.direction();
        em.emit(new ArmyMoved(army.number(), army.column(), to, cards.entranceCost(state, to), cards.movement(army), c.discards(),
                army.setAside()));
    }

    private void setAside(Emitter em, ArmyState army, SetAside c) {
        Rulebook.BOOK.require(cards.card(army).player(), "setaside.player", "§3.3.1 Move", "only a Player Army sets cards aside");
        Rulebook.BOOK.require(army.hand().contains(c.card()), "setaside.not-held", "§3.3.1 Move", c.card() + " is not in its hand");
        Rulebook.BOOK.require(em.state().standing().stream().anyMatch(a -> a.number() == c.forArmy()), "setaside.no-army", "§3.3.1 Move",
                "no standing Army " + c.forArmy());
        em.emit(new CardSetAside(army.number(), c.card(), c.forArmy()));
    }

    /**
     * Whether nobody can pay the red ("actionCost") Supply cost of the Action: the Army itself, or for a dash Army another
     * Army; or an Attachment's own stack its part (clarification 117).
     */
    private boolean actionCostProblem(WarfighterState state, ArmyState army, String action) {
        RedCost red = redCost(army, ownSources(army), action);
        return red.army() > 0 && payer(state, army, red.army()) == null || !Abilities.stacksHold(army, red.stacks());
    }

    /**
     * The red Supply an Action costs, by purse: {@code army} what its Army pays, {@code stacks} what each Attachment with a
     * stack of its own pays from it, by Attachment (clarifications 90, 111, 117).
     */
    record RedCost(int army, Map<String, Integer> stacks) {
    }

    /** The red cost of {@code action} that the cards {@code sources} of the Army put on it, split by purse. */
    RedCost redCost(ArmyState army, List<String> sources, String action) {
        int fromArmy = 0;
        Map<String, Integer> stacks = new LinkedHashMap<>();
        for (String source : sources) {
            int cost = abilities.abilitiesOf(source).stream().filter(a -> "actionCost".equals(a.timing()) && action.equals(a.action()))
                    .mapToInt(Cards.Ability::supplyCost).sum();
            if (cost > 0 && Abilities.ownStack(army, source) != null) {
                stacks.merge(source, cost, Integer::sum);
            } else {
                fromArmy += cost;
            }
        }
        return new RedCost(fromArmy, stacks);
    }

    /** The cards whose red costs are on the Army's own Actions: its own, its Skills, its Attachments but Action-Attachments (clarification 90). */
    private List<String> ownSources(ArmyState army) {
        return abilities.sources(army).stream().filter(s -> cards.pack.attachment(s).map(a -> !Catalogue.actsAlone(a)).orElse(true)).toList();
    }

    static ArmyState payer(WarfighterState state, ArmyState army, int cost) {
        if (army.supply() != null) {
            return army.supply() >= cost ? army : null;
        }
        return state.standing().stream().filter(a -> a.supply() != null && a.supply() >= cost).findFirst().orElse(null);
    }

    /**
     * Pays the Action's Supply: the Army's own, in one {@code SupplyLost} per reason; a dash-Supply Army's seat is asked
     * which Army pays the whole ({@code PaymentDue}, answered by {@code PayFor}; §3.1.4 "any Army may spend said Supply").
     */
    void payActionCost(Emitter em, ArmyState army, String action, int cost, int cardSupply, int abilitySupply) {
        if (army.supply() == null && cost + cardSupply + abilitySupply > 0) {
            em.emit(new PaymentDue(army.number(), cost + cardSupply + abilitySupply, action));
            return;
        }
        if (cost > 0) {
            em.emit(new SupplyLost("army", army.number(), cost, "actionCost"));
        }
        if (cardSupply > 0) {
            em.emit(new SupplyLost("army", army.number(), cardSupply, "card"));
        }
        if (abilitySupply > 0) {
            em.emit(new SupplyLost("army", army.number(), abilitySupply, "ability"));
        }
    }

    /** Why the attack is refused, or null (§3.3.2 Declare Attack). */
    public String attackProblem(WarfighterState state, ArmyState army, Attack attack) {
        if (attack.attackCounter() ? cards.attackActionsLeft(army) == 0 : cards.actionsLeft(army) == 0) {
            return "action.none-left";
        }
        HostileState h = state.hostiles().stream().filter(x -> x.number() == attack.target()).findFirst().orElse(null);
        if (h == null) {
            return "attack.no-such-hostile";
        }
        if (!cards.card(army).attackChart().range().contains(Math.abs(h.column() - army.column()))) {
            return "attack.out-of-range";
        }
        String declared = declaration.problem(state, army, attack);
        if (declared != null) {
            return declared;
        }
        RedCost red = redCost(army, ownSources(army), "attack");
        int supply = red.army() + declaration.cardSupply(attack) + declaration.abilitySupply(army, attack);
        Map<String, Integer> stacks = Abilities.merged(red.stacks(), declaration.stackSupply(army, attack));
        if (supply > 0 && payer(state, army, supply) == null || !Abilities.stacksHold(army, stacks)) {
            return "attack.supply";
        }
        String onHitProblem = abilities.onHitProblem(army, attack.onHit());
        if (onHitProblem != null) {
            return onHitProblem;
        }
        // clarification 22: the on-hit Supply comes from the attacker's own stack, after what the declaration costs it
        int onHitSupply = abilities.supplyCost(army, attack.onHit());
        int own = army.supply() == null ? 0 : army.supply() - supply;
        // clarification 111: an Attachment's on-hit ability is paid from its own stack, if it has one, after the declaration
        return onHitSupply > own || !Abilities.stacksHold(army, Abilities.merged(stacks, abilities.stackCost(army, attack.onHit())))
                ? "attack.on-hit-supply" : null;
    }

    private void attack(Emitter em, Dice dice, ArmyState army, Attack c) {
        WarfighterState state = em.state();
        String problem = attackProblem(state, army, c);
        if (problem != null) {
            throw Rulebook.BOOK.violation(problem, "§3.3.2 Attack, §3.1.3.1 Upgunning", "Army " + army.number() + " cannot attack Hostile "
                    + c.target() + " (" + problem + ")");
        }
        HostileState h = state.hostile(c.target());
        int range = Math.abs(h.column() - army.column());
        RedCost red = redCost(army, ownSources(army), "attack");
        payActionCost(em, army, "attack", red.army(), declaration.cardSupply(c), declaration.abilitySupply(army, c));
        declaration.payStacks(em, army, c, red.stacks());
        declaration.payXp(em, army, c);
        em.emit(new AttackDeclared("army", army.number(), "hostile", c.target(), range, c.cards(), c.attackCounter(),
                declaration.upgunnedBy(c)));
        declaration.useAbilities(em, army, c);
        Combat.Bonus bonus = declaration.bonus(c, new Combat.Bonus(cards.passive(army, "extraAttackDie"), cards.passive(army, "attackModifier"),
                cards.passive(army, "coverModifier"), 0, 0));
        for (AbilityRef ref : c.onHit()) {
            bonus = bonus.plus("extraHit", abilities.of(ref).value());
        }
        int onHitSupply = abilities.supplyCost(army, c.onHit());
        combat.resolve(em, dice, "army", army.number(), "hostile", c.target(), range, bonus, () -> {
                    // clarification 22: the named on-hit abilities are paid only now that the attack lands
                    if (onHitSupply > 0) {
                        em.emit(new SupplyLost("army", army.number(), onHitSupply, "onHit"));
                    }
                    abilities.stackCost(army, c.onHit()).forEach((a, amount) -> em.emit(new AttachmentSupplySpent(army.number(), a, amount)));
                    c.onHit().forEach(ref -> em.emit(new AbilityUsed(army.number(), ref.source(), ref.ability(), army.number())));
                });
        victory.checkWin(em);
    }

    private void discardAndDraw(Emitter em, Dice dice, ArmyState army, DiscardAndDraw c) {
        Rulebook.BOOK.require(cards.card(army).player(), "draw.player", "§3.3.3 Discard and Draw", "only a Player Army holds Action Cards");
        action(army);
        List<String> hand = new ArrayList<>(army.hand());
        for (String card : c.cards()) {
            Rulebook.BOOK.require(hand.remove(card), "card.not-held", "§3.3.3 Discard and Draw", card + " is not in its hand");
        }
        em.emit(new CardsDiscardedAndDrawn(army.number(), c.cards(), List.of()));
        Draws.fill(em, dice, army.number(), cards.handSize(em.state().army(army.number())));
    }

    /** Why an activity Action Card cannot be played now, or null (§3.3.4). */
    public String cardProblem(WarfighterState state, ArmyState army, PlayActionCard play) {
        if (!army.hand().contains(play.card())) {
            return "card.not-held";
        }
        return "activity".equals(cards.actionCard(play.card()).timing()) ? playProblem(state, army, play) : "card.timing";
    }

    /**
     * Why a card of the right timing cannot be played by {@code army} as {@code play} names it, or null: its choice, its
     * upgun (§3.1.3.1, 1 XP from any standing Army), its cost in full (§3.3.4; XP from any Army, §3.1.3) and whom it helps.
     */
    public String playProblem(WarfighterState state, ArmyState army, PlayActionCard play) {
        Cards.ActionCard c = cards.actionCard(play.card());
        boolean upgunned = play.upgun() != null;
        if (upgunned && c.upgun() == null) {
            return "card.upgun-none";
        }
        Cards.Cost cost = c.cost(upgunned);
        String xp = XpCosts.problem(state, army, "card", "card.cost", cost == null ? 0 : cost.xp(), play.xpFrom(),
                upgunned ? play.upgun().xpFrom() : null);
        if (xp != null) {
            return xp;
        }
        if (cost != null && (cost.actions() > cards.actionsLeft(army)
                || cost.supply() > 0 && (army.supply() == null || army.supply() < cost.supply()))) {
            return "card.cost";
        }
        int who = play.army() == null ? army.number() : play.army();
        ArmyState helped = state.standingArmy(who);
        if (helped == null) {
            return "card.target";
        }
        // §3.3.4: a card of alternatives ("or") uses exactly the one named; any other card takes no choice
        if (!c.choices().contains(play.choice())) {
            return "card.choice";
        }
        for (Cards.Effect effect : c.applied(play.choice(), upgunned)) {
            String kind = effect.target() == null ? "self" : effect.target();
            if (kind.equals("self") && who != army.number() || kind.equals("armyHere") && helped.column() != army.column()) {
                return "card.target";
            }
        }
        return null;
    }

    private void playCard(Emitter em, Dice dice, ArmyState army, PlayActionCard c) {
        String problem = cardProblem(em.state(), army, c);
        if (problem != null) {
            throw Rulebook.BOOK.violation(problem, "§3.3.4 Play an Action Card, §3.1.3 Experience", c.card() + " cannot be played now (" + problem + ")");
        }
        payCard(em, army, c);
        Cards.ActionCard card = cards.actionCard(c.card());
        boolean upgunned = c.upgun() != null;
        int target = c.army() == null ? army.number() : c.army();
        em.emit(new ActionCardPlayed(army.number(), c.card(), target, c.choice(), upgunned ? c.upgun().xpFrom() : null));
        if (card.retain() != null) {
            em.emit(new CardRetained(army.number(), c.card()));
        }
        for (Cards.Effect effect : card.applied(c.choice(), upgunned)) {
            if ("drawCards".equals(effect.effect())) {
                ArmyState now = em.state().army(target);
                Draws.fill(em, dice, target, now.hand().size() + effect.value());
            }
        }
    }

    /** A played card's cost, Supply from the Army that plays it, XP from the Army {@code xpFrom} names (§3.1.3), then the upgun's 1 XP. */
    public void payCard(Emitter em, ArmyState army, PlayActionCard c) {
        Cards.Cost cost = cards.actionCard(c.card()).cost(c.upgun() != null);
        if (cost != null && cost.supply() > 0) {
            em.emit(new SupplyLost("army", army.number(), cost.supply(), "card"));
        }
        if (cost != null && cost.xp() > 0) {
            em.emit(new XpPaid(XpCosts.payer(army, c.xpFrom()), cost.xp(), "card"));
        }
        if (c.upgun() != null) {
            em.emit(new XpPaid(c.upgun().xpFrom(), 1, "upgun"));
        }
    }

    private void trade(Emitter em, ArmyState army, TradeSupply c) {
        Rulebook.BOOK.require(cards.card(army).player(), "trade.player", "§3.3.7 Trade Supply", "only a Player Army trades Supply");
        Rulebook.BOOK.require(c.from() == army.number() || c.to() == army.number(), "trade.own", "§3.3.7 Trade Supply",
                "Army " + army.number() + " trades only its own Supply");
        if (c.attachment() != null) {
            Rulebook.BOOK.require(c.amount() > 0 && army.supply() != null && army.supply() >= c.amount(), "trade.supply", "§3.3.7 Trade Supply",
                    "Army " + army.number() + " has not " + c.amount() + " Supply");
            Equipped e = army.attachments().stream().filter(x -> x.attachment().equals(c.attachment())).findFirst().orElse(null);
            // clarification 97: the stack never holds more than the Attachment's printed Supply (§3.1.4)
            Rulebook.BOOK.require(c.from() == c.to() && e != null && e.supply() != null
                    && e.supply() + c.amount() <= cards.pack.attachment(e.attachment()).orElseThrow().supply(), "trade.attachment",
                    "§3.3.7 Trade Supply", "Army " + army.number() + " has no Attachment " + c.attachment() + " with room in its Supply stack");
        } else {
            boolean giving = c.from() == army.number();
            int otherNumber = giving ? c.to() : c.from();
            ArmyState other = em.state().standingArmy(otherNumber);
            Rulebook.BOOK.require(other != null && !cards.card(other).player() && other.column() == army.column() && other.supply() != null,
                    "trade.support", "§3.1.4 Supplies", "Supply is swapped only with a Support Army in the same column");
            ArmyState giver = giving ? army : other;
            ArmyState receiver = giving ? other : army;
            Rulebook.BOOK.require(c.amount() > 0 && giver.supply() != null && giver.supply() >= c.amount(), "trade.supply", "§3.1.4 Supplies",
                    "Army " + giver.number() + " has not " + c.amount() + " Supply");
            // clarification 45: refused rather than lost past the receiver's Supply Value
            Rulebook.BOOK.require(receiver.supply() != null && receiver.supply() + c.amount() <= cards.supplyValue(receiver),
                    giving ? "trade.support" : "trade.room", "§3.1.4 Supplies",
                    "Army " + receiver.number() + " has no room for " + c.amount() + " Supply");
        }
        em.emit(new SupplyTraded(c.from(), c.to(), c.attachment(), c.amount()));
    }

    private void supplyObjective(Emitter em, ArmyState army, int amount) {
        WarfighterState state = em.state();
        int needed = cards.pack.objective(state.objective()).orElseThrow().conditions().stream()
                .filter(c -> c.kind().equals("spendSupply")).mapToInt(Cards.Condition::amount).sum();
        Rulebook.BOOK.require(needed > 0, "objective.no-supply-condition", "§1.1.5 Missions & Objectives", "the Objective asks for no Supply");
        Rulebook.BOOK.require(army.column() == state.objectiveSlot(), "objective.not-there", "§1.1.5 Missions & Objectives",
                "Army " + army.number() + " is not on the Objective");
        Rulebook.BOOK.require(amount > 0 && army.supply() != null && army.supply() >= amount, "objective.supply", "§1.1.5 Missions & Objectives",
                "Army " + army.number() + " has not " + amount + " Supply");
        em.emit(new ObjectiveSupplied(army.number(), amount, state.objectiveSupplied() + amount));
        victory.checkWin(em);
    }
}
