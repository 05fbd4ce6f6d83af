package dev.arbiter.highcommand.rules;

import dev.arbiter.kernel.spi.RuleViolation;

/** Rule violations that cite shared/rulebooks/high-command.md by section heading. */
public final class Rulebook {

    private Rulebook() {
    }

    public static RuleViolation violation(String rule, String section, String why) {
        return new RuleViolation(rule, "high-command.md, " + section + ": " + why);
    }

    public static void require(boolean condition, String rule, String section, String why) {
        if (!condition) {
            throw violation(rule, section, why);
        }
    }
}
