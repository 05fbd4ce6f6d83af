package dev.arbiter.warmeister.rules.cards;

/** The five sections of the rulebook's card list (warmeister.txt, CARDS). */
public enum Category {
    ATTACK, CASTLE, HOLDING, ARMY, EVENT
}
