package dev.arbiter.kernel.spi.toolkit;

import dev.arbiter.kernel.spi.RuleViolation;
import java.util.function.Supplier;

/**
 * Rule violations that cite one rulebook: the message is the citation's beginning (the file as a
 * ruleset writes it, say {@code "kharnage.md, "}), the section, and why. The words are put
 * together only when read, since listing legal actions tries many commands the rules refuse.
 */
public final class Citations {

    private final String book;

    /** {@code book}: how every citation of this rulebook begins, separator included. */
    public Citations(String book) {
        this.book = book;
    }

    public RuleViolation violation(String rule, String section, String why) {
        return new RuleViolation(rule, () -> book + section + ": " + why);
    }

    public void require(boolean condition, String rule, String section, String why) {
        if (!condition) {
            throw violation(rule, section, why);
        }
    }

    /** For a reason with parts: written only if the rule is broken and someone reads it. */
    public void require(boolean condition, String rule, String section, Supplier<String> why) {
        if (!condition) {
            throw new RuleViolation(rule, () -> book + section + ": " + why.get());
        }
    }
}
