package dev.arbiter.kernel.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import java.util.List;

/**
 * What the kernel refuses before a ruleset sees a command: a game that is over (409
 * {@code game-finished}) and a seat the ruleset does not await (409 {@code not-your-turn}). It is
 * the one such check: served games ({@link GameDecider#play}), rules tests and the
 * hidden-information probes all pass through it, so no ruleset writes either check again.
 */
public final class TurnCheck {

    private TurnCheck() {
    }

    /** Refuses the command unless the game runs and waits for {@code seat}; judged from the rules' state alone. */
    public static <S> void require(Rules<S, ?, ?> rules, S state, int seat) {
        if (rules.outcome(state).finished()) {
            throw new GameRefusal(GameRefusal.Kind.FINISHED, "the game is over");
        }
        List<Integer> awaiting = rules.awaiting(state);
        if (!awaiting.contains(seat)) {
            throw new GameRefusal(GameRefusal.Kind.NOT_YOUR_TURN, "the game is waiting for seats " + awaiting);
        }
    }

    /** The command's events as a served game decides them: this check, then the rules. */
    public static <S, C, E> List<E> decide(Rules<S, C, E> rules, S state, int seat, C command, Dice dice) throws RuleViolation {
        require(rules, state, seat);
        return rules.decide(state, seat, command, dice);
    }
}
