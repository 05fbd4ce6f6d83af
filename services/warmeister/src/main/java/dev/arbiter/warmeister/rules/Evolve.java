package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.events.PlayedCard;
import dev.arbiter.warmeister.rules.warfare.Battle;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.warmeister.rules.warfare.BattleEvolve;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.kernel.spi.toolkit.Lists;
import dev.arbiter.warmeister.rules.Interrupt.ForcedDiscard;
import dev.arbiter.warmeister.rules.Interrupt.OwedDiscards;
import dev.arbiter.warmeister.rules.Interrupt.ResponseWindow;
import dev.arbiter.warmeister.rules.WarmeisterEvent.*;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies one event to the state. Never rolls, never fails for an event {@code decide} made:
 * every choice and every die is already in the event.
 */
public final class Evolve {

    private Evolve() {
    }

    public static WarmeisterState apply(WarmeisterState s, WarmeisterEvent event) {
        if (event instanceof DeckShuffled e) {
            return s.withDeck(e.shuffle().apply(Deck.unshuffled()));
        }
        if (event instanceof DiscardPileReshuffled e) {
            return s.withDeck(Lists.plusAll(s.deck(), e.shuffle().apply(s.discard()))).withDiscard(List.of());
        }
        if (event instanceof CardsDrawn e) {
            Player p = s.player(e.seat());
            return s.withDeck(s.deck().subList(e.count(), s.deck().size()))
                    .withPlayer(p.withHand(Lists.plusAll(p.hand(), s.deck().subList(0, e.count()))));
        }
        if (event instanceof CardDiscarded e) {
            return cardDiscarded(s, e);
        }
        if (event instanceof CardDestroyed e) {
            return cardDestroyed(s, e.owner(), e.card());
        }
        if (event instanceof PriorityRolled e) {
            List<Player> fresh = s.players().stream()
                    .map(p -> p.withHalved(List.of()).withSuppliedFree(false).withLostInBattle(List.of())).toList();
            return s.withPlayers(fresh).withTurn(e.turn(), e.order());
        }
        if (event instanceof PhaseBegan e) {
            WarmeisterState next = s.withPhase(e.phase());
            if (e.phase() == Phase.END) {
                next = next.withDamage(Map.of()); // warmeister.txt, END: all damage counters are removed
            }
            return skipEliminated(next);
        }
        if (event instanceof StepEnded) {
            return skipEliminated(s.withCursor(s.cursor() + 1));
        }
        if (event instanceof RevenueCollected e) {
            Player p = s.player(e.seat());
            return s.withPlayer(p.withGold(p.gold() + e.total()).withBonus(0, 0));
        }
        if (event instanceof CardBought e) {
            return cardBought(s, e);
        }
        if (event instanceof VictimChosen e) {
            return s.withInterrupt(new ForcedDiscard(e.victim(), 1));
        }
        if (event instanceof EventPlayed e) {
            return eventPlayed(s, e);
        }
        if (event instanceof EventAllowed e) {
            ResponseWindow w = (ResponseWindow) s.interrupt();
            return s.withInterrupt(new ResponseWindow(w.stack(), Lists.minus(w.awaiting(), e.seat()), w.responders()));
        }
        if (event instanceof EventResolved e) {
            ResponseWindow w = (ResponseWindow) s.interrupt();
            List<PlayedCard> rest = w.stack().subList(0, w.stack().size() - 1);
            WarmeisterState next = s.withTable(Lists.minus(s.table(), e.card())).withDiscard(Lists.plus(s.discard(), e.card()));
            return next.withInterrupt(rest.isEmpty() ? null : new ResponseWindow(rest, List.of(), w.responders()));
        }
        if (event instanceof GoldGained e) {
            Player p = s.player(e.seat());
            return s.withPlayer(p.withGold(p.gold() + e.amount()));
        }
        if (event instanceof CostHalved e) {
            Player p = s.player(e.seat());
            return s.withPlayer(p.withHalved(Lists.plus(p.halved(), e.card())));
        }
        if (event instanceof SupplyWaived e) {
            return s.withPlayer(s.player(e.seat()).withSuppliedFree(true));
        }
        if (event instanceof ArmyRegained e) {
            Player p = s.player(e.seat());
            return s.withDiscard(Lists.minus(s.discard(), e.card()))
                    .withPlayer(p.withArmies(Lists.plus(p.armies(), e.card())).withLostInBattle(Lists.minus(p.lostInBattle(), e.card())));
        }
        if (event instanceof DiceRolled e) {
            return s.withOpenDice(new OpenDice(e, s.activeSeats()));
        }
        if (event instanceof DieRerolled e && s.openDice() != null) {
            DiceRolled open = s.openDice().roll();
            DiceRolled again = new DiceRolled(open.seat(), open.purpose(), open.cards(), Lists.set(open.rolls(), e.die(), e.roll()));
            return s.withOpenDice(new OpenDice(again, s.activeSeats()));
        }
        if (event instanceof RollsAccepted e && s.openDice() != null) {
            return s.withOpenDice(new OpenDice(s.openDice().roll(), Lists.minus(s.openDice().awaiting(), e.seat())));
        }
        if (event instanceof DiceStood) {
            return s.withOpenDice(null);
        }
        if (event instanceof StandingPassSet e) {
            return s.withPlayer(s.player(e.seat()).withStandingPass(e.pass()));
        }
        if (event instanceof RevenueBonusEarned e) {
            Player p = s.player(e.seat());
            return s.withPlayer(p.withBonus(p.bonusGold() + e.gold(), p.bonusDice() + e.dice()));
        }
        if (event instanceof TerritoriesLost e) {
            Player p = s.player(e.seat());
            return s.withPlayer(p.withTerritories(p.territories() - e.count()));
        }
        if (event instanceof TerritoriesTaken e) {
            Player from = s.player(e.from());
            WarmeisterState next = s.withPlayer(from.withTerritories(from.territories() - e.count()));
            Player taker = next.player(e.seat());
            return next.withPlayer(taker.withTerritories(taker.territories() + e.count()));
        }
        if (event instanceof PlayerEliminated e) {
            Player p = s.player(e.seat());
            Map<Integer, Integer> damage = new HashMap<>(s.damage());
            p.allCards().forEach(damage::remove);
            return s.withDiscard(Lists.plusAll(s.discard(), p.allCards())).withPlayer(p.out()).withDamage(damage)
                    .withEliminationOrder(Lists.plus(s.eliminationOrder(), e.seat()));
        }
        if (event instanceof GameWon e) {
            return s.withWinner(e.seat());
        }
        return BattleEvolve.apply(s, event);
    }

    private static WarmeisterState cardDiscarded(WarmeisterState s, CardDiscarded e) {
        Player p = s.player(e.seat());
        WarmeisterState next = s.withPlayer(p.withHand(Lists.minus(p.hand(), e.card())).withHalved(Lists.minus(p.halved(), e.card())))
                .withDiscard(Lists.plus(s.discard(), e.card()));
        Interrupt interrupt = s.interrupt();
        if (interrupt instanceof OwedDiscards owed && owed.seat() == e.seat()) {
            return next.withInterrupt(owed.count() > 1 ? new OwedDiscards(owed.seat(), owed.count() - 1) : null);
        }
        if (interrupt instanceof ForcedDiscard forced && forced.seat() == e.seat()) {
            return next.withInterrupt(forced.count() > 1 ? new ForcedDiscard(forced.seat(), forced.count() - 1) : null);
        }
        return next;
    }

    /** A card leaves play for the discard pile; an army lost in a battle is remembered for Hid in a Ditch. */
    public static WarmeisterState cardDestroyed(WarmeisterState s, int owner, int card) {
        Player p = s.player(owner);
        Battle battle = s.battle();
        boolean lostInBattle = battle != null && battle.force(owner).contains(card);
        Player after = p.withArmies(Lists.minus(p.armies(), card)).withHoldings(Lists.minus(p.holdings(), card))
                .withCastles(Lists.minus(p.castles(), card));
        if (lostInBattle) {
            after = after.withLostInBattle(Lists.plus(after.lostInBattle(), card));
        }
        Map<Integer, Integer> damage = new HashMap<>(s.damage());
        damage.remove(card);
        WarmeisterState next = s.withPlayer(after).withDiscard(Lists.plus(s.discard(), card)).withDamage(damage);
        if (lostInBattle) {
            next = next.withBattle(battle.withForce(owner, Lists.minus(battle.force(owner), card)));
        }
        return next;
    }

    private static WarmeisterState cardBought(WarmeisterState s, CardBought e) {
        Player p = s.player(e.seat());
        p = p.withHand(Lists.minus(p.hand(), e.card())).withHalved(Lists.minus(p.halved(), e.card())).withGold(p.gold() - e.cost());
        CardKind kind = Deck.kind(e.card());
        p = switch (kind.category()) {
            case ARMY -> p.withArmies(Lists.plus(p.armies(), e.card()));
            case HOLDING -> p.withHoldings(Lists.plus(p.holdings(), e.card()));
            default -> p.withCastles(Lists.plus(p.castles(), e.card()));
        };
        WarmeisterState next = s.withPlayer(p);
        if (kind.discardToPlay() > 0) {
            return next.withInterrupt(new OwedDiscards(e.seat(), kind.discardToPlay()));
        }
        if (kind.opponentDiscardsOnRecruit() && next.activeSeats().stream()
                .anyMatch(seat -> seat != e.seat() && !next.player(seat).hand().isEmpty())) {
            return next.withInterrupt(new Interrupt.VictimChoice(e.seat()));
        }
        return next;
    }

    private static WarmeisterState eventPlayed(WarmeisterState s, EventPlayed e) {
        Player p = s.player(e.seat());
        WarmeisterState next = s.withPlayer(p.withHand(Lists.minus(p.hand(), e.card()))).withTable(Lists.plus(s.table(), e.card()));
        PlayedCard played = new PlayedCard(e.seat(), e.card(), e.targetSeat(), e.targetCard(), e.die());
        List<Integer> responders = s.interrupt() instanceof ResponseWindow open ? open.responders() : s.activeSeats();
        List<PlayedCard> stack = s.interrupt() instanceof ResponseWindow open ? Lists.plus(open.stack(), played) : List.of(played);
        return next.withInterrupt(new ResponseWindow(stack, Lists.minus(responders, e.seat()), responders));
    }

    /** The state after all of {@code events}. */
    public static WarmeisterState all(WarmeisterState s, List<WarmeisterEvent> events) {
        for (WarmeisterEvent event : events) {
            s = apply(s, event);
        }
        return s;
    }

    /** Moves the cursor past seats eliminated since priority was rolled. */
    static WarmeisterState skipEliminated(WarmeisterState s) {
        int cursor = s.cursor();
        while (cursor < s.order().size() && s.player(s.order().get(cursor)).eliminated()) {
            cursor++;
        }
        return cursor == s.cursor() ? s : s.withCursor(cursor);
    }

    static List<Integer> copy(List<Integer> list) {
        return new ArrayList<>(list);
    }
}
