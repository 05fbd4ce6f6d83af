package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.actions.Abilities;
import dev.arbiter.warfighter.rules.actions.ArmyTurn;
import dev.arbiter.warfighter.rules.actions.Engineering;
import dev.arbiter.warfighter.rules.actions.XpCosts;
import dev.arbiter.warfighter.rules.campaign.CampaignGame;
import dev.arbiter.warfighter.rules.campaign.MissionRetreat;
import dev.arbiter.warfighter.rules.campaign.TownActivities;
import dev.arbiter.warfighter.rules.combat.Declaration;
import dev.arbiter.warfighter.rules.setup.Team;
import dev.arbiter.warfighter.rules.turn.Flow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The commands a seat may send now, listed one by one. Where a command could name any subset of
 * cards, one canonical form is listed (the first cards of the hand that suffice; a declaration with
 * no card or with one card), and {@code decide} accepts every other legal form.
 */
public final class LegalActions {

    private final Catalogue cards;
    private final Flow flow;
    private final Awaiting awaiting;

    LegalActions(Catalogue cards, Flow flow) {
        this.cards = cards;
        this.flow = flow;
        this.awaiting = new Awaiting(flow);
    }

    List<WarfighterCommand> of(WarfighterState state, int seat) {
        if (!awaiting.seats(state).contains(seat)) {
            return List.of();
        }
        List<WarfighterCommand> legal = new ArrayList<>();
        if (state.stage() == Stage.TEAM) {
            team(state, legal);
        } else if (state.stage() == Stage.ROUTE) {
            new CampaignGame(cards).routes(state).forEach(town -> legal.add(new ChooseRoute(town)));
        } else if (state.stage() == Stage.TOWN) {
            new TownActivities(cards).legal(state, legal);
            legal.add(new LeaveTown());
        } else if (state.stage() == Stage.DESPERATION || MissionRetreat.atTurnEnd(state)) {
            flow.retreat().legal(state, legal);
        } else if (!state.environ().isEmpty()) {
            for (int number : state.environ()) {
                ArmyState army = state.army(number);
                if (army.seat() == seat) {
                    legal.add(new ChooseEnvironResult(number, "hit"));
                    legal.add(new ChooseEnvironResult(number, "pin"));
                    if (army.holdsHardy(cards.environ(state.slot(army.column())))) {
                        legal.add(new ChooseEnvironResult(number, "hardy"));
                    }
                }
            }
        } else if (flow.payments().waiting(state)) {
            flow.payments().legal(state, seat, legal);
        } else if (state.hitsDue() != null) {
            flow.hitAssignment().legal(state, seat, legal);
        } else if (state.reaction() != null) {
            flow.hostiles().reactions().legal(state, seat, legal);
        } else if (state.actorAttachment() != null) {
            flow.attachmentTurn().legal(state, legal);
        } else if (state.actor() != null) {
            turn(state, state.army(state.actor()), legal);
        } else if ("player".equals(flow.side(state))) {
            flow.dueArmies(state).stream().filter(a -> a.seat() == seat).forEach(a -> legal.add(new BeginTurn(a.number())));
            flow.attachmentTurn().due(state).stream().filter(t -> state.army(t.army()).seat() == seat).forEach(legal::add);
        } else {
            flow.hostiles().due(state).forEach(h -> legal.add(new ChooseHostile(h.number())));
        }
        return legal;
    }

    private void team(WarfighterState state, List<WarfighterCommand> legal) {
        Team team = flow.team();
        for (Cards.Army army : cards.pack.armies()) {
            boolean fits = (army.region() == null || army.region().equals(state.region())) && army.cost() <= state.resources()
                    && state.armies().stream().noneMatch(a -> cards.card(a).name().equals(army.name()));
            for (int seat = 0; fits && seat < state.seats(); seat++) {
                legal.add(new Recruit(army.id(), seat));
            }
        }
        for (ArmyState army : state.armies()) {
            for (Cards.Attachment attachment : cards.pack.attachments()) {
                boolean free = state.armies().stream().noneMatch(a -> a.attachments().stream().anyMatch(e -> e.attachment().equals(attachment.id())));
                if (free && attachment.cost() <= state.resources() && attachment.commandCost() <= team.commandLeft(state, army)
                        && (attachment.types().isEmpty() || attachment.types().contains(cards.card(army).type()))) {
                    legal.add(new Equip(army.number(), attachment.id()));
                }
            }
            for (Cards.Skill skill : cards.pack.skills()) {
                boolean free = state.armies().stream().noneMatch(a -> a.skills().contains(skill.id()));
                if (free && !skill.negative() && skill.cost() <= state.resources()
                        && (skill.types().isEmpty() || skill.types().contains(cards.card(army).type()))) {
                    legal.add(new Train(army.number(), skill.id()));
                }
            }
            legal.add(new Dismiss(army.number(), null));
            army.attachments().forEach(e -> legal.add(new Dismiss(army.number(), e.attachment())));
            army.skills().forEach(s -> legal.add(new Dismiss(army.number(), s)));
        }
        try {
            team.checkComplete(state);
            legal.add(new ConfirmTeam());
        } catch (dev.arbiter.kernel.spi.RuleViolation incomplete) {
            // not yet a team
        }
    }

    private void turn(WarfighterState state, ArmyState army, List<WarfighterCommand> legal) {
        ArmyTurn rules = flow.armyTurn();
        for (int direction : new int[] {-1, 1}) {
            List<String> pool = rules.movePool(state, army);
            for (int discards = 0; discards <= pool.size(); discards++) {
                if (rules.moveProblem(state, army, direction, discards) == null) {
                    legal.add(new Move(direction, List.copyOf(pool.subList(0, discards))));
                    break;
                }
            }
        }
        Set<String> activityIds = new LinkedHashSet<>();
        Abilities abilities = new Abilities(cards);
        List<AbilityRef> onHit = abilities.onHit(army);
        Integer xpFrom = Declaration.xpFrom(state);
        for (HostileState h : state.hostiles()) {
            for (boolean counter : new boolean[] {false, true}) {
                addIfLegal(state, army, legal, new Attack(h.number(), counter, List.of(), List.of()));
                // clarification 22: the same attack paying every on-hit ability it holds if it lands
                if (!onHit.isEmpty() && rules.attackProblem(state, army, new Attack(h.number(), counter, List.of(), List.of())) == null) {
                    addIfLegal(state, army, legal, new Attack(h.number(), counter, List.of(), onHit));
                }
            }
            Declaration.singles(state, army, cards, h.number(), abilities.declare(army)).forEach(a -> addIfLegal(state, army, legal, a));
        }
        if (cards.card(army).player() && cards.actionsLeft(army) > 0) {
            if (!army.hand().isEmpty()) {
                legal.add(new DiscardAndDraw(army.hand()));
            }
            if (army.hand().size() < cards.handSize(army) && state.actionDeck().size() + state.actionDiscard().size() > 0) {
                legal.add(new DiscardAndDraw(List.of()));
            }
        }
        for (String card : army.hand()) {
            Cards.ActionCard c = cards.actionCard(card);
            if (!"activity".equals(c.timing()) || !activityIds.add(c.id())) {
                continue;
            }
            List<Upgun> upguns = upguns(xpFrom);
            for (String choice : c.choices()) {
                for (Upgun upgun : upguns) {
                    for (ArmyState helped : state.standing()) {
                        Integer target = helped.number() == army.number() ? null : helped.number();
                        PlayActionCard play = xpPaid(state, army, new PlayActionCard(card, target, choice, upgun),
                                (p, from) -> new PlayActionCard(p.card(), p.army(), p.choice(), p.upgun(), from),
                                p -> rules.cardProblem(state, army, p));
                        if (play != null) {
                            legal.add(play);
                        }
                    }
                }
            }
        }
        if (cards.actionsLeft(army) > 0 && army.supply() != null && army.supply() < cards.supplyValue(army)) {
            legal.add(new RegainSupply());
        }
        if (cards.actionsLeft(army) > 0 && army.pins() > 0) {
            legal.add(new RemovePin());
        }
        if (cards.card(army).player() && army.supply() != null) {
            boolean canGive = army.supply() > 0;
            boolean canTake = army.supply() < cards.supplyValue(army);
            for (Equipped e : army.attachments()) {
                if (canGive && e.supply() != null && e.supply() < cards.pack.attachment(e.attachment()).orElseThrow().supply()) {
                    legal.add(new TradeSupply(army.number(), army.number(), e.attachment(), 1));
                }
            }
            for (ArmyState other : state.standing()) {
                if (!cards.card(other).player() && other.column() == army.column() && other.supply() != null) {
                    if (canGive && other.supply() < cards.supplyValue(other)) {
                        legal.add(new TradeSupply(army.number(), other.number(), null, 1));
                    }
                    if (canTake && other.supply() > 0) {
                        legal.add(new TradeSupply(other.number(), army.number(), null, 1));
                    }
                }
            }
        }
        for (int slot : new int[] {army.column() - 1, army.column() + 1}) {
            if (rules.activation().activationProblem(state, army, slot) == null) {
                legal.add(new ActivateLocation(slot));
            }
        }
        boolean spend = cards.pack.objective(state.objective()).orElseThrow().conditions().stream().anyMatch(c -> c.kind().equals("spendSupply"));
        if (spend && army.column() == state.objectiveSlot() && army.supply() != null && army.supply() > 0) {
            legal.add(new SupplyObjective(1));
        }
        Engineering engineering = rules.engineering();
        if (engineering.engineerCard(army) != null && !army.engineered()) {
            for (int slot = army.column() - 1; slot <= army.column() + 1; slot++) {
                if (engineering.obstacle(state, slot) > 0) {
                    legal.add(new RollEngineer(slot));
                }
            }
        }
        for (Equipped kit : army.attachments()) {
            for (int slot = army.column() - 1; kit.engineering() > 0 && slot <= army.column() + 1; slot++) {
                if (engineering.obstacle(state, slot) > 0) {
                    legal.add(new PlaceEngineeringCounter(kit.attachment(), slot));
                }
            }
        }
        if (cards.card(army).player() && !army.hand().isEmpty()) {
            for (ArmyState other : state.standing()) {
                if (!cards.card(other).player()) {
                    legal.add(new SetAside(army.hand().get(0), other.number()));
                }
            }
        }
        for (String source : abilities.sources(army)) {
            List<Cards.Ability> printed = abilities.abilitiesOf(source);
            for (int index = 0; index < printed.size(); index++) {
                for (String choice : printed.get(index).choices()) {
                    for (Upgun upgun : upguns(xpFrom)) {
                        for (ArmyState helped : state.standing()) {
                            Integer target = helped.number() == army.number() ? null : helped.number();
                            UseAbility use = xpPaid(state, army, new UseAbility(source, index, target, choice, upgun),
                                    (u, from) -> new UseAbility(u.source(), u.ability(), u.army(), u.choice(), u.upgun(), from),
                                    u -> abilities.problem(state, army, u));
                            if (use != null) {
                                legal.add(use);
                            }
                        }
                    }
                }
            }
        }
        legal.add(new EndTurn());
    }

    private void addIfLegal(WarfighterState state, ArmyState army, List<WarfighterCommand> legal, Attack attack) {
        Attack paid = xpPaid(state, army, attack, (a, from) -> new Attack(a.target(), a.attackCounter(), a.cards(), a.onHit(),
                a.abilities(), a.upgun(), from), a -> flow.armyTurn().attackProblem(state, army, a));
        if (paid != null) {
            legal.add(paid);
        }
    }

    /**
     * The command as offered: with its XP cost paid by the acting Army if it can, else by the first standing Army that can
     * (§3.1.3; {@code decide} accepts any that can); null when no payer makes it legal.
     */
    public static <C> C xpPaid(WarfighterState state, ArmyState army, C plain, BiFunction<C, Integer, C> paidBy,
                        Function<C, String> problem) {
        String refused = problem.apply(plain);
        if (refused == null) {
            return plain;
        }
        // only an XP cost the acting Army cannot pay may be paid by another
        if (!XpCosts.mayBeShortfall(refused)) {
            return null;
        }
        for (ArmyState other : state.standing()) {
            C paid = paidBy.apply(plain, other.number());
            if (other.number() != army.number() && problem.apply(paid) == null) {
                return paid;
            }
        }
        return null;
    }

    /** Not upgunned, and upgunned by the canonical payer if any Army has XP. */
    public static List<Upgun> upguns(Integer xpFrom) {
        List<Upgun> upguns = new ArrayList<>(Collections.singletonList(null));
        if (xpFrom != null) {
            upguns.add(new Upgun(xpFrom));
        }
        return upguns;
    }
}
