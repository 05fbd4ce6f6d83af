package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.turn.Task;
import dev.arbiter.highcommand.rules.battle.AttackMode;
import dev.arbiter.highcommand.rules.battle.AttackState;
import static dev.arbiter.kernel.spi.toolkit.Lists.minus;
import static dev.arbiter.kernel.spi.toolkit.Lists.plus;
import static dev.arbiter.kernel.spi.toolkit.Lists.plusAll;

import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.abilities.Effects;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.highcommand.rules.cards.WindsOfWar;
import java.util.ArrayList;
import java.util.List;

/** Applies one event to a state. Never rolls dice and never fails for an event {@link Flow} produced. */
public final class Evolve {

    private final Catalogue cards;

    public Evolve(Catalogue cards) {
        this.cards = cards;
    }

    HighCommandState apply(HighCommandState s, HighCommandEvent event) {
        if (event instanceof LocationDeckShuffled e) {
            return s.withLocationDeck(e.shuffle().apply(s.locationDeck()));
        }
        if (event instanceof WindsOfWarShuffled e) {
            return s.withWinds(plusAll(e.shuffle().apply(stage(s, e.stage())), s.windsDeck()), s.windsDiscard());
        }
        if (event instanceof LocationRevealed e) {
            return revealLocation(s, e);
        }
        if (event instanceof ArmyChosen e) {
            return chooseArmy(s, e);
        }
        if (event instanceof ReinforcementDeckShuffled e) {
            return s.withPlayer(e.seat(),
                    p -> p.withReinforcement(e.shuffle().apply(p.reinforcementHidden()), p.reinforcementBottom()));
        }
        if (event instanceof ArmyDeckShuffled e) {
            return s.withPlayer(e.seat(), p -> p.withArmyDeck(e.shuffle().apply(p.armyDeck())));
        }
        if (event instanceof ReserveFilled e) {
            return s.withPlayer(e.seat(), p -> fillReserve(p, e.slot(), e.card()));
        }
        if (event instanceof FirstPlayerChosen e) {
            return s.withFirst(e.seat()).withPhase(Phase.PLAYING);
        }
        if (event instanceof CardsDrawn e) {
            return drawn(s, e);
        }
        if (event instanceof RoundBegan e) {
            return s.withRound(e.round()).withTurn(null);
        }
        if (event instanceof WindsOfWarRevealed e) {
            return s.withWinds(s.windsDeck().subList(1, s.windsDeck().size()), plus(s.windsDiscard(), e.card()));
        }
        if (event instanceof TurnBegan e) {
            return s.withTurn(Turn.of(e.seat()));
        }
        if (event instanceof StepBegan e) {
            return s.withTurn(s.turn().at(e.step()));
        }
        if (event instanceof TurnEnded e) {
            return settle(s).withTurn(s.turn().finished());
        }
        if (event instanceof CapturesPending e) {
            return s.withTurn(s.turn().withCapturing(e.locations()));
        }
        if (event instanceof CaptureRuleResolved e) {
            return s.withTurn(s.turn().withCapturing(minus(s.turn().capturing(), e.location())).following(e.location()));
        }
        if (event instanceof LocationCaptured e) {
            return captured(s, e);
        }
        if (event instanceof ResourcesGained e) {
            return s.withTurn(s.turn().withGained(s.turn().gained().plus(e.gain())));
        }
        if (event instanceof CardsPaid e) {
            return paid(s, e);
        }
        if (event instanceof CardDeployed e) {
            return place(s.withPlayer(e.seat(), p -> p.withHand(minus(p.hand(), e.card()))), e.location(),
                    new Placed(e.seat(), e.card(), Placed.Arrival.deployed));
        }
        if (event instanceof CardPurchased e) {
            return s.withPlayer(e.seat(), p -> emptySlot(p, e.slot()).withDiscard(plus(p.discard(), e.card())));
        }
        if (event instanceof CardRushed e) {
            return place(s.withPlayer(e.seat(), p -> emptySlot(p, e.slot())), e.location(),
                    new Placed(e.seat(), e.card(), Placed.Arrival.rushed));
        }
        if (event instanceof WarcasterRushed e) {
            return place(s.withPlayer(e.seat(), p -> p.withWarcasters(minus(p.warcasters(), e.warcaster()))),
                    e.location(), new Placed(e.seat(), e.warcaster(), Placed.Arrival.rushed));
        }
        if (event instanceof ReserveRefreshed e) {
            return s.withPlayer(e.seat(), p -> refreshed(p, e));
        }
        if (event instanceof AbilityUsed e) {
            return abilityUsed(s, e);
        }
        if (event instanceof AbilityResolved e) {
            return s.withTasks(s.tasks().subList(1, s.tasks().size()));
        }
        if (event instanceof OrdersEnded e) {
            return s.withTurn(s.turn().endingOrders()).withTasks(plus(s.tasks(), new Task.Draw(e.seat(), Flow.HAND)));
        }
        if (event instanceof CardBanked e) {
            return s.withPlayer(e.seat(), p -> p.withHand(minus(p.hand(), e.card())).withBank(e.card(), true))
                    .withTasks(plus(s.tasks(), new Task.ReturnBanked(e.seat())));
        }
        if (event instanceof HandDiscarded e) {
            return s.withPlayer(e.seat(), p -> discardFromHand(p, e.cards()));
        }
        if (event instanceof CardCulled e) {
            return e.card() == null ? s : s.withPlayer(e.seat(),
                    p -> p.withDiscard(minus(p.discard(), e.card())).withOccupying(plus(p.occupying(), e.card())));
        }
        if (event instanceof DiscardPileShuffled e) {
            return s.withPlayer(e.seat(), p -> p.withArmyDeck(e.shuffle().apply(p.discard())).withDiscard(List.of()));
        }
        if (event instanceof DrawCut e) {
            return popTask(s);
        }
        if (event instanceof BankedCardReturned e) {
            return popTask(s.withPlayer(e.seat(), p -> p.withHand(plus(p.hand(), e.card())).withBank(null, false)));
        }
        if (event instanceof CardsDiscarded e) {
            return popTask(s.withPlayer(e.seat(), p -> discardFromHand(p, e.cards())));
        }
        if (event instanceof CardMoved e) {
            return moved(s, e);
        }
        if (event instanceof AttackBegan e) {
            return s.withTurn(s.turn().withAttack(attack(s, e)));
        }
        if (event instanceof ZeroHealthDiscarded e) {
            return removeFrom(s, e.location(), e.cards());
        }
        if (event instanceof PowerTotalled e) {
            return s.withTurn(s.turn().withAttack(s.turn().attack().withTotals(e.totals())));
        }
        if (event instanceof DestructionDeclared e) {
            return s.withTurn(s.turn().withAttack(s.turn().attack().declared(e.seat(), e.cards())));
        }
        if (event instanceof CardsDestroyed e) {
            return destroyed(s, e);
        }
        if (event instanceof AttackEnded e) {
            return s.withTurn(s.turn().withAttack(null).withAttacked(plus(s.turn().attacked(), e.location())));
        }
        if (event instanceof WarcastersWithdrawn e) {
            return withdrawn(s, e);
        }
        if (event instanceof GameOver e) {
            return s.over(e.reason(), e.placings(), e.revealed());
        }
        throw new IllegalArgumentException("unknown event " + event);
    }

    /** One Winds of War stage of the game's cards, in pack order (STARTING THE GAME, QUICK START SETUP step 3). */
    private List<String> stage(HighCommandState s, Stage stage) {
        List<String> ids = s.quickStart() ? cards.pack.quickStart().windsOfWar()
                : cards.pack.windsOfWar().stream().map(WindsOfWar::id).toList();
        return ids.stream().filter(id -> cards.windsOfWar(id).stage() == stage).toList();
    }

    private static HighCommandState revealLocation(HighCommandState s, LocationRevealed e) {
        HighCommandState taken = s.withLocationDeck(s.locationDeck().subList(1, s.locationDeck().size()));
        LocationSlot slot = new LocationSlot(e.location(), List.of());
        if (e.slot() == s.locations().size()) {
            return taken.withLocations(plus(s.locations(), slot));
        }
        return taken.withLocation(e.slot(), old -> slot);
    }

    private HighCommandState chooseArmy(HighCommandState s, ArmyChosen e) {
        Faction faction = cards.pack.faction(e.faction()).orElseThrow();
        List<String> reinforcement = new ArrayList<>();
        for (WarcasterChoice choice : e.warcasters()) {
            reinforcement.addAll(choice.cards().isEmpty() ? cards.copies(faction, choice.colour()) : choice.cards());
        }
        List<String> warcasters = e.warcasters().stream().map(WarcasterChoice::warcaster).toList();
        return s.withPlayer(e.seat(), p -> p.withArmy(e.faction(), e.warcasters(), warcasters, reinforcement,
                cards.copies(faction, null)));
    }

    /** The top of the reinforcement deck: its shuffled part first, then the cards refreshed under it. */
    private static PlayerState fillReserve(PlayerState p, int slot, String card) {
        PlayerState taken = !p.reinforcementHidden().isEmpty()
                ? p.withReinforcement(p.reinforcementHidden().subList(1, p.reinforcementHidden().size()), p.reinforcementBottom())
                : p.withReinforcement(List.of(), p.reinforcementBottom().subList(1, p.reinforcementBottom().size()));
        List<String> reserves = new ArrayList<>(p.reserves());
        reserves.set(slot, card);
        return taken.withReserves(reserves);
    }

    private static PlayerState emptySlot(PlayerState p, int slot) {
        List<String> reserves = new ArrayList<>(p.reserves());
        reserves.set(slot, null);
        return p.withReserves(reserves);
    }

    private static PlayerState refreshed(PlayerState p, ReserveRefreshed e) {
        PlayerState paid = e.discard() == null ? p : discardFromHand(p, List.of(e.discard()));
        return emptySlot(paid, e.slot()).withReinforcement(paid.reinforcementHidden(), plus(paid.reinforcementBottom(), e.card()));
    }

    private static HighCommandState drawn(HighCommandState s, CardsDrawn e) {
        HighCommandState after = s.withPlayer(e.seat(),
                p -> p.withArmyDeck(p.armyDeck().subList(e.count(), p.armyDeck().size())).withHand(plusAll(p.hand(), e.cards())));
        if (!s.tasks().isEmpty() && s.tasks().get(0) instanceof Task.Draw d && d.seat() == e.seat()) {
            List<Task> tasks = new ArrayList<>(s.tasks());
            if (d.count() > e.count()) {
                tasks.set(0, new Task.Draw(d.seat(), d.count() - e.count()));
            } else {
                tasks.remove(0);
            }
            return after.withTasks(tasks);
        }
        return after;
    }

    private static HighCommandState settle(HighCommandState s) {
        return s.withLocations(s.locations().stream()
                .map(l -> new LocationSlot(l.location(), l.cards().stream().map(Placed::settled).toList())).toList());
    }

    private static HighCommandState captured(HighCommandState s, LocationCaptured e) {
        int slot = s.slotOf(e.location());
        HighCommandState after = s.withLocation(slot, l -> new LocationSlot(null, List.of()))
                .withPlayer(e.seat(), p -> p.withDiscard(plus(p.discard(), e.location())).withOccupying(plusAll(p.occupying(), e.occupying()))
                        .withCaptured(plus(p.captured(), e.location())));
        for (Placed c : e.discarded()) {
            after = after.withPlayer(c.seat(), p -> p.withDiscard(plus(p.discard(), c.card())));
        }
        return after.withTurn(after.turn().withCapturing(minus(after.turn().capturing(), e.location())).following(null));
    }

    private static HighCommandState paid(HighCommandState s, CardsPaid e) {
        List<String> paidCards = e.payment().stream().map(Payment::card).toList();
        return s.withPlayer(e.seat(), p -> discardFromHand(p, paidCards)).withTurn(s.turn().withGained(Resources.NONE));
    }

    private static PlayerState discardFromHand(PlayerState p, List<String> discarded) {
        List<String> hand = new ArrayList<>(p.hand());
        discarded.forEach(hand::remove);
        return p.with(hand, plusAll(p.discard(), discarded));
    }

    private static HighCommandState place(HighCommandState s, String location, Placed card) {
        return s.withLocation(s.slotOf(location), l -> new LocationSlot(l.location(), plus(l.cards(), card)));
    }

    /** Queues what a one-shot effect leaves to do (clarification 34); continuous effects queue nothing. */
    private HighCommandState abilityUsed(HighCommandState s, AbilityUsed e) {
        HighCommandState after = s;
        if (e.trigger() == Trigger.discardForEffect && s.player(e.seat()).hand().contains(e.card())) {
            after = after.withPlayer(e.seat(), p -> discardFromHand(p, List.of(e.card())));
        }
        Ability ability = cards.abilities(e.card()).get(e.index());
        List<Task> queued = new ArrayList<>(after.tasks());
        switch (ability.effect()) {
            case draw -> queued.add(new Task.Draw(e.seat(), ability.amount()));
            case discard -> Effects.discarding(after, e.seat(), e.location(), ability)
                    .forEach(seat -> queued.add(new Task.ForcedDiscard(seat, ability.amount(), e.card())));
            case destroy, move, refresh -> queued.add(new Task.Choice(e.seat(), e.card(), e.index(), ability.effect(),
                    ability.amount(), e.location()));
            default -> { }
        }
        return after.withTasks(queued);
    }

    private static HighCommandState moved(HighCommandState s, CardMoved e) {
        LocationSlot from = s.location(e.from());
        Placed card = from.cards().stream().filter(c -> c.card().equals(e.card())).findFirst().orElseThrow();
        HighCommandState removed = s.withLocation(s.slotOf(e.from()), l -> new LocationSlot(l.location(), minus(l.cards(), card)));
        return place(removed, e.to(), card);
    }

    private static AttackState attack(HighCommandState s, AttackBegan e) {
        int attacker = s.active();
        List<Integer> defenders = new ArrayList<>();
        LocationSlot at = s.location(e.location());
        for (int i = 1; i < s.seats(); i++) {
            int seat = (attacker + i) % s.seats();
            boolean inIt = e.mode() == AttackMode.allOut ? at.count(seat) > 0 : e.target() == seat;
            if (inIt) {
                defenders.add(seat);
            }
        }
        return new AttackState(e.location(), e.mode(), attacker, defenders, defenders.get(0), AttackState.Progress.opened, List.of(), List.of(),
                List.of());
    }

    /** Destroyed (or 0-Health) cards to their owners' discard piles, warcasters never among them. */
    private static HighCommandState removeFrom(HighCommandState s, String location, List<Placed> removed) {
        HighCommandState after = s.withLocation(s.slotOf(location), l -> {
            List<Placed> left = new ArrayList<>(l.cards());
            removed.forEach(r -> left.removeIf(c -> c.card().equals(r.card())));
            return new LocationSlot(l.location(), left);
        });
        for (Placed c : removed) {
            after = after.withPlayer(c.seat(), p -> p.withDiscard(plus(p.discard(), c.card())));
        }
        return after;
    }

    private static HighCommandState destroyed(HighCommandState s, CardsDestroyed e) {
        HighCommandState after = removeFrom(s, e.location(), e.cards());
        AttackState a = after.turn() == null ? null : after.turn().attack();
        if (a != null && a.progress() == AttackState.Progress.removal && a.location().equals(e.location())) {
            return after.withTurn(after.turn().withAttack(a.at(AttackState.Progress.aftermath)));
        }
        return after;
    }

    private static HighCommandState withdrawn(HighCommandState s, WarcastersWithdrawn e) {
        HighCommandState after = s.withLocations(s.locations().stream().map(l -> new LocationSlot(l.location(),
                l.cards().stream().filter(c -> !(c.seat() == e.seat() && e.warcasters().contains(c.card()))).toList())).toList());
        return after.withPlayer(e.seat(), p -> p.withOccupying(plusAll(p.occupying(), e.warcasters())));
    }

    private static HighCommandState popTask(HighCommandState s) {
        return s.withTasks(s.tasks().subList(1, s.tasks().size()));
    }
}
