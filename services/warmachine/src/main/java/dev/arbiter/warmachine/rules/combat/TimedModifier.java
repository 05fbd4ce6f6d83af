package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.effect.Duration;
import dev.arbiter.warmachine.rules.effect.Expiry;

/**
 * A stat modifier that lasts a turn or a round, the minimal record milestone 1 needs for TURN and RND spells (inventory
 * I07, section 5). Turns are numbered through the game, one per player turn.
 *
 * @param effect the name of the effect (the spell's name): two instances of one name never add up (A02)
 * @param endsAtEndOfTurn the turn at whose end it expires, or 0
 * @param endsAtStartOfTurn the turn at whose start it expires, or 0
 */
public record TimedModifier(String effect, Modifier modifier, int endsAtEndOfTurn, int endsAtStartOfTurn) {

    /**
     * The modifier of a spell with duration {@code TURN} (expires at the end of the turn it was applied in: the
     * inventory's proposal 6.1, clarification 21) or {@code RND} (expires at the start of the current player's next
     * turn, that is {@code players} turns later: rulebook "The Game Round").
     */
    public static TimedModifier of(String effect, Modifier modifier, String duration, int turn, int players) {
        if (!"TURN".equals(duration) && !"RND".equals(duration)) {
            throw new RuleViolation("spell.duration", "only TURN and RND spells leave modifiers in play (rulebook \"Spell Statistics\"), not " + duration);
        }
        Expiry expiry = Expiry.of(Duration.valueOf(duration), turn, players);
        return new TimedModifier(effect, modifier, expiry.endsAtEndOfTurn(), expiry.endsAtStartOfTurn());
    }

    /** Whether it is gone once turn {@code turn} has ended. */
    public boolean expiredAfter(int turn) {
        return new Expiry(endsAtEndOfTurn, endsAtStartOfTurn, 0).expiredAfter(turn);
    }

    /** Whether it is still in play during turn {@code turn}. */
    public boolean inPlayDuring(int turn) {
        return !expiredAfter(turn - 1);
    }
}
