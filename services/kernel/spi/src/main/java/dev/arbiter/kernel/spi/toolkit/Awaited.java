package dev.arbiter.kernel.spi.toolkit;

import dev.arbiter.kernel.spi.RuleViolation;
import java.util.List;

/**
 * The seat check a ruleset's {@code decide} begins with. A served game never reaches it: the
 * kernel refuses a seat it does not await first (409 not-your-turn). It is for callers of
 * {@code decide} itself, like rules tests and bots trying commands, which get rule
 * {@code turn.not-awaited} rather than events decided out of turn.
 */
public final class Awaited {

    private Awaited() {
    }

    public static void require(List<Integer> awaiting, int seat) throws RuleViolation {
        if (!awaiting.contains(seat)) {
            throw new RuleViolation("turn.not-awaited", "the game is not waiting for seat " + seat + " (it waits for " + awaiting + ")");
        }
    }
}
