package dev.arbiter.warmeister.rules;

/** The kind of choice a seat is asked to make; it decides which commands fit. */
public enum Decision {
    DRAW,
    BUY_STEP,
    WARFARE_STEP,
    SUPPLY_STEP,
    HAND_LIMIT,
    RESPOND,
    OWED_DISCARD,
    CHOOSE_VICTIM,
    FORCED_DISCARD,
    ASSIGN_ATTACKERS,
    ASSIGN_DEFENDERS,
    BATTLE_EVENTS,
    SEND_HOME,
    LUCK,
    DAMAGE,
    GIANT
}
