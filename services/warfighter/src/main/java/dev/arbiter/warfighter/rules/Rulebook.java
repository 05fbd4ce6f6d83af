package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.RuleViolation;

/** Refusals that name the rule (a stable id) and the section of shared/rulebooks/warfighter-war.md. */
public final class Rulebook {

    private Rulebook() {
    }

    public static RuleViolation violation(String rule, String section, String message) {
        return new RuleViolation(rule, "warfighter-war.md " + section + ": " + message);
    }

    public static void require(boolean condition, String rule, String section, String message) {
        if (!condition) {
            throw violation(rule, section, message);
        }
    }
}
