package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.toolkit.Citations;

/** Refusals name the rule (a stable id) and cite shared/rulebooks/kharnage.md. */
final class Rulebook {

    static final Citations BOOK = new Citations("kharnage.md, ");

    private Rulebook() {
    }
}
