package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.LegalActions;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.DropRetain;
import dev.arbiter.warfighter.rules.WarfighterCommand.PayFor;
import dev.arbiter.warfighter.rules.WarfighterCommand.PayRetain;
import dev.arbiter.warfighter.rules.WarfighterEvent.ExhaustionPaid;
import dev.arbiter.warfighter.rules.WarfighterEvent.PaidFor;
import dev.arbiter.warfighter.rules.WarfighterEvent.RetainDropped;
import dev.arbiter.warfighter.rules.WarfighterEvent.RetainPaid;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.XpCosts;
import java.util.List;

/**
 * The payments a seat decides: a Retain card's cost at Cleanup 1 (§3.2.2.1 Pay Retain Costs) and
 * which Army pays the Supply a dash-Supply Army owes (§3.1.4 Supplies, §3.2.0.2 Exhaustion).
 */
public final class Payments {

    /** The reason of the Supply Exhaustion takes; the other reasons are the Actions whose cost is paid ({@code move}, {@code attack}). */
    static final String EXHAUSTION = "exhaustion";
    private static final String RETAIN = "§3.2.2.1 Pay Retain Costs";
    private static final String SUPPLIES = "§3.1.4 Supplies";

    private final Catalogue cards;

    Payments(Catalogue cards) {
        this.cards = cards;
    }

    /** Whether a payment or a Retain cost waits for a seat. */
    public boolean waiting(WarfighterState state) {
        return state.payment() != null || !state.retainDue().isEmpty();
    }

    /** The seats it waits for: the dash-Supply Army's, or every seat with a Retain card still to decide. */
    public List<Integer> seats(WarfighterState state) {
        if (state.payment() != null) {
            return List.of(state.army(state.payment().army()).seat());
        }
        return state.retainDue().stream().map(card -> state.army(retained(state, card).army()).seat()).distinct().sorted().toList();
    }

    /** Armies other than the dash-Supply one that hold Supply to pay with ("any Army may pay", §3.2.0.2). */
    List<ArmyState> payers(WarfighterState state, int army) {
        return state.standing().stream().filter(a -> a.number() != army && a.supply() != null && a.supply() > 0).toList();
    }

    /** Whether a Retain card's cost can be paid at all: its Supply by the Army that played it, its XP by any standing Army. */
    boolean affordable(WarfighterState state, WarfighterState.Retained card) {
        return payable(state, card) != null;
    }

    /**
     * The command that pays a Retain card's cost, or null: the Army that played it pays its XP if it can, else the first
     * standing Army that can (§3.1.3; {@code handle} accepts any that can).
     */
    private PayRetain payable(WarfighterState state, WarfighterState.Retained card) {
        return LegalActions.xpPaid(state, state.army(card.army()), new PayRetain(card.card()),
                (pay, from) -> new PayRetain(pay.card(), from), pay -> problem(state, card, pay));
    }

    /**
     * Why {@code pay} cannot pay the card's Retain cost, or null: its Supply comes from the Army that played it (Player Armies
     * spend Supply for themselves, §3.1.4), its XP from {@code pay.xpFrom()} or that Army (§3.1.3 Experience).
     */
    private String problem(WarfighterState state, WarfighterState.Retained card, PayRetain pay) {
        Cards.Cost cost = cards.actionCard(card.card()).retain();
        ArmyState army = state.army(card.army());
        String xp = XpCosts.problem(state, army, "retain", "retain.cannot-pay", cost.xp(), pay.xpFrom(), null);
        if (xp != null) {
            return xp;
        }
        int supply = army.supply() == null ? 0 : army.supply();
        return cost.supply() > supply ? "retain.cannot-pay" : null;
    }

    void handle(Emitter em, int seat, WarfighterCommand command) {
        WarfighterState state = em.state();
        if (state.payment() != null) {
            Rulebook.BOOK.require(command instanceof PayFor, "payment.waiting", SUPPLIES,
                    "Army " + state.payment().army() + " must first say who pays its Supply");
            payFor(em, seat, (PayFor) command);
            return;
        }
        if (command instanceof PayRetain c) {
            WarfighterState.Retained card = due(state, seat, c.card());
            String problem = problem(state, card, c);
            if (problem != null) {
                throw Rulebook.BOOK.violation(problem, RETAIN + ", §3.1.3 Experience", "the Retain cost of " + c.card() + " cannot be paid so ("
                        + problem + ")");
            }
            Cards.Cost cost = cards.actionCard(c.card()).retain();
            em.emit(new RetainPaid(card.army(), c.card(), cost.supply(), cost.xp(), c.xpFrom()));
        } else if (command instanceof DropRetain c) {
            WarfighterState.Retained card = due(state, seat, c.card());
            em.emit(new RetainDropped(card.army(), c.card()));
        } else {
            throw Rulebook.BOOK.violation("retain.waiting", RETAIN, "the Retain cards in play wait for their costs to be paid or dropped");
        }
    }

    private WarfighterState.Retained due(WarfighterState state, int seat, String card) {
        Rulebook.BOOK.require(state.retainDue().contains(card), "retain.not-due", RETAIN, card + " is no Retain card waiting for its cost");
        WarfighterState.Retained retained = retained(state, card);
        Rulebook.BOOK.require(state.army(retained.army()).seat() == seat, "retain.not-yours", RETAIN,
                card + " was played by Army " + retained.army() + ", not of seat " + seat);
        return retained;
    }

    private static WarfighterState.Retained retained(WarfighterState state, String card) {
        return state.retained().stream().filter(r -> r.card().equals(card)).findFirst().orElseThrow();
    }

    private void payFor(Emitter em, int seat, PayFor c) {
        WarfighterState.Payment payment = em.state().payment();
        Rulebook.BOOK.require(c.army() == payment.army(), "payment.not-due", SUPPLIES, "Army " + c.army() + " owes no Supply now");
        Rulebook.BOOK.require(em.state().army(c.army()).seat() == seat, "payment.not-yours", SUPPLIES,
                "Army " + c.army() + " is commanded by seat " + em.state().army(c.army()).seat());
        int paid = 0;
        if (c.payer() != null) {
            ArmyState payer = payers(em.state(), c.army()).stream().filter(a -> a.number() == c.payer()).findFirst()
                    .orElseThrow(() -> Rulebook.BOOK.violation("payment.payer", SUPPLIES, "Army " + c.payer() + " has no Supply to pay with"));
            // what the payer lacks is still owed, and Supply owed and not paid is a Hit (clarification 31)
            paid = Math.min(payer.supply(), payment.amount());
        }
        em.emit(new PaidFor(c.army(), c.payer(), paid, payment.reason()));
        em.emit(new ExhaustionPaid(c.army(), 0, payment.amount() - paid));
    }

    /** The decisions of one seat: pay or drop each of its due Retain cards, or name a payer. */
    public void legal(WarfighterState state, int seat, List<WarfighterCommand> legal) {
        WarfighterState.Payment payment = state.payment();
        if (payment != null) {
            if (state.army(payment.army()).seat() == seat) {
                payers(state, payment.army()).forEach(a -> legal.add(new PayFor(payment.army(), a.number())));
                legal.add(new PayFor(payment.army(), null));
            }
            return;
        }
        for (String card : state.retainDue()) {
            WarfighterState.Retained retained = retained(state, card);
            if (state.army(retained.army()).seat() == seat) {
                PayRetain pay = payable(state, retained);
                if (pay != null) {
                    legal.add(pay);
                }
                legal.add(new DropRetain(card));
            }
        }
    }
}
