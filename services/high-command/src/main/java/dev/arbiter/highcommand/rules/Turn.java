package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.battle.AttackState;
import dev.arbiter.highcommand.rules.cards.Resources;
import java.util.List;

/**
 * The active player's turn (PLAYER TURNS). {@code step} is null until the capture step begins;
 * {@code ordersEnded} once he ended his orders (bank, discard and draw follow); {@code ended} once
 * the turn is over; {@code gained}
 * are resources waiting for his next payment; {@code capturing} the captured locations whose
 * "when you capture" rule is still to resolve; {@code rule} the one whose rule was followed and that
 * is taken once its effects are done; {@code attacked} the locations attacked this battle
 * step; {@code attack} the one in progress.
 */
public record Turn(int seat, Step step, boolean ordersEnded, boolean ended, Resources gained, List<String> capturing, String rule,
        List<String> attacked, AttackState attack) {

    public Turn {
        capturing = List.copyOf(capturing);
        attacked = List.copyOf(attacked);
        gained = gained == null ? Resources.NONE : gained;
    }

    static Turn of(int seat) {
        return new Turn(seat, null, false, false, Resources.NONE, List.of(), null, List.of(), null);
    }

    Turn at(Step value) {
        return new Turn(seat, value, false, false, gained, capturing, rule, attacked, attack);
    }

    Turn endingOrders() {
        return new Turn(seat, step, true, ended, gained, capturing, rule, attacked, attack);
    }

    Turn finished() {
        return new Turn(seat, step, ordersEnded, true, gained, capturing, rule, attacked, attack);
    }

    Turn withGained(Resources value) {
        return new Turn(seat, step, ordersEnded, ended, value, capturing, rule, attacked, attack);
    }

    Turn withCapturing(List<String> value) {
        return new Turn(seat, step, ordersEnded, ended, gained, value, rule, attacked, attack);
    }

    Turn following(String location) {
        return new Turn(seat, step, ordersEnded, ended, gained, capturing, location, attacked, attack);
    }

    Turn withAttack(AttackState value) {
        return new Turn(seat, step, ordersEnded, ended, gained, capturing, rule, attacked, value);
    }

    Turn withAttacked(List<String> value) {
        return new Turn(seat, step, ordersEnded, ended, gained, capturing, rule, value, attack);
    }
}
