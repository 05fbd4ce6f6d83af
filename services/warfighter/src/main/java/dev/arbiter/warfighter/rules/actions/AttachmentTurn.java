package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.LegalActions;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.combat.Combat;
import dev.arbiter.warfighter.rules.combat.Declaration;
import dev.arbiter.warfighter.rules.turn.Victory;
import java.util.List;

/**
 * An Action-Attachment's own turn (§3.2.1 Action Phases: "that Attachment must take a separate turn to use its Action";
 * clarification 90): in its Army's phase, with the Actions of its own chart's column, it Attacks from its Army's column,
 * its red cost paid by its Army (§2.2.2: the Rocket Teams "need a Supply to Attack"), or from its own stack if it has one
 * (clarification 117), or ends its turn. Its attack declares
 * cards from its Army's hand and its own declare abilities, as an Army's does (clarifications 43, 113).
 */
public final class AttachmentTurn {

    /** The attacker side of an Action-Attachment's attack; the attacker number is its Army's. */
    public static final String SIDE = "attachment";

    private final Catalogue cards;
    private final ArmyTurn armyTurn;
    private final Combat combat;
    private final Victory victory;
    private final Declaration declaration;
    private final Abilities abilities;

    public AttachmentTurn(Catalogue cards, ArmyTurn armyTurn) {
        this.cards = cards;
        this.armyTurn = armyTurn;
        this.combat = new Combat(cards);
        this.victory = new Victory(cards);
        this.declaration = new Declaration(cards);
        this.abilities = new Abilities(cards);
    }

    /** The Attachment whose turn runs. */
    public static Equipped acting(WarfighterState state) {
        return state.army(state.actor()).attachments().stream().filter(e -> e.attachment().equals(state.actorAttachment())).findFirst()
                .orElseThrow();
    }

    /** The Action-Attachments due in this phase: of a standing Army of the phase's speed, not yet taken their turn. */
    public List<BeginTurn> due(WarfighterState state) {
        if (state.step() != Step.FIRST && state.step() != Step.NORMAL && state.step() != Step.LAST) {
            return List.of();
        }
        return state.standing().stream().filter(a -> Catalogue.speed(cards.keywords(a)) == state.step())
                .flatMap(a -> a.attachments().stream().filter(e -> !e.acted() && Catalogue.actsAlone(cards.card(e)))
                        .map(e -> new BeginTurn(a.number(), e.attachment())))
                .toList();
    }

    public void begin(Emitter em, int seat, BeginTurn c) {
        Rulebook.BOOK.require(due(em.state()).contains(c), "turn.not-due", "§3.2.1 Action Phases",
                "Army " + c.army() + " has no Action-Attachment " + c.attachment() + " due in this phase");
        int commander = em.state().army(c.army()).seat();
        Rulebook.BOOK.require(commander == seat, "turn.not-yours", "Welcome", "Army " + c.army() + " is commanded by seat " + commander);
        em.emit(new AttachmentTurnBegan(c.army(), c.attachment(), seat));
    }

    public void handle(Emitter em, Dice dice, WarfighterCommand command) {
        WarfighterState state = em.state();
        ArmyState army = state.army(state.actor());
        if (command instanceof EndTurn) {
            em.emit(new TurnEnded(army.number()));
            return;
        }
        Rulebook.BOOK.require(command instanceof Attack, "turn.attachment", "§3.2.1 Action Phases",
                "an Attachment's turn is for its Action, an Attack, or ending the turn");
        Attack c = (Attack) command;
        String problem = attackProblem(state, c);
        if (problem != null) {
            throw Rulebook.BOOK.violation(problem, "§3.3.2 Attack", state.actorAttachment() + " cannot attack Hostile " + c.target()
                    + " (" + problem + ")");
        }
        int range = Math.abs(state.hostile(c.target()).column() - army.column());
        ArmyTurn.RedCost red = armyTurn.redCost(army, List.of(state.actorAttachment()), "attack");
        armyTurn.payActionCost(em, army, "attack", red.army(), declaration.cardSupply(c), declaration.abilitySupply(army, c));
        declaration.payStacks(em, army, c, red.stacks());
        declaration.payXp(em, army, c);
        em.emit(new AttackDeclared(SIDE, army.number(), "hostile", c.target(), range, c.cards(), false, declaration.upgunnedBy(c)));
        declaration.useAbilities(em, army, c);
        combat.resolve(em, dice, SIDE, army.number(), "hostile", c.target(), range, declaration.bonus(c, Combat.Bonus.NONE), () -> {
        });
        victory.checkWin(em);
    }

    /** Why the acting Attachment cannot make this Attack, or null. */
    String attackProblem(WarfighterState state, Attack c) {
        ArmyState army = state.army(state.actor());
        Equipped acting = acting(state);
        if (cards.column(acting).actions() - acting.actionsSpent() <= 0) {
            return "action.none-left";
        }
        // clarification 113: Attack Action counters and on-hit abilities are the Army's own attack's
        if (c.attackCounter() || !c.onHit().isEmpty()) {
            return "attack.attachment-plain";
        }
        if (c.abilities().stream().anyMatch(r -> !r.source().equals(acting.attachment()))) {
            return "attack.attachment-ability";
        }
        HostileState h = state.hostiles().stream().filter(x -> x.number() == c.target()).findFirst().orElse(null);
        if (h == null) {
            return "attack.no-such-hostile";
        }
        if (!cards.card(acting).attackChart().range().contains(Math.abs(h.column() - army.column()))) {
            return "attack.out-of-range";
        }
        String declared = declaration.problem(state, army, c);
        if (declared != null) {
            return declared;
        }
        // its red cost from its own stack if it has one, else from its Army (clarifications 90, 117)
        ArmyTurn.RedCost red = armyTurn.redCost(army, List.of(acting.attachment()), "attack");
        int cost = red.army() + declaration.cardSupply(c) + declaration.abilitySupply(army, c);
        return cost > 0 && ArmyTurn.payer(state, army, cost) == null
                || !Abilities.stacksHold(army, Abilities.merged(red.stacks(), declaration.stackSupply(army, c))) ? "attack.supply" : null;
    }

    /** The acting Attachment's own declare-timing abilities with a use left. */
    private List<AbilityRef> ownDeclare(WarfighterState state) {
        String own = state.actorAttachment();
        return abilities.declare(state.army(state.actor())).stream().filter(r -> r.source().equals(own)).toList();
    }

    /** The commands of the acting Attachment's turn: each Attack it may make, plain or with one declaration, and ending the turn. */
    public void legal(WarfighterState state, List<WarfighterCommand> legal) {
        ArmyState army = state.army(state.actor());
        for (HostileState h : state.hostiles()) {
            List<Attack> attacks = new java.util.ArrayList<>(List.of(new Attack(h.number(), false, List.of(), List.of())));
            attacks.addAll(Declaration.singles(state, army, cards, h.number(), ownDeclare(state)));
            attacks.stream().map(a -> LegalActions.xpPaid(state, army, a, (x, from) -> new Attack(x.target(), x.attackCounter(), x.cards(),
                    x.onHit(), x.abilities(), x.upgun(), from), x -> attackProblem(state, x))).filter(java.util.Objects::nonNull).forEach(legal::add);
        }
        legal.add(new EndTurn());
    }
}
