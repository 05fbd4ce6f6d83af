package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.Slot;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.ArmyTurn;
import dev.arbiter.warfighter.rules.actions.AttachmentTurn;
import dev.arbiter.warfighter.rules.campaign.CampaignGame;
import dev.arbiter.warfighter.rules.campaign.MissionRetreat;
import dev.arbiter.warfighter.rules.campaign.TownActivities;
import dev.arbiter.warfighter.rules.combat.Combat;
import dev.arbiter.warfighter.rules.combat.HitAssignment;
import dev.arbiter.warfighter.rules.hostiles.HostileSide;
import dev.arbiter.warfighter.rules.setup.Team;
import java.util.List;

/** Which command is decided where, and the automatic steps of the Game Turn (§3.2 Game Turn). */
public final class Flow {

    public static final int TIMER_FLOOR = -4;

    private final Catalogue cards;
    private final Team team;
    private final ArmyTurn armyTurn;
    private final HostileSide hostiles;
    private final Combat combat;
    private final Victory victory;
    private final Payments payments;
    private final MissionRetreat retreat;
    private final HitAssignment hitAssignment;
    private final AttachmentTurn attachmentTurn;

    public Flow(Catalogue cards) {
        this.cards = cards;
        this.team = new Team(cards);
        this.armyTurn = new ArmyTurn(cards);
        this.hostiles = new HostileSide(cards);
        this.combat = new Combat(cards);
        this.victory = new Victory(cards);
        this.payments = new Payments(cards);
        this.retreat = new MissionRetreat(cards);
        this.hitAssignment = new HitAssignment(cards);
        this.attachmentTurn = new AttachmentTurn(cards, armyTurn);
    }

    public AttachmentTurn attachmentTurn() {
        return attachmentTurn;
    }

    public MissionRetreat retreat() {
        return retreat;
    }

    public HitAssignment hitAssignment() {
        return hitAssignment;
    }

    public Payments payments() {
        return payments;
    }

    public ArmyTurn armyTurn() {
        return armyTurn;
    }

    public Team team() {
        return team;
    }

    public HostileSide hostiles() {
        return hostiles;
    }

    /** Armies due in this phase: standing, of its speed, not yet acted (§3.2.1). */
    public List<ArmyState> dueArmies(WarfighterState state) {
        if (state.step() != Step.FIRST && state.step() != Step.NORMAL && state.step() != Step.LAST) {
            return List.of();
        }
        return state.standing().stream().filter(a -> !a.acted() && Catalogue.speed(cards.keywords(a)) == state.step()).toList();
    }

    /** Whose slot it is: the side named, or the other when the named one has nobody left, or null when the phase is done. */
    public String side(WarfighterState state) {
        boolean armies = !dueArmies(state).isEmpty() || !attachmentTurn.due(state).isEmpty();
        boolean foes = state.step() != null && !hostiles.due(state).isEmpty();
        if ("hostile".equals(state.side())) {
            return foes ? "hostile" : armies ? "player" : null;
        }
        return armies ? "player" : foes ? "hostile" : null;
    }

    public void handle(Emitter em, int seat, WarfighterCommand command, Dice dice) {
        WarfighterState state = em.state();
        retreat.check(state, command);
        if (state.stage() == Stage.TEAM) {
            if (command instanceof Recruit c) {
                team.recruit(em, c.army(), c.seat());
            } else if (command instanceof Equip c) {
                team.equip(em, c.army(), c.attachment());
            } else if (command instanceof Train c) {
                team.train(em, c.army(), c.skill());
            } else if (command instanceof Dismiss c) {
                team.dismiss(em, c.army(), c.item());
            } else if (command instanceof ConfirmTeam) {
                team.confirm(em, dice);
            } else {
                throw Rulebook.BOOK.violation("team.building", "§2.2 Setting up a Team", "the team is being built");
            }
            return;
        }
        if (state.stage() == Stage.ROUTE) {
            Rulebook.BOOK.require(command instanceof ChooseRoute, "route.choose", "§4.4 Enter the Town",
                    "the team must first choose the arrow it follows");
            new CampaignGame(cards).chooseRoute(em, dice, (ChooseRoute) command);
            return;
        }
        if (state.stage() == Stage.TOWN) {
            if (TownActivities.isActivity(command)) {
                new TownActivities(cards).handle(em, command);
                return;
            }
            Rulebook.BOOK.require(command instanceof LeaveTown, "town.activities", "§4.4 Town Activities",
                    "the team is in town: only the Town Activities and LeaveTown");
            em.emit(new TownLeft(state.campaign().town()));
            if (em.state().stage() == Stage.TOWN) {
                team.complete(em, dice, false);
            }
            return;
        }
        if (state.stage() == Stage.DESPERATION) {
            retreat.desperation(em, command);
            return;
        }
        if (MissionRetreat.atTurnEnd(state)) {
            if (retreat.turnEnd(em, command)) {
                beginTurn(em, dice);
            }
            return;
        }
        if (!state.environ().isEmpty()) {
            Rulebook.BOOK.require(command instanceof ChooseEnvironResult, "environ.choose", "§3.2.0.1 Environment",
                    "a failed Environ roll waits for its result");
            ChooseEnvironResult c = (ChooseEnvironResult) command;
            Rulebook.BOOK.require(state.environ().contains(c.army()) && state.army(c.army()).seat() == seat, "environ.not-yours",
                    "§3.2.0.1 Environment", "Army " + c.army() + " has no Environ result for seat " + seat + " to choose");
            Rulebook.BOOK.require(List.of("hit", "pin", "hardy").contains(c.result()), "environ.result", "§3.2.0.1 Environment",
                    "a Hit, a Pin or a Hardy counter");
            String environ = cards.environ(state.slot(state.army(c.army()).column()));
            Rulebook.BOOK.require(!c.result().equals("hardy") || state.army(c.army()).holdsHardy(environ), "environ.no-hardy",
                    "§3.2.0.1 Environment", "Army " + c.army() + " has no Hardy: " + environ + " counter");
            em.emit(new EnvironResolved(c.army(), c.result()));
            combat.downIfBeaten(em, c.army());
            victory.checkDefeat(em);
            return;
        }
        if (payments.waiting(state)) {
            payments.handle(em, seat, command);
            if (state.payment() != null) {
                combat.downIfBeaten(em, state.payment().army());
                if (Payments.EXHAUSTION.equals(state.payment().reason())) {
                    exhaustion(em, state.payment().army());
                } else {
                    afterActionCost(em, state.payment().army());
                }
            } else if (em.state().retainDue().isEmpty()) {
                cleanup(em, dice);
            }
            return;
        }
        if (state.hitsDue() != null) {
            hitAssignment.handle(em, seat, command);
            combat.downIfBeaten(em, state.hitsDue().army());
            victory.checkDefeat(em);
            hostiles.actions(em, dice, state.hitsDue().hostile());
            return;
        }
        if (state.reaction() != null) {
            hostiles.reactions().handle(em, seat, command);
            WarfighterState.Reaction window = em.state().reaction();
            if (window.seats().isEmpty()) {
                em.emit(new ReactionWindowClosed(window.hostile()));
                hostiles.resume(em, dice, window);
            }
            return;
        }
        if (state.actorAttachment() != null) {
            attachmentTurn.handle(em, dice, command);
            return;
        }
        if (state.actor() != null) {
            armyTurn.handle(em, dice, state.army(state.actor()), command);
            return;
        }
        if (command instanceof BeginTurn c && c.attachment() != null) {
            Rulebook.BOOK.require("player".equals(side(state)), "turn.hostile-slot", "§3.2.1 Action Phases", "a Hostile acts now");
            attachmentTurn.begin(em, seat, c);
            return;
        }
        if (command instanceof BeginTurn c) {
            ArmyState army = dueArmies(state).stream().filter(a -> a.number() == c.army()).findFirst()
                    .orElseThrow(() -> Rulebook.BOOK.violation("turn.not-due", "§3.2.1 Action Phases", "Army " + c.army() + " is not due in this phase"));
            Rulebook.BOOK.require(army.seat() == seat, "turn.not-yours", "Welcome", "Army " + c.army() + " is commanded by seat " + army.seat());
            Rulebook.BOOK.require("player".equals(side(state)), "turn.hostile-slot", "§3.2.1 Action Phases", "a Hostile acts now");
            em.emit(new TurnBegan(army.number(), seat));
            return;
        }
        if (command instanceof ChooseHostile c) {
            Rulebook.BOOK.require("hostile".equals(side(state)) && hostiles.due(state).stream().anyMatch(h -> h.number() == c.hostile()),
                    "hostile.not-due", "§3.2.1 Action Phases", "Hostile " + c.hostile() + " is not due to act");
            em.emit(new HostileChosen(c.hostile(), seat));
            hostiles.turn(em, dice, c.hostile());
            return;
        }
        throw Rulebook.BOOK.violation("turn.not-now", "§3.2.1 Action Phases", command.getClass().getSimpleName() + " is not possible now");
    }

    /** One automatic step: a new Game Turn up to the first choice, a Hostile's turn, a phase change, or the Cleanup. */
    public void advance(Emitter em, Dice dice) {
        WarfighterState state = em.state();
        if (state.step() == null || state.step() == Step.CLEANUP) {
            beginTurn(em, dice);
            return;
        }
        if (state.step() == Step.ENVIRONMENT) {
            if (state.timer() < 0) {
                em.emit(new PhaseBegan(Step.EXHAUSTION));
                exhaustion(em, 0);
            } else {
                em.emit(new PhaseBegan(Step.FIRST));
            }
            return;
        }
        String side = side(state);
        if ("hostile".equals(side)) {
            HostileState next = hostiles.fixedChoice(state);
            if (hostiles.due(state).size() > 1) {
                em.emit(new HostileChosen(next.number(), null));
            }
            hostiles.turn(em, dice, next.number());
            return;
        }
        if (side == null) {
            Step after = state.step() == Step.FIRST ? Step.NORMAL : state.step() == Step.NORMAL ? Step.LAST : Step.CLEANUP;
            em.emit(new PhaseBegan(after));
            if (after == Step.CLEANUP) {
                dropUnaffordable(em);
                if (em.state().retainDue().isEmpty()) {
                    cleanup(em, dice);
                }
            }
            return;
        }
        throw new IllegalStateException("the game waits for a seat");
    }

    /** §3.2 Game Turn start and §3.2.0.1 Environment. */
    private void beginTurn(Emitter em, Dice dice) {
        WarfighterState state = em.state();
        em.emit(new GameTurnBegan(state.turn() + 1, state.timer()));
        if (state.turn() > 0) {
            for (Slot slot : state.display()) {
                int escalate = Catalogue.keyword(cards.slotKeywords(slot), "Escalate");
                if (escalate != 0) {
                    em.emit(new EntranceEscalated(slot.slot(), escalate));
                }
            }
        }
        for (ArmyState army : em.state().standing()) {
            Slot slot = em.state().slot(army.column());
            for (Cards.Keyword k : cards.slotKeywords(slot)) {
                if (k.keyword().equals("Environ") && slot.active()) {
                    Roll roll = dice.roll(10);
                    em.emit(new EnvironRolled(army.number(), slot.slot(), roll, k.value(), roll.value() >= k.value()));
                }
            }
        }
    }

    /**
     * §3.2.0.2: on a red space each Army, in number order after {@code after}, loses that much Supply;
     * what it cannot pay is a Hit (clarification 31). A dash-Supply Army's seat may name another Army
     * to pay (§3.1.4): the step waits for it ({@code PaymentDue}) and goes on once it is answered.
     */
    private void exhaustion(Emitter em, int after) {
        int owed = -em.state().timer();
        for (ArmyState army : em.state().standing()) {
            if (army.number() <= after) {
                continue;
            }
            if (army.supply() == null && !payments.payers(em.state(), army.number()).isEmpty()) {
                em.emit(new PaymentDue(army.number(), owed, Payments.EXHAUSTION));
                return;
            }
            int paid = army.supply() == null ? 0 : Math.min(army.supply(), owed);
            em.emit(new ExhaustionPaid(army.number(), paid, owed - paid));
            combat.downIfBeaten(em, army.number());
        }
        victory.checkDefeat(em);
        if (em.state().stage() == Stage.PLAY) {
            em.emit(new PhaseBegan(Step.FIRST));
        }
    }

    /** After an Action's cost was paid for a dash-Supply Army (or taken as Hits): a Downed actor's turn ends; the game may be lost. */
    private void afterActionCost(Emitter em, int army) {
        if (em.state().army(army).downed() && Integer.valueOf(army).equals(em.state().actor())) {
            em.emit(new TurnEnded(army));
        }
        victory.checkDefeat(em);
    }

    /** Cleanup 1 (§3.2.2.1): a Retain card its Army cannot pay for leaves play without a choice. */
    private void dropUnaffordable(Emitter em) {
        for (WarfighterState.Retained card : em.state().retained()) {
            if (!payments.affordable(em.state(), card)) {
                em.emit(new RetainDropped(card.army(), card.card()));
            }
        }
    }

    /** §3.2.2, after Retain costs: Reinforcement, the Supply Phase, the Timer. */
    private void cleanup(Emitter em, Dice dice) {
        hostiles.reinforce(em, dice);
        hostiles.supplyPhase(em, dice);
        int timer = em.state().timer();
        int next = timer == 1 ? -1 : Math.max(TIMER_FLOOR, timer - 1);
        if (next != timer) {
            em.emit(new TimerAdvanced(next));
        }
        victory.checkHold(em);
        retreat.offer(em);
    }
}
