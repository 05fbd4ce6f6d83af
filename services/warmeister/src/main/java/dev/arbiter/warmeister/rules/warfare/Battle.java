package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.kernel.spi.Roll;
import java.util.List;

/**
 * A battle in progress (warmeister.txt, WARFARE).
 *
 * @param attackerForce units of the attacker still in the battle (not destroyed, not sent home)
 * @param attackerFought every unit that fought for the attacker at any point, destroyed ones too
 * @param defenderFought the same for the defender (Besieger and Giant effects look at these)
 * @param sentHome      units a Bottleneck sent home
 * @param castle        the defender's castle in the battle, or null
 * @param events        battle event cards played so far
 * @param toAct         whose turn it is in the event alternation
 * @param passes        passes in a row in the current event phase
 * @param rolls         this round's dice, open to Luck until every seat accepts
 * @param luckAwaiting  seats that have not yet accepted the latest dice
 * @param toughUsed     Tough units that already shed their first damage counter in this battle
 * @param routSeat      whose rout check is being made
 * @param routRoll      the rout die, open to Luck until every seat accepts
 * @param winner        set once the battle is decided
 * @param giantsPending Giants whose owner still picks an enemy holding to wreck
 */
public record Battle(
        int attacker,
        int defender,
        int attackCard,
        BattleStage stage,
        int round,
        List<Integer> attackerForce,
        List<Integer> defenderForce,
        List<Integer> attackerFought,
        List<Integer> defenderFought,
        List<Integer> sentHome,
        Integer castle,
        List<BattleCard> events,
        int toAct,
        int passes,
        List<UnitRoll> rolls,
        List<Integer> luckAwaiting,
        DamagePools pools,
        List<Integer> toughUsed,
        Integer routSeat,
        Roll routRoll,
        int routModifier,
        Integer winner,
        List<Integer> giantsPending) {

    public Battle {
        attackerForce = List.copyOf(attackerForce);
        defenderForce = List.copyOf(defenderForce);
        attackerFought = List.copyOf(attackerFought);
        defenderFought = List.copyOf(defenderFought);
        sentHome = List.copyOf(sentHome);
        events = List.copyOf(events);
        rolls = List.copyOf(rolls);
        luckAwaiting = List.copyOf(luckAwaiting);
        toughUsed = List.copyOf(toughUsed);
        giantsPending = List.copyOf(giantsPending);
    }

    static Battle declared(int attacker, int defender, int attackCard) {
        return new Battle(attacker, defender, attackCard, BattleStage.ATTACKER_ASSIGNS, 0, List.of(), List.of(), List.of(), List.of(), List.of(),
                null, List.of(), defender, 0, List.of(), List.of(), DamagePools.NONE, List.of(), null, null, 0, null, List.of());
    }

    CardKind attackKind() {
        return Deck.kind(attackCard);
    }

    public boolean isAttacker(int seat) {
        return seat == attacker;
    }

    public int opponent(int seat) {
        return seat == attacker ? defender : attacker;
    }

    List<Integer> fought(int seat) {
        return seat == attacker ? attackerFought : defenderFought;
    }

    public List<Integer> force(int seat) {
        return seat == attacker ? attackerForce : defenderForce;
    }

    Integer loser() {
        return winner == null ? null : opponent(winner);
    }

    /** Who owns a unit in this battle, or -1. */
    int ownerOf(int card) {
        if (attackerForce.contains(card)) {
            return attacker;
        }
        return defenderForce.contains(card) ? defender : -1;
    }

    Battle withStage(BattleStage value) {
        return new Battle(attacker, defender, attackCard, value, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    public Battle withForce(int seat, List<Integer> force) {
        return new Battle(attacker, defender, attackCard, stage, round, seat == attacker ? force : attackerForce,
                seat == attacker ? defenderForce : force, attackerFought, defenderFought, sentHome, castle, events, toAct, passes, rolls, luckAwaiting,
                pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withFought(int seat, List<Integer> value) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce,
                seat == attacker ? value : attackerFought, seat == attacker ? defenderFought : value, sentHome, castle, events,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withSentHome(List<Integer> value) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, value, castle, events,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withCastle(Integer value) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, value, events,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withEvents(List<BattleCard> value) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, value,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withTurn(int toAct, int passes) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withRound(int value) {
        return new Battle(attacker, defender, attackCard, stage, value, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withRolls(List<UnitRoll> value) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, value, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withLuckAwaiting(List<Integer> value) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, rolls, value, pools, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withPools(DamagePools value) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, rolls, luckAwaiting, value, toughUsed, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withToughUsed(List<Integer> value) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, rolls, luckAwaiting, pools, value, routSeat, routRoll, routModifier, winner, giantsPending);
    }

    Battle withRout(Integer seat, Roll roll, int modifier) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, seat, roll, modifier, winner, giantsPending);
    }

    Battle withWinner(Integer value, List<Integer> giants) {
        return new Battle(attacker, defender, attackCard, stage, round, attackerForce, defenderForce, attackerFought, defenderFought, sentHome, castle, events,
                toAct, passes, rolls, luckAwaiting, pools, toughUsed, routSeat, routRoll, routModifier, value, giants);
    }
}
