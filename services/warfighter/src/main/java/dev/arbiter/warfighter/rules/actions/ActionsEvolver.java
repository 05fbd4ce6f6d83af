package dev.arbiter.warfighter.rules.actions;

import static dev.arbiter.kernel.spi.toolkit.Lists.minus;
import static dev.arbiter.kernel.spi.toolkit.Lists.minusAll;
import static dev.arbiter.kernel.spi.toolkit.Lists.plus;
import static dev.arbiter.kernel.spi.toolkit.Lists.plusAll;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Draft;
import dev.arbiter.warfighter.rules.Evolver;
import dev.arbiter.warfighter.rules.Slot;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The events of Army Actions and Activities (§3.3): Move, Discard and Draw, Action Cards and abilities, Supply
 * and Pins, Locations and the Engineer.
 */
public final class ActionsEvolver extends Evolver {

    public ActionsEvolver(Catalogue cards) {
        super(cards);
    }

    @Override
    protected void fold(Draft d, WarfighterEvent event) {
        if (event instanceof ArmyMoved e) {
            d.army(e.army(), a -> {
                List<String> hand = new ArrayList<>(a.hand());
                hand.removeAll(e.discarded());
                return a.at(e.to()).cards(hand, List.of()).bonuses(0, a.coverBonus()).turn(a.acted(), true, a.actionsSpent() + 1, a.attackActionsSpent(),
                        a.activated(), a.engineered());
            });
            if (e.discarded().size() + e.setAsideUsed().size() > 0) {
                d.actionDiscard.addAll(e.discarded());
                d.actionDiscard.addAll(e.setAsideUsed());
            }
            removeFromOtherHands(d, e.army(), e.discarded());
        } else if (event instanceof CardSetAside e) {
            d.army(e.by(), a -> a.cards(minus(a.hand(), e.card()), a.setAside()));
            d.army(e.forArmy(), a -> a.cards(a.hand(), plus(a.setAside(), e.card())));
        } else if (event instanceof AbilityUsed e) {
            Cards.Ability ability = new Abilities(cards).abilitiesOf(e.source()).get(e.ability()).used(e.choice(), e.upgunnedBy() != null);
            d.army(e.army(), a -> a.withExpended(plus(a.expended(), Abilities.key(e.source(), e.ability()))));
            switch (ability.effect()) {
                case "extraAttackAction" -> d.army(e.target(), a -> a.withExtraAttackActions(a.extraAttackActions() + ability.value()));
                case "removePins" -> d.army(e.target(), a -> a.counters(a.hits(), Math.max(0, a.pins() - ability.value()), a.supply(), a.xp()));
                case "giveHardy" -> d.army(e.target(), a -> a.withHardy(plusAll(a.hardy(), Collections.nCopies(ability.value(), ability.environ()))));
                // an on-hit extra Hit or a declare-timing ability's bonus is in the attack's roll or result, a stopped Hit in
                // HitsAssigned; only the use is kept
                case "extraHit", "extraAttackDie", "attackModifier", "coverModifier", "pinTarget", "stopHit" -> {
                }
                default -> throw new IllegalStateException("no active effect " + ability.effect());
            }
        } else if (event instanceof XpPaid e) {
            d.army(e.army(), a -> a.counters(a.hits(), a.pins(), a.supply(), a.xp() - e.amount()));
        } else if (event instanceof CardsDiscardedAndDrawn e) {
            d.actionDeck = d.actionDeck.withoutTop(e.drawn().size());
            d.actionDiscard.addAll(e.discarded());
            d.army(e.army(), a -> a.cards(plusAll(minusAll(a.hand(), e.discarded()), e.drawn()), a.setAside())
                    .turn(a.acted(), a.moved(), a.actionsSpent() + 1, a.attackActionsSpent(), a.activated(), a.engineered()));
        } else if (event instanceof ActionCardPlayed e) {
            Cards.ActionCard card = cards.actionCard(e.card());
            boolean reaction = d.reaction != null;
            if (reaction) {
                // a defensive card changes the declared attack alone, as played (§3.3.2 Declare Attack, §3.1.3.1)
                List<Cards.Effect> applied = card.applied(e.choice(), e.upgunnedBy() != null);
                d.reaction = d.reaction.without(d.army(e.army()).seat()).played(e.card(), total(applied, "attackModifier"),
                        total(applied, "coverBonus"));
            }
            d.army(e.army(), a -> a.cards(minus(a.hand(), e.card()), a.setAside()));
            d.actionDiscard.add(e.card());
            Cards.Cost cost = card.cost(e.upgunnedBy() != null);
            if (cost != null && cost.actions() > 0) {
                d.army(e.army(), a -> a.turn(a.acted(), a.moved(), a.actionsSpent() + cost.actions(), a.attackActionsSpent(),
                        a.activated(), a.engineered()));
            }
            for (Cards.Effect effect : card.applied(e.choice(), e.upgunnedBy() != null)) {
                int target = "self".equals(effect.target()) ? e.army() : e.target();
                switch (effect.effect()) {
                    case "gainSupply" -> d.army(target, a -> a.supply() == null ? a
                            : a.counters(a.hits(), a.pins(), Math.min(cards.supplyValue(a), a.supply() + effect.value()), a.xp()));
                    case "removePins" -> d.army(target, a -> a.counters(a.hits(), Math.max(0, a.pins() - effect.value()), a.supply(), a.xp()));
                    case "giveHardy" -> d.army(target, a -> a.withHardy(plusAll(a.hardy(), Collections.nCopies(effect.value(), effect.environ()))));
                    case "movementBonus" -> d.army(target, a -> a.bonuses(a.moveBonus() + effect.value(), a.coverBonus()));
                    case "coverBonus" -> {
                        if (!reaction) {
                            d.army(target, a -> a.bonuses(a.moveBonus(), a.coverBonus() + effect.value()));
                        }
                    }
                    case "hostileValueModifier" -> d.activationModifier += effect.value();
                    default -> {
                    }
                }
            }
        } else if (event instanceof SupplyRegained e) {
            d.army(e.army(), a -> a.counters(a.hits(), a.pins(), a.supply() + 1, a.xp())
                    .turn(a.acted(), a.moved(), a.actionsSpent() + 1, a.attackActionsSpent(), a.activated(), a.engineered()));
        } else if (event instanceof PinRemoved e) {
            d.army(e.army(), a -> a.counters(a.hits(), a.pins() - 1, a.supply(), a.xp())
                    .turn(a.acted(), a.moved(), a.actionsSpent() + 1, a.attackActionsSpent(), a.activated(), a.engineered()));
        } else if (event instanceof SupplyTraded e) {
            d.army(e.from(), a -> a.counters(a.hits(), a.pins(), a.supply() - e.amount(), a.xp()));
            if (e.attachment() == null) {
                d.army(e.to(), a -> a.counters(a.hits(), a.pins(), a.supply() + e.amount(), a.xp()));
            } else {
                d.army(e.to(), a -> a.kit(a.attachments().stream().map(x -> x.attachment().equals(e.attachment())
                        ? x.withCounters(x.hits(), x.supply() + e.amount()) : x).toList(), a.skills()));
            }
        } else if (event instanceof AttachmentSupplySpent e) {
            d.army(e.army(), a -> a.kit(a.attachments().stream().map(x -> x.attachment().equals(e.attachment())
                    ? x.withCounters(x.hits(), x.supply() - e.amount()) : x).toList(), a.skills()));
        } else if (event instanceof LocationActivated e) {
            d.slot(e.slot(), Slot::activated);
            d.activationModifier = 0;
            d.army(e.army(), a -> a.counters(a.hits(), a.pins(), a.supply(), a.xp() - ("xp".equals(e.paid()) ? 1 : 0))
                    .turn(a.acted(), a.moved(), a.actionsSpent() + ("action".equals(e.paid()) ? 1 : 0), a.attackActionsSpent(), true,
                            a.engineered()));
        } else if (event instanceof EngineerRolled e) {
            d.slot(e.slot(), s -> s.engineered(e.total(), e.defeated()));
            d.army(e.army(), a -> a.turn(a.acted(), a.moved(), a.actionsSpent(), a.attackActionsSpent(), a.activated(), true));
        } else if (event instanceof EngineeringCounterPlaced e) {
            d.slot(e.slot(), s -> s.engineered(e.total(), e.defeated()));
            d.army(e.army(), a -> a.kit(a.attachments().stream().map(x -> x.attachment().equals(e.attachment())
                    ? x.placedEngineering() : x).toList(), a.skills()));
        } else if (event instanceof ObjectiveSupplied e) {
            d.objectiveSupplied = e.total();
            d.army(e.army(), a -> a.counters(a.hits(), a.pins(), a.supply() - e.amount(), a.xp()));
        }
    }

    /** What the effects of one kind add up to. */
    private static int total(List<Cards.Effect> effects, String kind) {
        return effects.stream().filter(x -> kind.equals(x.effect())).mapToInt(Cards.Effect::value).sum();
    }

    /** Cards a Player Army discarded for a Support Army's Move come from its own hand (§3.3.1). */
    private static void removeFromOtherHands(Draft d, int mover, List<String> discarded) {
        for (String card : discarded) {
            for (int i = 0; i < d.armies.size(); i++) {
                ArmyState a = d.armies.get(i);
                if (a.number() != mover && a.hand().contains(card)) {
                    d.armies.set(i, a.cards(minus(a.hand(), card), a.setAside()));
                }
            }
        }
    }
}
