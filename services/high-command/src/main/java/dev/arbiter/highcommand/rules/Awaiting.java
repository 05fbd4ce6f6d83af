package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.turn.Task;
import dev.arbiter.highcommand.rules.battle.AttackState;
import dev.arbiter.highcommand.rules.abilities.Choices;
import dev.arbiter.highcommand.rules.battle.Battle;
import dev.arbiter.highcommand.rules.battle.Declarations;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import java.util.List;

/**
 * Whom the game waits for: one seat at a time, since the rulebook has no simultaneous choice. It
 * reads public facts only (pile counts, hand sizes, the cards at locations, the queued work).
 * A decision with a single possible answer is taken by the game itself.
 */
final class Awaiting {

    private final Catalogue cards;

    Awaiting(Catalogue cards) {
        this.cards = cards;
    }

    List<Integer> seats(HighCommandState s) {
        int seat = seat(s);
        return seat < 0 ? List.of() : List.of(seat);
    }

    private int seat(HighCommandState s) {
        if (s.phase() == Phase.OVER) {
            return -1;
        }
        if (s.phase() == Phase.ARMIES) {
            return s.players().stream().filter(p -> p.faction() == null).mapToInt(PlayerState::seat).findFirst().orElse(-1);
        }
        if (!s.tasks().isEmpty()) {
            return task(s, s.tasks().get(0));
        }
        Turn t = s.turn();
        if (t == null || t.ended() || t.step() == null) {
            return -1;
        }
        switch (t.step()) {
            case capture:
                return t.rule() == null && t.capturing().size() >= 2 ? t.seat() : -1;
            case orders:
                return t.ordersEnded() ? -1 : t.seat();
            default:
                return battle(s, t);
        }
    }

    private int task(HighCommandState s, Task task) {
        if (task instanceof Task.Draw d) {
            PlayerState p = s.player(d.seat());
            return p.armyDeck().isEmpty() && !p.discard().isEmpty() ? d.seat() : -1;
        }
        if (task instanceof Task.ForcedDiscard d) {
            return s.player(d.seat()).hand().size() > d.count() ? d.seat() : -1;
        }
        if (task instanceof Task.Choice c) {
            return new Choices(cards, s, c).candidates().isEmpty() ? -1 : c.seat();
        }
        return -1;
    }

    private int battle(HighCommandState s, Turn t) {
        AttackState a = t.attack();
        if (a == null) {
            return Battle.choices(s).size() >= 2 ? t.seat() : -1;
        }
        if (a.progress() == AttackState.Progress.attackerDeclares) {
            return new Declarations(cards, s, a.attacker()).anything() ? a.attacker() : -1;
        }
        if (a.progress() == AttackState.Progress.defenceDeclares) {
            return new Declarations(cards, s, a.responder()).anything() ? a.responder() : -1;
        }
        return -1;
    }
}
