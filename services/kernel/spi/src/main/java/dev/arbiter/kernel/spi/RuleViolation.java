package dev.arbiter.kernel.spi;

/**
 * A command the rules do not allow. {@code rule} is a stable identifier clients can match on
 * (for example {@code warfare.one-attack-per-turn}); the message says why in words and cites the
 * rulebook section.
 */
public final class RuleViolation extends RuntimeException {

    private final String rule;

    public RuleViolation(String rule, String message) {
        super(message, null, false, false);
        this.rule = rule;
    }

    public String rule() {
        return rule;
    }

    /** Throws a violation of {@code rule} unless {@code condition} holds. */
    public static void require(boolean condition, String rule, String message) {
        if (!condition) {
            throw new RuleViolation(rule, message);
        }
    }
}
