package dev.arbiter.warfighter.rules;

import static dev.arbiter.kernel.spi.toolkit.Lists.minus;
import static dev.arbiter.kernel.spi.toolkit.Lists.minusAll;
import static dev.arbiter.kernel.spi.toolkit.Lists.plus;
import static dev.arbiter.kernel.spi.toolkit.Lists.plusAll;

import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Applies one event to a state: no dice, no checks (decide made them). */
final class Evolve {

    private final Catalogue cards;

    Evolve(Catalogue cards) {
        this.cards = cards;
    }

    WarfighterState apply(WarfighterState state, WarfighterEvent event) {
        Draft d = new Draft(state);
        if (event instanceof MissionLaid e) {
                d.mission = e.mission();
                d.objective = e.objective();
                d.resources = e.resources();
                List<Slot> display = new ArrayList<>();
                display.add(new Slot(1, Slot.MISSION, e.mission(), true, 0, 0, false));
                for (int i = 2; i < e.objectiveSlot(); i++) {
                    display.add(new Slot(i, null, null, false, 0, 0, false));
                }
                display.add(new Slot(e.objectiveSlot(), Slot.OBJECTIVE, e.objective(), false, 0, 0, false));
                d.display = display;
        } else if (event instanceof DeckShuffled e) {
                Deck deck = Deck.of(new Shuffle(e.rolls()).apply(composition(d, e.deck())));
                switch (e.deck()) {
                    case "action" -> d.actionDeck = deck;
                    case "hostile" -> d.hostileDeck = deck;
                    default -> d.locationDeck = deck;
                }
        } else if (event instanceof DeckReshuffled e) {
                if (e.deck().equals("action")) {
                    d.actionDeck = Deck.of(new Shuffle(e.rolls()).apply(d.actionDiscard));
                    d.actionDiscard = new ArrayList<>();
                } else {
                    d.hostileDeck = Deck.of(new Shuffle(e.rolls()).apply(d.hostileDiscard));
                    d.hostileDiscard = new ArrayList<>();
                }
        } else if (event instanceof LocationDealt e) {
                d.locationDeck = d.locationDeck.withoutTop(1);
                d.slot(e.slot(), s -> new Slot(s.slot(), Slot.LOCATION, e.location(), false, 0, 0, false));
        } else if (event instanceof TimerSet e) {
            d.timer = e.space();
        } else if (event instanceof ArmyRecruited e) {
                // a dash Supply Value (null) holds no Supply at all; any other starts empty until §2.3 gives it its Value
            Integer empty = cards.pack.army(e.card()).orElseThrow().supply() == null ? null : 0;
            d.armies.add(ArmyState.recruited(e.army(), e.seat(), e.card()).counters(0, 0, empty, 0));
                d.resources -= e.cost();
        } else if (event instanceof AttachmentEquipped e) {
                d.army(e.army(), a -> equipped(a, e.attachment()));
                d.resources -= e.cost();
        } else if (event instanceof SkillTrained e) {
                d.army(e.army(), a -> a.kit(a.attachments(), plus(a.skills(), e.skill())));
                d.resources -= e.cost();
        } else if (event instanceof NegativeSkillPlaced e) {
            d.army(e.army(), a -> a.kit(a.attachments(), plus(a.skills(), e.skill())));
        } else if (event instanceof Dismissed e) {
                if (e.item() == null) {
                    d.armies.removeIf(a -> a.number() == e.army());
                } else {
                    d.army(e.army(), a -> {
                        List<Equipped> attachments = new ArrayList<>(a.attachments());
                        List<String> skills = new ArrayList<>(a.skills());
                        attachments.stream().filter(x -> x.attachment().equals(e.item())).findFirst().ifPresentOrElse(attachments::remove,
                                () -> skills.remove(e.item()));
                        return a.kit(attachments, skills);
                    });
                }
                d.resources += e.refund();
        } else if (event instanceof TeamConfirmed e) {
            d.stage = Stage.PLAY;
            d.teamValue = e.value();
        } else if (event instanceof ArmyPlaced e) {
            d.army(e.army(), a -> a.at(e.slot()));
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
        } else if (event instanceof HostileChosen e) {
        } else if (event instanceof HostileTurnBegan e) {
            d.hostile(e.hostile(), h -> h.turn(true, h.moved(), 0));
        } else if (event instanceof HostileTurnEnded e) {
            d.side = "player";
        } else if (event instanceof ArmyMoved e) {
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
        } else if (event instanceof AttackDeclared e) {
                if (e.attackerSide().equals("army")) {
                    d.army(e.attacker(), a -> {
                        List<String> hand = new ArrayList<>(a.hand());
                        hand.removeAll(e.cards());
                        return a.cards(hand, a.setAside()).turn(a.acted(), a.moved(),
                                a.actionsSpent() + (e.attackCounter() ? 0 : 1), a.attackActionsSpent() + (e.attackCounter() ? 1 : 0),
                                a.activated(), a.engineered());
                    });
                    d.actionDiscard.addAll(e.cards());
                } else if (e.attackerSide().equals(AttachmentTurn.SIDE)) {
                    // the acting Attachment spends the Action; its declared cards leave its Army's hand (clarification 113)
                    String acting = d.actorAttachment;
                    d.army(e.attacker(), a -> a.cards(minusAll(a.hand(), e.cards()), a.setAside()).kit(a.attachments().stream()
                            .map(x -> x.attachment().equals(acting) ? x.turn(true, x.actionsSpent() + 1) : x).toList(), a.skills()));
                    d.actionDiscard.addAll(e.cards());
                } else {
                    d.hostile(e.attacker(), h -> h.turn(h.acted(), h.moved(), h.actionsSpent() + 1));
                }
        } else if (event instanceof AttackRolled e) {
        } else if (event instanceof AttackResolved e) {
                if (e.targetSide().equals("hostile")) {
                    d.hostile(e.target(), h -> h.counters(h.hits() + e.hits(), h.pins() + e.pins(), h.supply()));
                    // clarification 90: an Attachment's own Regain or Unpin has nothing of its Army's to act on
                    int regain = e.attackerSide().equals("army") ? e.regain() : 0;
                    int unpin = e.attackerSide().equals("army") ? e.unpin() : 0;
                    d.army(e.attacker(), a -> a.counters(a.hits(), Math.max(0, a.pins() - unpin),
                            a.supply() == null ? null : Math.min(cards.supplyValue(a), a.supply() + regain), a.xp()));
                } else {
                    // Hits due for placement (HitsDue, just before) reach the Army only through HitsAssigned
                    int hits = d.hitsDue == null ? e.hits() : 0;
                    d.army(e.target(), a -> a.counters(a.hits() + hits, a.pins() + e.pins(), a.supply(), a.xp()));
                    d.hostile(e.attacker(), h -> h.counters(h.hits(), Math.max(0, h.pins() - e.unpin()), h.supply() == null ? null
                            : Math.min(cards.card(h).supply(), h.supply() + e.regain())));
                }
        } else if (event instanceof ObjectiveHeld e) {
            d.heldSince = e.turn() - e.turns() + 1;
        } else if (event instanceof ObjectiveHoldLost e) {
            d.heldSince = null;
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
        } else if (event instanceof HostileEliminated e) {
                HostileState gone = d.hostiles.stream().filter(h -> h.number() == e.hostile()).findFirst().orElseThrow();
                d.hostiles.remove(gone);
                d.hostileDiscard.add(gone.card());
                d.hostileDiscard.addAll(gone.attachments());
                d.army(e.by(), a -> a.counters(a.hits(), a.pins(), a.supply(), a.xp() + e.xp()));
        } else if (event instanceof ArmyDowned e) {
                d.teamValue = e.teamValue();
                ArmyState army = d.army(e.army());
                d.actionDiscard.addAll(army.hand());
                d.actionDiscard.addAll(army.setAside());
                // §4.5 Downed Army: in a campaign it stays on the team with its cards, to come back at Replenish
                d.army(e.army(), a -> d.campaign == null ? a.down() : a.down().kit(a.attachments(), a.skills()).withExpended(a.expended()));
                d.environ.remove(Integer.valueOf(e.army()));
                // a Downed Army's Retain cards leave play with its hand
                d.retained.stream().filter(r -> r.army() == e.army()).forEach(r -> {
                    d.actionDiscard.add(r.card());
                    d.retainDue.remove(r.card());
                });
                d.retained.removeIf(r -> r.army() == e.army());
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
        } else if (event instanceof ReactionWindowOpened e) {
                d.reaction = WarfighterState.Reaction.opened(e.hostile(), e.target(), e.seats());
        } else if (event instanceof AttackRedirected e) {
                // clarification 43: a seat that reacted leaves the window
                d.reaction = d.reaction.without(d.army(e.to()).seat()).redirectedTo(e.to());
        } else if (event instanceof ReactionPassed e) {
                d.reaction = d.reaction.without(e.seat());
        } else if (event instanceof ReactionWindowClosed e) {
                d.reaction = null;
        } else if (event instanceof PinsRemoved e) {
            if (e.side().equals("army")) {
                d.army(e.number(), a -> a.counters(a.hits(), a.pins() - e.amount(), a.supply(), a.xp()));
            } else {
                d.hostile(e.number(), h -> h.counters(h.hits(), h.pins() - e.amount(), h.supply()));
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
        } else if (event instanceof HostileDrawn e) {
            // the card stays on top until it is placed, attached, set waiting or discarded, so it is always somewhere
        } else if (event instanceof HostileOvershot e) {
            takeTop(d, e.card());
            d.hostileDiscard.add(e.card());
        } else if (event instanceof HostileDrawStopped e) {
        } else if (event instanceof HostilePlaced e) {
            takeTop(d, e.card());
                d.hostiles.add(HostileState.placed(e.hostile(), e.card(), e.column(), e.supply(), e.objective()));
                d.nextHostile = e.hostile() + 1;
        } else if (event instanceof HostileAttachmentAttached e) {
            takeTop(d, e.attachment());
                d.waitingAttachments.remove(e.attachment());
                // §3.3.8: an Attachment keeps a Supply stack of its own, filled to its Supply Value as a placed Hostile's is
                d.hostile(e.hostile(), h -> h.attach(e.attachment(), cards.pack.hostileAttachment(Catalogue.cardId(e.attachment())).orElseThrow().supply()));
        } else if (event instanceof HostileAttachmentSupply e) {
                d.hostile(e.hostile(), h -> h.stack(e.attachment(), e.change()));
        } else if (event instanceof HostileAttachmentWaiting e) {
            takeTop(d, e.attachment());
            d.waitingAttachments.add(e.attachment());
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
        } else if (event instanceof HostileTargeted e) {
        } else if (event instanceof HostileMoved e) {
            d.hostile(e.hostile(), h -> h.at(e.to()).turn(h.acted(), true, h.actionsSpent() + 1));
        } else if (event instanceof HostileActionLost e) {
            d.hostile(e.hostile(), h -> h.turn(h.acted(), h.moved(), h.actionsSpent() + 1));
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
        } else if (event instanceof TownEntered e) {
            d.campaign = d.campaign.entering(e.town());
            if (d.stage == Stage.ROUTE) {
                d.stage = Stage.TOWN;
            }
        } else if (event instanceof TownEffectApplied e) {
            switch (e.kind()) {
                case "resupplyPoints" -> d.campaign = d.campaign.points(0, e.amount());
                case "promotionPoints" -> d.campaign = d.campaign.points(e.amount(), 0);
                case "healHits" -> d.armies.replaceAll(a -> a.counters(Math.max(0, a.hits() - e.amount()), a.pins(), a.supply(), a.xp()));
                default -> throw new IllegalStateException("no Town effect " + e.kind() + " applies at once");
            }
        } else if (event instanceof ResourcesConverted e) {
            d.campaign = d.campaign.points(0, e.resupplyPoints());
            d.resources -= e.resupplyPoints();
        } else if (event instanceof Replenished e) {
            // §4.4 Replenish: the Downed back at 1 Manpower with the cards they kept, no Pins; every Army's printed values reset
            d.armies.replaceAll(a -> e.revived().contains(a.number()) ? replenished(d, a, cards.card(a).maxManpower() - 1, 0)
                    : replenished(d, a, a.hits(), a.pins()));
        } else if (event instanceof Retreated e) {
            // §4.6 Retreat: every Army at full Manpower, a Downed one back with no Pins (clarification 78); the mission is over
            d.campaign = d.campaign.retreating(e.resupply());
            d.teamValue = null;
            d.armies.replaceAll(a -> replenished(d, a, 0, a.downed() ? 0 : a.pins()));
            d.retained.forEach(r -> d.actionDiscard.add(r.card()));
            d.retained = new ArrayList<>();
            d.retainDue = new ArrayList<>();
            d.stage = Stage.TOWN;
            d.step = null;
            d.side = null;
            d.actor = null;
        } else if (event instanceof TownLeft e) {
            // §3.3.8: the mission's Team value is what the team was bought for as it leaves the Town
            d.teamValue = cards.teamValue(d.armies);
            if (d.campaign.retreated()) {
                d.stage = Stage.DESPERATION;
            }
        } else if (event instanceof DesperationChosen e) {
            d.campaign = d.campaign.desperate();
        } else if (event instanceof HitsDue e) {
            d.hitsDue = new WarfighterState.HitsDue(e.hostile(), e.army(), e.hits());
        } else if (event instanceof HitsAssigned e) {
            d.hitsDue = null;
            for (WarfighterCommand.Hit hit : e.hits()) {
                if (HitAssignment.ARMY.equals(hit.to())) {
                    d.army(e.army(), a -> a.counters(a.hits() + 1, a.pins(), a.supply(), a.xp()));
                } else if (HitAssignment.ATTACHMENT.equals(hit.to())) {
                    d.army(e.army(), a -> a.kit(a.attachments().stream().map(x -> x.attachment().equals(hit.source())
                            ? x.withCounters(x.hits() + 1, x.supply()) : x).toList(), a.skills()));
                }
            }
        } else if (event instanceof AttachmentDestroyed e) {
            d.army(e.army(), a -> a.withoutAttachment(e.attachment()));
            if (d.campaign != null) {
                d.campaign = d.campaign.destroyed(plus(d.campaign.destroyed(), new Campaign.Destroyed(e.army(), e.attachment())));
            }
        } else if (event instanceof AttachmentRestored e) {
            Equipped back = Equipped.returned(cards.pack.attachment(e.attachment()).orElseThrow(), e.hits());
            d.army(e.army(), a -> a.kit(plus(a.attachments(), back), a.skills()));
            d.campaign = d.campaign.destroyed(d.campaign.destroyed().stream()
                    .filter(x -> !x.equals(new Campaign.Destroyed(e.army(), e.attachment()))).toList());
        } else if (event instanceof MissionSucceeded e) {
            d.campaign = d.campaign.points(e.promotion(), e.resupply());
        } else if (event instanceof AttachmentBought e) {
            d.army(e.army(), a -> equipped(a, e.attachment()));
            d.campaign = d.campaign.points(0, -e.resupply());
        } else if (event instanceof AttachmentSold e) {
            d.army(e.army(), a -> a.withoutAttachment(e.attachment()));
            d.campaign = d.campaign.points(e.promotion(), 0);
        } else if (event instanceof SupplyRefilled e) {
            supply(d, "army", e.army(), e.amount());
            d.campaign = d.campaign.points(0, -e.resupply());
        } else if (event instanceof ExpendedRefreshed e) {
            d.army(e.army(), a -> a.withExpended(minus(a.expended(), Abilities.key(e.card(), e.ability()))));
            d.campaign = d.campaign.points(0, -e.resupply());
        } else if (event instanceof SkillBought e) {
            d.army(e.army(), a -> a.kit(a.attachments(), plus(a.skills(), e.skill())));
            d.campaign = d.campaign.points(-e.promotion(), 0);
        } else if (event instanceof ArmyLevelledUp e) {
            d.army(e.army(), a -> granted(a.kit(a.attachments().stream().filter(x -> !e.lost().contains(x.attachment())).toList(),
                    minusAll(a.skills(), e.lost())).promoted(e.to()), e.gained()));
            // the Supply held stays, within the new card's Supply Value
            Integer cap = cards.pack.army(e.to()).orElseThrow().supply();
            d.army(e.army(), a -> a.counters(a.hits(), a.pins(), cap == null ? null : Math.min(a.supply() == null ? 0 : a.supply(), cap),
                    a.xp()));
            d.campaign = d.campaign.points(e.refund() - e.promotion(), 0);
        } else if (event instanceof ArmyPurchased e) {
            Integer empty = cards.pack.army(e.card()).orElseThrow().supply() == null ? null : 0;
            d.armies.add(granted(ArmyState.recruited(e.army(), e.seat(), e.card()).counters(0, 0, empty, 0), e.granted()));
            d.campaign = d.campaign.points(-e.promotion(), 0);
        } else if (event instanceof MapActivityUsed e) {
            switch (e.effect()) {
                case "healHit" -> d.army(e.army(), a -> a.counters(a.hits() - e.amount(), a.pins(), a.supply(), a.xp()));
                case "removePins" -> d.army(e.army(), a -> a.counters(a.hits(), a.pins() - e.amount(), a.supply(), a.xp()));
                default -> supply(d, "army", e.army(), e.amount());
            }
            d.campaign = d.campaign.points(-e.promotion(), -e.resupply());
        }
        return d.build();
    }

    /** An Army as Replenish leaves it (§4.4): these Hits and Pins, its Supply and cards kept, XP, hand and this turn's counters reset. */
    private static ArmyState replenished(Draft d, ArmyState a, int hits, int pins) {
        d.actionDiscard.addAll(a.hand());
        d.actionDiscard.addAll(a.setAside());
        return new ArmyState(a.number(), a.seat(), a.card(), a.column(), hits, pins, a.supply(), 0, List.of(), List.of(), a.attachments(),
                a.skills(), false, false, false, 0, 0, false, false, List.of(), 0, 0, a.expended(), 0);
    }

    /** What the effects of one kind add up to. */
    private static int total(List<Cards.Effect> effects, String kind) {
        return effects.stream().filter(x -> kind.equals(x.effect())).mapToInt(Cards.Effect::value).sum();
    }

    /** The cards a deck of this game holds, before shuffling (§2.1). */
    private List<String> composition(Draft d, String deck) {
        return switch (deck) {
            case "action" -> cards.actionDeck(d.region);
            case "hostile" -> cards.hostileDeck(d.hostileDeckId);
            default -> deck.startsWith("location-") ? tierDeck(d, deck.substring("location-".length()))
                    : cards.pack.locations().stream().filter(l -> d.region.equals(l.region())).map(Cards.Location::id).toList();
        };
    }

    /** §4.5: a campaign deals from one deck per tier, less the Locations already on the display. */
    private List<String> tierDeck(Draft d, String tier) {
        return cards.pack.locations().stream().filter(l -> d.region.equals(l.region()) && tier.equals(l.tier()))
                .filter(l -> d.display.stream().noneMatch(slot -> l.id().equals(slot.card()))).map(Cards.Location::id).toList();
    }

    /** The cards a level grants (§4.2 Army Cards), each a Skill or an Attachment of the pack. */
    private ArmyState granted(ArmyState army, List<String> granted) {
        ArmyState a = army;
        for (String card : granted) {
            a = cards.pack.skill(card).isPresent() ? a.kit(a.attachments(), plus(a.skills(), card)) : equipped(a, card);
        }
        return a;
    }

    /** A drawn Hostile deck card leaves the top of the deck when it goes somewhere (a waiting card joining a Hostile does not). */
    private static void takeTop(Draft d, String card) {
        if (d.hostileDeck.size() > 0 && d.hostileDeck.order().get(0).equals(card)) {
            d.hostileDeck = d.hostileDeck.withoutTop(1);
        }
    }

    /** The Army with a new Attachment: no Hits yet, and the counters its card lists (clarification 114). */
    private ArmyState equipped(ArmyState army, String attachment) {
        return army.kit(plus(army.attachments(), Equipped.comingWith(cards.pack.attachment(attachment).orElseThrow())), army.skills());
    }

    private void supply(Draft d, String side, int number, int amount) {
        if (side.equals("army")) {
            d.army(number, a -> a.counters(a.hits(), a.pins(), a.supply() == null ? null : a.supply() + amount, a.xp()));
        } else {
            d.hostile(number, h -> h.counters(h.hits(), h.pins(), h.supply() == null ? null : h.supply() + amount));
        }
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

    /** The Cover the Retain cards an Army keeps in play still give it in a new Game Turn (Dig In: "while this stays in play"). */
    private int retainedCover(Draft d, int army) {
        return d.retained.stream().filter(r -> r.army() == army)
                .flatMap(r -> cards.actionCard(r.card()).effects().stream())
                .filter(effect -> effect.effect().equals("coverBonus")).mapToInt(Cards.Effect::value).sum();
    }
}
