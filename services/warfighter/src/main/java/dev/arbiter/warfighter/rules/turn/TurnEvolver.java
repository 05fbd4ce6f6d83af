package dev.arbiter.warfighter.rules.turn;

import static dev.arbiter.kernel.spi.toolkit.Lists.plusAll;

import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Deck;
import dev.arbiter.warfighter.rules.Draft;
import dev.arbiter.warfighter.rules.Evolver;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.Abilities;
import java.util.ArrayList;

/**
 * The events of the Game Turn and its concepts (§3.1, §3.2): steps and phases, Environment and Exhaustion,
 * Retain costs and payments, Supply, the Timer and the game's end.
 */
public final class TurnEvolver extends Evolver {

    public TurnEvolver(Catalogue cards) {
        super(cards);
    }

    @Override
    protected void fold(Draft d, WarfighterEvent event) {
        if (event instanceof DeckReshuffled e) {
            if (e.deck().equals("action")) {
                d.actionDeck = Deck.of(new Shuffle(e.rolls()).apply(d.actionDiscard));
                d.actionDiscard = new ArrayList<>();
            } else {
                d.hostileDeck = Deck.of(new Shuffle(e.rolls()).apply(d.hostileDiscard));
                d.hostileDiscard = new ArrayList<>();
            }
        } else if (event instanceof ActionCardsDrawn e) {
            d.actionDeck = d.actionDeck.withoutTop(e.cards().size());
            d.army(e.army(), a -> a.cards(plusAll(a.hand(), e.cards()), a.setAside()));
        } else if (event instanceof SupplyGained e) {
            supply(d, e.side(), e.number(), e.amount());
        } else if (event instanceof SupplyLost e) {
            supply(d, e.side(), e.number(), -e.amount());
        } else if (event instanceof GameTurnBegan e) {
            d.turn = e.turn();
            d.step = Step.ENVIRONMENT;
            d.side = null;
            d.actor = null;
            d.actorAttachment = null;
            d.armies.replaceAll(a -> a.turn(false, false, 0, 0, false, false)
                    .kit(a.attachments().stream().map(x -> x.turn(false, 0)).toList(), a.skills())
                    .bonuses(a.moveBonus(), retainedCover(d, a.number())).withExtraAttackActions(0)
                    .withExpended(a.expended().stream().filter(k -> !new Abilities(cards).turnBound(k)).toList()));
            d.hostiles.replaceAll(h -> h.turn(false, false, 0));
        } else if (event instanceof EntranceEscalated e) {
            d.slot(e.slot(), s -> s.escalated(e.by()));
        } else if (event instanceof EnvironRolled e) {
            if (!e.passed()) {
                d.environ.add(e.army());
            }
        } else if (event instanceof EnvironResolved e) {
            d.environ.remove(Integer.valueOf(e.army()));
            switch (e.result()) {
                case "hit" -> d.army(e.army(), a -> a.counters(a.hits() + 1, a.pins(), a.supply(), a.xp()));
                case "pin" -> d.army(e.army(), a -> a.counters(a.hits(), a.pins() + 1, a.supply(), a.xp()));
                default -> d.army(e.army(), a -> a.discardingHardy(cards.environ(d.display.get(a.column() - 1))));
            }
        } else if (event instanceof ExhaustionPaid e) {
            d.army(e.army(), a -> a.counters(a.hits() + e.hits(),
                    a.pins(), a.supply() == null ? null : a.supply() - e.paid(), a.xp()));
        } else if (event instanceof PhaseBegan e) {
            d.step = e.phase();
            if (e.phase() == Step.CLEANUP) {
                d.retainDue = new ArrayList<>(d.retained.stream().map(WarfighterState.Retained::card).toList());
            }
            d.side = e.phase() == Step.CLEANUP || e.phase() == Step.EXHAUSTION || e.phase() == Step.TURN_END ? null : "player";
        } else if (event instanceof TurnBegan e) {
            d.actor = e.army();
            d.army(e.army(), a -> a.turn(true, a.moved(), 0, 0, false, a.engineered()));
        } else if (event instanceof AttachmentTurnBegan e) {
            d.actor = e.army();
            d.actorAttachment = e.attachment();
            d.army(e.army(), a -> a.kit(a.attachments().stream().map(x -> x.attachment().equals(e.attachment()) ? x.turn(true, 0) : x)
                    .toList(), a.skills()));
        } else if (event instanceof TurnEnded e) {
            d.actor = null;
            d.actorAttachment = null;
            d.side = "hostile";
        } else if (event instanceof ObjectiveHeld e) {
            d.heldSince = e.turn() - e.turns() + 1;
        } else if (event instanceof ObjectiveHoldLost e) {
            d.heldSince = null;
        } else if (event instanceof CardRetained e) {
            d.actionDiscard.remove(d.actionDiscard.lastIndexOf(e.card()));
            d.retained.add(new WarfighterState.Retained(e.army(), e.card()));
        } else if (event instanceof RetainPaid e) {
            d.army(e.army(), a -> a.counters(a.hits(), a.pins(), a.supply() == null ? null : a.supply() - e.supply(), a.xp()));
            // §3.1.3: the XP from the Army the payment named (rules version 3), else from the card's Army
            d.army(e.xpFrom() == null ? e.army() : e.xpFrom(), a -> a.counters(a.hits(), a.pins(), a.supply(), a.xp() - e.xp()));
            d.retainDue.remove(e.card());
        } else if (event instanceof RetainDropped e) {
            d.retained.removeIf(r -> r.card().equals(e.card()));
            d.retainDue.remove(e.card());
            d.actionDiscard.add(e.card());
        } else if (event instanceof PaymentDue e) {
            d.payment = new WarfighterState.Payment(e.army(), e.amount(), e.reason());
        } else if (event instanceof PaidFor e) {
            if (e.payer() != null) {
                d.army(e.payer(), a -> a.counters(a.hits(), a.pins(), a.supply() - e.paid(), a.xp()));
            }
            d.payment = null;
        } else if (event instanceof Reinforced e) {
        } else if (event instanceof HostileSupplied e) {
            d.hostile(e.hostile(), h -> h.counters(h.hits(), h.pins(), h.supply() + 1));
        } else if (event instanceof TimerAdvanced e) {
            d.timer = e.space();
        } else if (event instanceof GameOver e) {
            d.stage = Stage.OVER;
            d.result = e.result();
            d.side = null;
            d.actor = null;
        }
    }

    /** The Cover the Retain cards an Army keeps in play still give it in a new Game Turn (Dig In: "while this stays in play"). */
    private int retainedCover(Draft d, int army) {
        return d.retained.stream().filter(r -> r.army() == army)
                .flatMap(r -> cards.actionCard(r.card()).effects().stream())
                .filter(effect -> effect.effect().equals("coverBonus")).mapToInt(Cards.Effect::value).sum();
    }
}
