package dev.arbiter.warfighter.rules;

/**
 * An Attachment on an Army, with its Hits and, for one with its own stack, its Supply (§2.2.2 Attachments). An
 * Action-Attachment (one with an attack chart) takes its own turn (§3.2.1): {@code acted} once it took it this Game Turn,
 * {@code actionsSpent} the Actions spent in it.
 */
public record Equipped(String attachment, int hits, Integer supply, boolean acted, int actionsSpent) {

    /** A new or carried Attachment, before any turn of its own. */
    public Equipped(String attachment, int hits, Integer supply) {
        this(attachment, hits, supply, false, 0);
    }

    public Equipped withCounters(int newHits, Integer newSupply) {
        return new Equipped(attachment, newHits, newSupply, acted, actionsSpent);
    }

    public Equipped turn(boolean newActed, int newSpent) {
        return new Equipped(attachment, hits, supply, newActed, newSpent);
    }
}
