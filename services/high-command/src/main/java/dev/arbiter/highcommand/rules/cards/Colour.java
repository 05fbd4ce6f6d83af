package dev.arbiter.highcommand.rules.cards;

/** Detachment colours (high-command.md, ARMY CARD 8, STARTING THE GAME); spelled as the pack schema spells them. */
public enum Colour {
    blue, red, orange, green, purple, yellow
}
