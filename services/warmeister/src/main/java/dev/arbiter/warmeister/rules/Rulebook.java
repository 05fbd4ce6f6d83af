package dev.arbiter.warmeister.rules;

import dev.arbiter.kernel.spi.toolkit.Citations;

/** Refusals name the rule (a stable id) and cite the rulebook file and section, or this implementation's clarifications. */
public final class Rulebook {

    public static final Citations BOOK = new Citations("warmeister.txt, ");

    /** Rules this implementation had to decide; the reason is in docs/rules/warmeister.md. */
    public static final Citations CLARIFICATIONS = new Citations("docs/rules/warmeister.md, ");

    private Rulebook() {
    }
}
