package dev.arbiter.warmeister.rules.cards;

/** Army unit traits (warmeister.txt, ARMY CARDS, "Unit Traits"). */
public enum Trait {
    DEADLY, TOUGH, RAIDER
}
