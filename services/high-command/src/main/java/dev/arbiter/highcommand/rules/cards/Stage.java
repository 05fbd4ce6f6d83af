package dev.arbiter.highcommand.rules.cards;

/** Winds of War stage labels (WINDS OF WAR CARD 2); spelled as the pack schema spells them. */
public enum Stage {
    early, mid, late
}
