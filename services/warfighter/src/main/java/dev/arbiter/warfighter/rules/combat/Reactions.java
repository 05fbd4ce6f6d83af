package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.LegalActions;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.Pass;
import dev.arbiter.warfighter.rules.WarfighterCommand.PlayActionCard;
import dev.arbiter.warfighter.rules.WarfighterCommand.Redirect;
import dev.arbiter.warfighter.rules.WarfighterEvent.ActionCardPlayed;
import dev.arbiter.warfighter.rules.WarfighterEvent.AttackRedirected;
import dev.arbiter.warfighter.rules.WarfighterEvent.ReactionPassed;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyLost;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.ArmyTurn;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The seats' reactions to a Hostile's declared attack, before its roll (§3.3.2 Declare Attack):
 * a beige "become the target" ability of an Army in range (§2.2.1), a defensive Action Card from
 * any standing Player Army's hand (clarification 43), or a pass. One reaction per seat; the first
 * redirect accepted closes redirects for that attack.
 */
public final class Reactions {

    private static final String DECLARE = "§3.3.2 Declare Attack";

    private final Catalogue cards;
    private final ArmyTurn armyTurn;

    public Reactions(Catalogue cards) {
        this.cards = cards;
        this.armyTurn = new ArmyTurn(cards);
    }

    /** Seats with a legal reaction to this attack, before any has reacted. */
    public List<Integer> seats(WarfighterState state, int hostile, int target) {
        WarfighterState.Reaction fresh = WarfighterState.Reaction.opened(hostile, target, List.of());
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < state.seats(); seat++) {
            if (!options(state, fresh, seat).isEmpty()) {
                seats.add(seat);
            }
        }
        return seats;
    }

    /** What a seat may do in the window, without the pass. */
    private List<WarfighterCommand> options(WarfighterState state, WarfighterState.Reaction window, int seat) {
        List<WarfighterCommand> options = new ArrayList<>();
        for (ArmyState army : state.standing()) {
            if (army.seat() == seat && redirectProblem(state, window, army) == null) {
                options.add(new Redirect(army.number()));
            }
        }
        Integer upgunFrom = Declaration.xpFrom(state);
        for (String card : defensiveCards(state, seat)) {
            ArmyState holder = state.standing().stream().filter(a -> a.hand().contains(card)).findFirst().orElseThrow();
            for (String choice : cards.actionCard(card).choices()) {
                for (WarfighterCommand.Upgun upgun : LegalActions.upguns(upgunFrom)) {
                    PlayActionCard play = LegalActions.xpPaid(state, holder, new PlayActionCard(card, null, choice, upgun),
                            (p, from) -> new PlayActionCard(p.card(), null, p.choice(), p.upgun(), from), p -> armyTurn.playProblem(state, holder, p));
                    if (play != null) {
                        options.add(play);
                    }
                }
            }
        }
        return options;
    }

    public void legal(WarfighterState state, int seat, List<WarfighterCommand> legal) {
        if (state.reaction().seats().contains(seat)) {
            legal.addAll(options(state, state.reaction(), seat));
            legal.add(new Pass());
        }
    }

    public void handle(Emitter em, int seat, WarfighterCommand command) {
        WarfighterState state = em.state();
        WarfighterState.Reaction window = state.reaction();
        Rulebook.BOOK.require(window.seats().contains(seat), "reaction.not-awaited", DECLARE, "seat " + seat + " has no reaction to this attack");
        if (command instanceof Pass) {
            em.emit(new ReactionPassed(seat));
        } else if (command instanceof Redirect c) {
            ArmyState army = state.standingArmy(c.army());
            Rulebook.BOOK.require(army != null, "reaction.no-army", DECLARE, "no standing Army " + c.army());
            Rulebook.BOOK.require(army.seat() == seat, "reaction.not-yours", "Welcome", "Army " + c.army() + " is commanded by seat " + army.seat());
            String problem = redirectProblem(state, window, army);
            if (problem != null) {
                throw Rulebook.BOOK.violation(problem, "§2.2.1 Armies (beige text)", "Army " + c.army() + " cannot become the target (" + problem + ")");
            }
            int cost = redirect(army).orElseThrow().supplyCost();
            if (cost > 0) {
                em.emit(new SupplyLost("army", army.number(), cost, "redirect"));
            }
            em.emit(new AttackRedirected(window.hostile(), window.target(), army.number()));
        } else if (command instanceof PlayActionCard c) {
            Rulebook.BOOK.require(defensiveCards(state, seat).contains(c.card()), "reaction.card", "§3.3.4 Play an Action Card",
                    c.card() + " is no defensive card in a hand of seat " + seat);
            Rulebook.BOOK.require(c.army() == null, "reaction.card-target", DECLARE,
                    "a defensive card helps the attack's target, Army " + window.target() + ": army is null");
            ArmyState holder = state.standing().stream().filter(a -> a.hand().contains(c.card())).findFirst().orElseThrow();
            // §3.3.4: paid in full; §3.1.3.1: upgunned by any Army's 1 XP, its bracketed text used instead
            String problem = armyTurn.playProblem(state, holder, c);
            if (problem != null) {
                throw Rulebook.BOOK.violation(problem, "§3.3.4 Play an Action Card, §3.1.3.1 Upgunning", c.card() + " cannot be played now (" + problem + ")");
            }
            armyTurn.payCard(em, holder, c);
            em.emit(new ActionCardPlayed(holder.number(), c.card(), window.target(), c.choice(), c.upgun() == null ? null : c.upgun().xpFrom()));
        } else {
            throw Rulebook.BOOK.violation("reaction.waiting", DECLARE, "a Hostile's attack waits for reactions: Redirect, a defensive card or Pass");
        }
    }

    /** What the defensive cards played change: the attacker's roll and the target's Cover (the cover die's need). */
    public Combat.Bonus bonus(WarfighterState.Reaction window) {
        return new Combat.Bonus(0, window.attackModifier(), -window.coverBonus(), 0, 0);
    }

    private Optional<Cards.Ability> redirect(ArmyState army) {
        return cards.abilities(army).stream().filter(a -> "redirect".equals(a.effect())).findFirst();
    }

    private String redirectProblem(WarfighterState state, WarfighterState.Reaction window, ArmyState army) {
        Optional<Cards.Ability> ability = redirect(army);
        if (ability.isEmpty()) {
            return "reaction.no-redirect";
        }
        if (window.redirected()) {
            return "reaction.redirected";
        }
        if (army.number() == window.target()) {
            return "reaction.already-target";
        }
        HostileState hostile = state.hostile(window.hostile());
        if (!cards.card(hostile).attackChart().range().contains(Math.abs(army.column() - hostile.column()))) {
            return "reaction.out-of-range";
        }
        int supply = army.supply() == null ? 0 : army.supply();
        return supply < ability.get().supplyCost() ? "reaction.supply" : null;
    }

    /** Defensive cards in the hands of the seat's standing Player Armies (clarification 43). */
    private List<String> defensiveCards(WarfighterState state, int seat) {
        List<String> found = new ArrayList<>();
        for (ArmyState army : state.standing()) {
            if (army.seat() == seat && cards.card(army).player()) {
                army.hand().stream().filter(c -> "defensive".equals(cards.actionCard(c).timing())).forEach(found::add);
            }
        }
        return found;
    }
}
