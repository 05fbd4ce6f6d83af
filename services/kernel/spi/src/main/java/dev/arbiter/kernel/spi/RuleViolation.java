package dev.arbiter.kernel.spi;

import java.util.function.Supplier;

/**
 * A command the rules do not allow. {@code rule} is a stable identifier clients can match on
 * (for example {@code warfare.one-attack-per-turn}); the message says why in words and cites the
 * rulebook section.
 */
public final class RuleViolation extends RuntimeException {

    private final String rule;
    private final Supplier<String> message;

    public RuleViolation(String rule, String message) {
        this(rule, () -> message);
    }

    /**
     * A violation whose words are put together only when read: listing legal actions tries many
     * commands the rules refuse, and nobody reads why.
     */
    public RuleViolation(String rule, Supplier<String> message) {
        super(null, null, false, false);
        this.rule = rule;
        this.message = message;
    }

    public String rule() {
        return rule;
    }

    @Override
    public String getMessage() {
        return message.get();
    }

    /** Throws a violation of {@code rule} unless {@code condition} holds. */
    public static void require(boolean condition, String rule, String message) {
        if (!condition) {
            throw new RuleViolation(rule, message);
        }
    }
}
