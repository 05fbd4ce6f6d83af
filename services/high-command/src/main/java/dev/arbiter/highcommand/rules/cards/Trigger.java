package dev.arbiter.highcommand.rules.cards;

/**
 * When an ability acts: the pack schema's closed list (contracts/content/high-command.schema.json,
 * {@code $defs/ability/trigger}, whose description gives each value with its rulebook section).
 * Spelled as the schema spells them, so a pack reader can use {@code valueOf}.
 */
public enum Trigger {
    whileHere, whenYouAttack, whenAttacked, turnDeployed, turnRushed, whenDiscardedForResources, discardForEffect,
    whenYouCapture, whenRevealed, thisRound
}
