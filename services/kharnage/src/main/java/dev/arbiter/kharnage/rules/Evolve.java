package dev.arbiter.kharnage.rules;

import static dev.arbiter.kernel.spi.toolkit.Lists.minus;
import static dev.arbiter.kernel.spi.toolkit.Lists.plus;
import static dev.arbiter.kernel.spi.toolkit.Lists.plusAll;

import dev.arbiter.kharnage.rules.KharnageEvent.*;
import java.util.ArrayList;
import java.util.List;

/** Applies one event. Never rolls, never fails for an event the rules decided. */
final class Evolve {

    private final Catalogue cards;

    Evolve(Catalogue cards) {
        this.cards = cards;
    }

    KharnageState apply(KharnageState s, KharnageEvent event) {
        if (event instanceof ReserveShuffled e) {
            return s.withPlayer(e.seat(), p -> p.withReserve(e.shuffle().apply(p.reserve())));
        }
        if (event instanceof BattleDeckShuffled e) {
            return s.withPlayer(e.seat(), p -> p.withBattleDeck(e.shuffle().apply(p.battleDeck())));
        }
        if (event instanceof BattleCardsDrawn e) {
            return s.withPlayer(e.seat(), p -> {
                List<String> hand = new ArrayList<>(p.hand());
                hand.addAll(p.battleDeck().subList(0, e.count()));
                return p.withHand(hand).withBattleDeck(p.battleDeck().subList(e.count(), p.battleDeck().size()));
            });
        }
        if (event instanceof RoundBegan e) {
            return s.withRound(e.round(), e.lastTurn()).withPhase(Phase.CHOOSING).withOrder(List.of(), 0);
        }
        if (event instanceof CardCommitted e) {
            return s.withPlayer(e.seat(), p -> p.withHand(minus(p.hand(), e.card())).withSeal(new Seal(e.commitment(), e.card(), e.salt())));
        }
        if (event instanceof CardsRevealed e) {
            KharnageState next = s;
            for (Opening opening : e.openings()) {
                next = next.withPlayer(opening.seat(), p -> p.withPlayed(plus(p.played(), opening.card())).withSeal(null));
            }
            return next.withPhase(Phase.RESOLVING).withOrder(e.order(), 0);
        }
        if (event instanceof TurnBegan e) {
            return s.withTurn(Turn.began(e.seat(), e.card()));
        }
        if (event instanceof TurnStepBegan e) {
            return s.withTurn(s.turn().at(e.step()));
        }
        if (event instanceof TurnEnded) {
            return s.withTurn(null).withTriggers(List.of()).withOrder(s.order(), s.next() + 1);
        }
        if (event instanceof UnitsDrawn e) {
            return s.withPlayer(e.seat(), p -> {
                List<String> stack = new ArrayList<>(p.stack());
                stack.addAll(p.reserve().subList(0, e.count()));
                return p.withStack(stack).withReserve(p.reserve().subList(e.count(), p.reserve().size()));
            });
        }
        if (event instanceof GeneralOffered e) {
            return s.withPending(new Pending.GeneralChoice(e.seat()));
        }
        if (event instanceof GeneralCalled e) {
            return s.withPending(null).withPlayer(e.seat(), p -> p.withGenerals(minus(p.generals(), e.general()))
                    .withStack(plus(p.stack(), e.general())));
        }
        if (event instanceof GeneralDeclined) {
            return s.withPending(null);
        }
        if (event instanceof UnitPlaced e) {
            KharnageState placed = s.withPlayer(e.seat(), p -> p.withStack(minus(p.stack(), e.unit()))
                    .addUnit(e.line() - 1, Fielded.placed(e.unit())));
            return placed.withTriggers(cards.triggers(e.seat(), e.unit(), s.phase() == Phase.SETUP));
        }
        if (event instanceof SkillTriggered e) {
            KharnageState next = s.withTriggers(s.triggers().subList(1, s.triggers().size()));
            // a Bow, Sword or Magic missiles trigger is an Elite attack: this unit attacks (Flight)
            boolean eliteAttack = e.skill() == SkillKind.BOW || e.skill() == SkillKind.SWORD || e.skill() == SkillKind.MAGIC_MISSILES;
            return eliteAttack && s.turn() != null ? next.withTurn(s.turn().withAttackers(List.of(e.unit()))) : next;
        }
        if (event instanceof PartsJoined e) {
            return s.withPlayer(e.seat(), p -> p.withAside(p.aside().stream().filter(c -> !e.parts().contains(c)).toList())
                    .mapUnit(e.unit(), u -> u.withParts(e.parts())));
        }
        if (event instanceof KamikazeExploded e) {
            List<String> gone = new ArrayList<>(s.player(e.seat()).unit(e.unit()).orElseThrow().cards());
            if (e.revealed() != null) {
                gone.add(e.revealed());
            }
            return s.withPlayer(e.seat(), p -> p.removeUnit(e.unit()).withReserve(e.revealed() == null ? p.reserve() : minus(p.reserve(), e.revealed())))
                    .toHill(gone)
                    .withTriggers(s.triggers().stream().filter(t -> !t.unit().equals(e.unit())).toList());
        }
        if (event instanceof AttackKindOffered e) {
            return s.withPending(new Pending.AttackKindChoice(e.seat(), e.unit(), e.points()));
        }
        if (event instanceof AttackBegan e) {
            Turn turn = s.turn();
            // an Elite Magic missiles attack begins with the kind chosen, which ends the choice
            KharnageState next = s.pending() instanceof Pending.AttackKindChoice ? s.withPending(null) : s;
            if (turn != null && ("card".equals(e.source()) || "veteran".equals(e.source()))) {
                next = next.withTurn(turn.withAttackers(cards.attackers(s.player(e.seat()), e.source(), e.kind())));
            }
            return next.withAttack(new Attack(e.seat(), e.source(), e.kind(), e.points(), e.splittable(),
                    e.knights() ? AttackStage.KNIGHTS : AttackStage.TARGET, List.of(), 0, 0));
        }
        if (event instanceof KnightsCharged e) {
            KharnageState next = s;
            for (String knight : e.knights()) {
                List<String> all = next.player(e.seat()).unit(knight).orElseThrow().cards();
                next = next.withPlayer(e.seat(), p -> p.removeUnit(knight)).toHill(all);
            }
            return next.withAttack(s.attack().withPoints(s.attack().points() + e.bonus()).at(AttackStage.TARGET));
        }
        if (event instanceof KnightsHeld) {
            return s.withAttack(s.attack().at(AttackStage.TARGET));
        }
        if (event instanceof TargetsChosen e) {
            Attack a = s.attack();
            KharnageState next = "card".equals(a.source()) ? s.withTurn(s.turn().targeting(a.kind(), Attack.armies(e.allotments()))) : s;
            return next.withAttack(a.targeting(e.allotments(), e.stomps()));
        }
        if (event instanceof UnitStomped e) {
            return destroy(s, e.seat(), e.owner(), e.unit(), e.cards()).withAttack(s.attack().withStomps(s.attack().stomps() - 1));
        }
        if (event instanceof StompsWasted) {
            return s.withAttack(s.attack().withStomps(0));
        }
        if (event instanceof UnitDestroyed e) {
            return destroy(s, e.seat(), e.owner(), e.unit(), e.cards()).withAttack(s.attack().spend(e.owner(), e.cost()));
        }
        if (event instanceof KharnageAchieved e) {
            return s.withPlayer(e.seat(), p -> p.withKharnage(p.kharnage() + 1));
        }
        if (event instanceof CheersAwaited e) {
            return s.withPending(new Pending.Cheering(e.seat(), e.from()));
        }
        if (event instanceof Cheered e) {
            return cheered(s, e.seat());
        }
        if (event instanceof StayedQuiet e) {
            KharnageState next = e.tokenLost() ? s.withPlayer(e.seat(), p -> p.withKharnage(p.kharnage() - 1)) : s;
            return cheered(next, e.seat());
        }
        if (event instanceof AttackResolved e) {
            return s.withAttack(s.attack().withWebs(e.webs()));
        }
        if (event instanceof UnitWebbed e) {
            return s.withPlayer(e.owner(), p -> p.mapUnit(e.unit(), u -> u.withImmobilized(true)))
                    .withAttack(s.attack().withWebs(s.attack().webs() - 1));
        }
        if (event instanceof AttackEnded) {
            return s.withAttack(null);
        }
        if (event instanceof OwnUnitOffered e) {
            return s.withPending(new Pending.OwnUnitChoice(e.seat(), e.power()));
        }
        if (event instanceof OwnUnitChosen e) {
            KharnageState next = s.withPending(null);
            if (e.power() == PowerKind.HIDE) {
                return next.withPlayer(e.seat(), p -> p.mapUnit(e.unit(), u -> u.withAbsent(true)));
            }
            Fielded unit = s.player(e.seat()).unit(e.unit()).orElseThrow();
            if (cards.unit(unit.card()).general()) {
                // REINFORCEMENT precision: only the bicolour flag places a General, so it goes back among the Generals set aside
                return next.withPlayer(e.seat(), p -> p.removeUnit(e.unit()).withGenerals(plus(p.generals(), unit.card())));
            }
            return next.withPlayer(e.seat(), p -> p.removeUnit(e.unit()).withReserve(plus(p.reserve(), unit.card()))
                    .withAside(plusAll(p.aside(), unit.parts())));
        }
        if (event instanceof UnitsAbsent e) {
            return s.withPlayer(e.seat(), p -> p.mapUnits(u -> e.units().contains(u.card()) ? u.withAbsent(true) : u));
        }
        if (event instanceof RoundScored e) {
            KharnageState next = s;
            List<Integer> supply = new ArrayList<>(s.supply());
            for (Award award : e.awards()) {
                next = next.withPlayer(award.seat(), p -> p.withDomination(plus(p.domination(), award.skulls())));
                supply.remove(Integer.valueOf(award.skulls()));
            }
            return next.withSupply(supply);
        }
        if (event instanceof RoundEnded) {
            KharnageState next = s;
            for (PlayerState p : s.players()) {
                next = next.toHill(p.collected());
                next = next.withPlayer(p.seat(), q -> q.withCollected(List.of()).mapUnits(u -> u.withAbsent(false).withImmobilized(false)));
            }
            return next;
        }
        if (event instanceof GameOver e) {
            return s.withPhase(Phase.OVER).withPlacings(e.placings());
        }
        throw new IllegalArgumentException("unknown event " + event);
    }

    private static KharnageState destroy(KharnageState s, int by, int owner, String unit, List<String> cardsOfUnit) {
        return s.withPlayer(owner, p -> p.removeUnit(unit)).withPlayer(by, p -> p.withCollected(plusAll(p.collected(), cardsOfUnit)));
    }

    private static KharnageState cheered(KharnageState s, int seat) {
        Pending.Cheering cheering = (Pending.Cheering) s.pending();
        List<Integer> waiting = cheering.waiting().stream().filter(w -> w != seat).toList();
        return s.withPending(waiting.isEmpty() ? null : new Pending.Cheering(cheering.achiever(), waiting));
    }
}
