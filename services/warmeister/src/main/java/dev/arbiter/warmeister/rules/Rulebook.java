package dev.arbiter.warmeister.rules;

import dev.arbiter.kernel.spi.RuleViolation;
import java.util.function.Supplier;

/** Rule violations that cite the rulebook file and section. */
final class Rulebook {

    static final String FILE = "warmeister.txt";

    private Rulebook() {
    }

    static void require(boolean condition, String rule, String section, String message) {
        require(condition, rule, section, () -> message);
    }

    /** For a message with parts: written only if the rule is broken and someone reads it. */
    static void require(boolean condition, String rule, String section, Supplier<String> message) {
        if (!condition) {
            throw new RuleViolation(rule, () -> FILE + ", " + section + ": " + message.get());
        }
    }

    static RuleViolation violation(String rule, String section, String message) {
        return new RuleViolation(rule, () -> FILE + ", " + section + ": " + message);
    }

    /** Rules this implementation had to decide; the reason is in docs/rules/warmeister.md. */
    static RuleViolation clarified(String rule, String message) {
        return new RuleViolation(rule, () -> "docs/rules/warmeister.md, Clarifications: " + message);
    }
}
