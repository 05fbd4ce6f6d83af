package dev.arbiter.warmeister.rules.warfare;

/** Where a battle stands (warmeister.txt, WARFARE, in the order the rulebook walks through it). */
public enum BattleStage {
    /** The attacker assigns armies one at a time, then confirms. */
    ATTACKER_ASSIGNS,
    /** The defender assigns armies and at most one castle, then confirms. */
    DEFENDER_ASSIGNS,
    /** Battle events alternate, defender first (attacker first after an Ambush), until two passes in a row. */
    EVENTS,
    /** Bottleneck: the side the ground hurts sends units home until half remain. */
    SENDING_HOME,
    /** Automatic: every fighting unit rolls (and Defensive Traps roll). */
    ROLLING,
    /** Every seat may answer the rolls with Luck, or accept them. */
    LUCK,
    /** Both sides place damage counters: on their own units, and with Cavalry on the enemy's. */
    DAMAGE,
    /** Automatic: the rout check of {@code routSeat} is rolled (or skipped). */
    ROUT,
    /** Every seat may answer the rout roll with Luck, or accept it. */
    ROUT_LUCK,
    /** A Giant's owner picks the enemy holding it wrecks. */
    GIANTS,
    /** Automatic: territories, holdings, castles and spoils. */
    RESULTS
}
