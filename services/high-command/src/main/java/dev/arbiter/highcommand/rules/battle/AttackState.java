package dev.arbiter.highcommand.rules.battle;

import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import java.util.List;

/**
 * The attack in progress (ONE OPPONENT, MULTIPLE OPPONENTS). {@code defenders} are the opponents
 * whose cards take part; {@code responder} declares for them (the defender, or for an all-out
 * attack the first seat after the attacker with cards there, clarification 18). {@code totals}
 * are fixed at step 2; the declarations wait in turn.
 */
public record AttackState(String location, AttackMode mode, int attacker, List<Integer> defenders, int responder, Progress progress,
        List<SeatTotal> totals, List<String> attackerDeclared, List<String> defenceDeclared) {

    /** Where the attack stands: step 1-2 to do, the attacker to declare, the defence to declare, step 4 to do, after it. */
    public enum Progress {
        opened, attackerDeclares, defenceDeclares, removal, aftermath
    }

    public AttackState {
        defenders = List.copyOf(defenders);
        totals = List.copyOf(totals);
        attackerDeclared = List.copyOf(attackerDeclared);
        defenceDeclared = List.copyOf(defenceDeclared);
    }

    public boolean involves(int seat) {
        return seat == attacker || defenders.contains(seat);
    }

    public int total(int seat) {
        return totals.stream().filter(t -> t.seat() == seat).mapToInt(SeatTotal::value).sum();
    }

    /** The Power the defence spends: the responder's own, or the opponents' pooled Power in an all-out attack. */
    public int defencePower() {
        return defenders.stream().mapToInt(this::total).sum();
    }

    public AttackState at(Progress value) {
        return new AttackState(location, mode, attacker, defenders, responder, value, totals, attackerDeclared, defenceDeclared);
    }

    public AttackState withTotals(List<SeatTotal> value) {
        return new AttackState(location, mode, attacker, defenders, responder, Progress.attackerDeclares, value, attackerDeclared,
                defenceDeclared);
    }

    public AttackState declared(int seat, List<String> cards) {
        return seat == attacker
                ? new AttackState(location, mode, attacker, defenders, responder, Progress.defenceDeclares, totals, cards, defenceDeclared)
                : new AttackState(location, mode, attacker, defenders, responder, Progress.removal, totals, attackerDeclared, cards);
    }
}
