package dev.arbiter.highcommand.rules;

import dev.arbiter.kernel.spi.toolkit.Citations;

/** Refusals name the rule (a stable id) and cite shared/rulebooks/high-command.md, by section heading. */
public final class Rulebook {

    public static final Citations BOOK = new Citations("high-command.md, ");

    private Rulebook() {
    }
}
