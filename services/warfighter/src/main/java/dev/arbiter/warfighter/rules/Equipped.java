package dev.arbiter.warfighter.rules;

import java.util.Collections;
import java.util.List;

/**
 * An Attachment on an Army, with its Hits and, for one with its own stack, its Supply (§2.2.2 Attachments); {@code hardy}
 * the Hardy counters it still holds of those it came with, one Environ name a counter (§3.2.0.1, §4.4 Buy and Sell;
 * clarification 114); {@code engineering} the Engineering counters it still holds, until its Army places them on an obstacle
 * (clarification 118). An Action-Attachment (one with an attack chart) takes its own turn (§3.2.1): {@code acted} once it
 * took it this Game Turn, {@code actionsSpent} the Actions spent in it.
 */
public record Equipped(String attachment, int hits, Integer supply, List<String> hardy, int engineering, boolean acted,
                       int actionsSpent) {

    public Equipped {
        hardy = List.copyOf(hardy);
    }

    /** A carried Attachment, before any turn of its own. */
    public Equipped(String attachment, int hits, Integer supply, List<String> hardy, int engineering) {
        this(attachment, hits, supply, hardy, engineering, false, 0);
    }

    /** A carried Attachment without Hardy or Engineering counters. */
    public Equipped(String attachment, int hits, Integer supply) {
        this(attachment, hits, supply, List.of(), 0);
    }

    /**
     * A newly equipped Attachment with the counters its card lists (§4.4 Buy and Sell "any counters listed in their effect
     * boxes"; clarifications 97, 114): its stack holds the Supply counters listed, or is full when the card lists none; the
     * Hardy and Engineering counters listed are its own.
     */
    static Equipped comingWith(Cards.Attachment card) {
        Integer stack = card.supply();
        if (stack != null && card.counters().stream().anyMatch(c -> c.counter().equals("supply"))) {
            stack = card.counters().stream().filter(c -> c.counter().equals("supply")).mapToInt(Cards.Counter::amount).sum();
        }
        List<String> hardy = card.counters().stream().filter(c -> c.counter().equals("hardy"))
                .flatMap(c -> Collections.nCopies(c.amount(), c.environ()).stream()).toList();
        int engineering = card.counters().stream().filter(c -> c.counter().equals("engineering")).mapToInt(Cards.Counter::amount).sum();
        return new Equipped(card.id(), 0, stack, hardy, engineering);
    }

    /** A destroyed Attachment back at Replenish with {@code hits}: no counters, an own stack empty (clarifications 91, 116). */
    public static Equipped returned(Cards.Attachment card, int hits) {
        return new Equipped(card.id(), hits, card.supply() == null ? null : 0);
    }

    public Equipped withCounters(int newHits, Integer newSupply) {
        return new Equipped(attachment, newHits, newSupply, hardy, engineering, acted, actionsSpent);
    }

    public Equipped withHardy(List<String> newHardy) {
        return new Equipped(attachment, hits, supply, newHardy, engineering, acted, actionsSpent);
    }

    /** One Engineering counter fewer: its Army placed it on an obstacle (clarification 118). */
    public Equipped placedEngineering() {
        return new Equipped(attachment, hits, supply, hardy, engineering - 1, acted, actionsSpent);
    }

    public Equipped turn(boolean newActed, int newSpent) {
        return new Equipped(attachment, hits, supply, hardy, engineering, newActed, newSpent);
    }
}
