package dev.arbiter.highcommand.rules;

/**
 * A card at a location: its owner's seat, the card ({@code id#copy}, or a warcaster's id), and
 * how it came there this turn ({@code deployed} or {@code rushed}; null once that turn is over),
 * which the triggers turnDeployed and turnRushed read (COMMON TERMS deploy, rush).
 */
public record Placed(int seat, String card, Arrival arrived) {

    public enum Arrival {
        deployed, rushed
    }

    public Placed settled() {
        return arrived == null ? this : new Placed(seat, card, null);
    }
}
