package dev.arbiter.testkit;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.spi.RuleViolation;
import java.util.List;
import java.util.function.Supplier;

/** What deciding gave: events, a refusal (the rules' or the kernel's), or a failure of rules that cannot handle a changed state. */
record Answer<E>(List<E> events, RuntimeException refused, RuntimeException failed) {

    static <E> Answer<E> of(Supplier<List<E>> decide) {
        try {
            return new Answer<>(decide.get(), null, null);
        } catch (RuleViolation | GameRefusal refusal) {
            return new Answer<>(null, refusal, null);
        } catch (RuntimeException e) {
            return new Answer<>(null, null, e);
        }
    }

    String verdict() {
        if (refused == null) {
            return "accepted";
        }
        if (refused instanceof GameRefusal kernel) {
            // the kernel's words name the awaited seats, which every envelope publishes anyway: its kind is the answer
            return "refused by the kernel: " + kernel.kind();
        }
        return "refused " + ((RuleViolation) refused).rule() + ": " + refused.getMessage();
    }

    /** The events, or the refusal or failure thrown as the rules threw it. */
    List<E> orThrow() {
        if (refused != null) {
            throw refused;
        }
        if (failed != null) {
            throw failed;
        }
        return events;
    }
}
