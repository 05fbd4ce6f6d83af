package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.toolkit.Citations;

/** Refusals name the rule (a stable id) and cite shared/rulebooks/warfighter-war.md, by section number. */
public final class Rulebook {

    public static final Citations BOOK = new Citations("warfighter-war.md ");

    private Rulebook() {
    }
}
