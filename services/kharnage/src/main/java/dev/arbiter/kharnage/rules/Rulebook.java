package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.RuleViolation;

/** Rule violations that cite shared/rulebooks/kharnage.md. */
final class Rulebook {

    private Rulebook() {
    }

    static RuleViolation violation(String rule, String section, String why) {
        return new RuleViolation(rule, "kharnage.md, " + section + ": " + why);
    }

    static void require(boolean condition, String rule, String section, String why) {
        if (!condition) {
            throw violation(rule, section, why);
        }
    }
}
