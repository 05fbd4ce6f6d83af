package dev.arbiter.warmeister.rules;

import dev.arbiter.kernel.spi.RuleViolation;

/** Rule violations that cite the rulebook file and section. */
final class Rulebook {

    static final String FILE = "warmeister.txt";

    private Rulebook() {
    }

    static void require(boolean condition, String rule, String section, String message) {
        if (!condition) {
            throw violation(rule, section, message);
        }
    }

    static RuleViolation violation(String rule, String section, String message) {
        return new RuleViolation(rule, FILE + ", " + section + ": " + message);
    }

    /** Rules this implementation had to decide; the reason is in docs/rules/warmeister.md. */
    static RuleViolation clarified(String rule, String message) {
        return new RuleViolation(rule, "docs/rules/warmeister.md, Clarifications: " + message);
    }
}
