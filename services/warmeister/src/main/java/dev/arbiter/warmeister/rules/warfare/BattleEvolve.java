package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Evolve;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.Player;
import dev.arbiter.kernel.spi.toolkit.Lists;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Applies the events of a battle (warmeister.txt, WARFARE). */
public final class BattleEvolve {

    private BattleEvolve() {
    }

    public static WarmeisterState apply(WarmeisterState s, WarmeisterEvent event) {
        if (event instanceof BattleDeclared e) {
            Player p = s.player(e.attacker());
            return s.withPlayer(p.withHand(Lists.minus(p.hand(), e.attackCard()))).withTable(Lists.plus(s.table(), e.attackCard()))
                    .withBattle(Battle.declared(e.attacker(), e.defender(), e.attackCard()));
        }
        Battle b = s.battle();
        if (event instanceof ArmyAssigned e) {
            return s.withBattle(b.withForce(e.seat(), Lists.plus(b.force(e.seat()), e.card()))
                    .withFought(e.seat(), Lists.plus(b.fought(e.seat()), e.card())));
        }
        if (event instanceof CastleAssigned e) {
            return s.withBattle(b.withCastle(e.card()));
        }
        if (event instanceof ForceConfirmed e) {
            return s.withBattle(e.seat() == b.attacker() ? b.withStage(BattleStage.DEFENDER_ASSIGNS) : newRound(b, 1));
        }
        if (event instanceof BattleEventPlayed e) {
            Player p = s.player(e.seat());
            BattleCard played = new BattleCard(e.seat(), e.card(), e.targetSeat(), e.targetCard(), b.round(), false);
            return s.withPlayer(p.withHand(Lists.minus(p.hand(), e.card()))).withTable(Lists.plus(s.table(), e.card()))
                    .withBattle(b.withEvents(Lists.plus(b.events(), played)).withTurn(b.opponent(e.seat()), 0));
        }
        if (event instanceof BattleEventPassed e) {
            Battle next = b.withTurn(b.opponent(e.seat()), b.passes() + 1);
            return s.withBattle(next.passes() >= 2 ? afterEvents(next) : next);
        }
        if (event instanceof UnitSentHome e) {
            Battle next = b.withForce(e.seat(), Lists.minus(b.force(e.seat()), e.card()))
                    .withSentHome(Lists.plus(b.sentHome(), e.card()));
            if (b.round() == 1) {
                next = next.withFought(e.seat(), Lists.minus(b.fought(e.seat()), e.card())); // it never fought
            }
            if (next.force(e.seat()).size() <= BattleEffects.bottleneckKeeps(next, e.seat())) {
                next = spendBottleneck(next).withStage(BattleStage.ROLLING);
            }
            return s.withBattle(next);
        }
        if (event instanceof BattleRolled e) {
            return s.withBattle(b.withRolls(e.rolls()).withStage(BattleStage.LUCK).withLuckAwaiting(s.activeSeats()));
        }
        if (event instanceof DieRerolled e) {
            Battle next = b.stage() == BattleStage.ROUT_LUCK ? b.withRout(b.routSeat(), e.roll(), b.routModifier())
                    : b.withRolls(Lists.set(b.rolls(), e.die(), b.rolls().get(e.die()).reroll(e.roll())));
            return s.withBattle(next.withLuckAwaiting(s.activeSeats()));
        }
        if (event instanceof RollsAccepted e) {
            return s.withBattle(b.withLuckAwaiting(Lists.minus(b.luckAwaiting(), e.seat())));
        }
        if (event instanceof TrapSprung e) {
            return damage(s, b, e.card(), 1, e.absorbed());
        }
        if (event instanceof HitsScored e) {
            return s.withBattle(b.withPools(e.pools()).withStage(BattleStage.DAMAGE));
        }
        if (event instanceof DamageAssigned e) {
            boolean attacker = b.isAttacker(e.seat());
            DamagePools pools = b.force(e.seat()).contains(e.card()) ? b.pools().spendOwn(attacker) : b.pools().spendCavalry(attacker, e.counters());
            return damage(s, b.withPools(pools), e.card(), e.counters(), e.absorbed());
        }
        if (event instanceof RoutRolled e) {
            List<BattleCard> events = new ArrayList<>();
            for (BattleCard played : b.events()) {
                boolean scared = played.kind() == CardKind.SCAREDY_CATS && played.targetSeat() != null && played.targetSeat() == e.seat();
                events.add(scared ? played.spend() : played);
            }
            return s.withBattle(b.withEvents(events).withRout(e.seat(), e.roll(), e.modifier())
                    .withStage(BattleStage.ROUT_LUCK).withLuckAwaiting(s.activeSeats()));
        }
        if (event instanceof RoutSkipped e) {
            return s.withBattle(stayed(b, e.seat()));
        }
        if (event instanceof RoutChecked e) {
            return e.stayed() ? s.withBattle(stayed(b, e.seat())) : s;
        }
        if (event instanceof BattleStalled) {
            return s;
        }
        if (event instanceof BattleDecided e) {
            List<Integer> giants = new ArrayList<>();
            for (int seat : List.of(b.attacker(), b.defender())) {
                boolean enemyHasHoldings = !s.player(b.opponent(seat)).holdings().isEmpty();
                b.fought(seat).stream().filter(card -> Deck.kind(card).smashesHolding() && enemyHasHoldings).forEach(giants::add);
            }
            List<BattleCard> events = b.events().stream()
                    .map(played -> played.kind() == CardKind.RUN_THEM_DOWN ? played.spend() : played).toList();
            return s.withBattle(b.withEvents(events).withWinner(e.winner(), giants)
                    .withStage(giants.isEmpty() ? BattleStage.RESULTS : BattleStage.GIANTS));
        }
        if (event instanceof HoldingSmashed e) {
            WarmeisterState next = Evolve.cardDestroyed(s, e.owner(), e.holding());
            List<Integer> pending = Lists.minus(b.giantsPending(), e.giant());
            Battle battle = next.battle().withWinner(b.winner(), pending);
            return next.withBattle(pending.isEmpty() ? battle.withStage(BattleStage.RESULTS) : battle);
        }
        if (event instanceof BattleEnded) {
            return s.withDiscard(Lists.plusAll(s.discard(), s.table())).withTable(List.of()).withBattle(null);
        }
        throw new IllegalArgumentException("unknown event " + event);
    }

    /**
     * Places counters on a unit, a Tough unit shedding the first; counters beyond its wounds are
     * lost (a Deadly Cavalry's pair on a 1-wound unit). Destruction is its own event.
     */
    private static WarmeisterState damage(WarmeisterState s, Battle b, int card, int counters, boolean absorbed) {
        Battle battle = absorbed ? b.withToughUsed(Lists.plus(b.toughUsed(), card)) : b;
        int placed = Math.min(counters - (absorbed ? 1 : 0), Deck.kind(card).wounds() - s.damageOn(card));
        if (placed == 0) {
            return s.withBattle(battle);
        }
        Map<Integer, Integer> damage = new HashMap<>(s.damage());
        damage.merge(card, placed, Integer::sum);
        return s.withBattle(battle).withDamage(damage);
    }

    /** The event phase is over: a fresh Bottleneck sends units home first, then the dice roll. */
    private static Battle afterEvents(Battle b) {
        Integer victim = BattleEffects.bottleneckVictim(b);
        if (victim == null) {
            return b.withStage(BattleStage.ROLLING);
        }
        if (b.force(victim).size() <= BattleEffects.bottleneckKeeps(b, victim)) {
            return spendBottleneck(b).withStage(BattleStage.ROLLING);
        }
        return b.withStage(BattleStage.SENDING_HOME);
    }

    private static Battle spendBottleneck(Battle b) {
        return b.withEvents(b.events().stream().map(p -> p.kind() == CardKind.BOTTLENECK ? p.spend() : p).toList());
    }

    /** A side passed its rout check: the defender checks next, or a new round begins. */
    private static Battle stayed(Battle b, int seat) {
        if (seat == b.attacker()) {
            return b.withRout(b.defender(), null, 0).withStage(BattleStage.ROUT);
        }
        return newRound(b.withRout(null, null, 0), b.round() + 1);
    }

    /** Every round opens with battle events, defender first, attacker first after an Ambush. */
    static Battle newRound(Battle b, int round) {
        int first = b.attackKind() == CardKind.AMBUSH ? b.attacker() : b.defender();
        return b.withRound(round).withStage(BattleStage.EVENTS).withTurn(first, 0).withRolls(List.of())
                .withPools(DamagePools.NONE).withLuckAwaiting(List.of());
    }
}
