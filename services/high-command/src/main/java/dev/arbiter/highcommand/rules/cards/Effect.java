package dev.arbiter.highcommand.rules.cards;

/**
 * What an ability does: the pack schema's closed list ({@code $defs/ability/effect}). The first six
 * act for as long as their trigger's window lasts; the others act once when triggered
 * (docs/rules/high-command.md, clarification 34). Spelled as the schema spells them.
 */
public enum Effect {
    power, health, overallPower, cannotBeDestroyed, cannotParticipate, destroyFirst, destroy, discard, draw, move, refresh,
    refreshAll, resources, cannotRush, endGame;

    /** Whether the effect lasts its trigger's window rather than acting once. */
    public boolean continuous() {
        return switch (this) {
            case power, health, overallPower, cannotBeDestroyed, cannotParticipate, destroyFirst, cannotRush -> true;
            default -> false;
        };
    }
}
