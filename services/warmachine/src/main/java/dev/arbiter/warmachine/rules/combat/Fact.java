package dev.arbiter.warmachine.rules.combat;

/**
 * What the geometry referee and the game know about one attack, handed to the resolvers as plain facts (rulebook
 * "Attack Resolution & Damage" and the modifier summaries of melee, ranged and magic attacks).
 */
public enum Fact {
    /** The target is beyond the weapon's or spell's range: an automatic miss, no roll (D09, I06). */
    OUT_OF_RANGE,
    /** The point of origin is completely in the target's back arc: +2 to hit, never on a free strike (D12). */
    BACK_STRIKE,
    /** The target is in melee: +4 DEF against ranged and magic attacks (H05). */
    TARGET_IN_MELEE,
    /** The point of origin is in melee with the target, which cancels {@link #TARGET_IN_MELEE}'s bonus (H05). */
    ORIGIN_IN_MELEE_WITH_TARGET,
    /** The attacker is in melee, which forbids ranged attacks (H01). */
    ATTACKER_IN_MELEE,
    /** An obstacle or obstruction hides part of the target from the melee attacker: +2 DEF (G08). */
    OBSCURED,
    /** The target has Stealth and the point of origin is more than 5" from it: ranged and magic attacks miss (C14). */
    STEALTH_BEYOND_FIVE_INCHES,
    /** The target is on a huge base: no cover, concealment or target-in-melee bonus, no stray (H02, H07). */
    HUGE_TARGET,
    /** The attacker used its Normal Movement to aim: +2 to ranged attack rolls ("Aim"). */
    AIMED,
    /** A free strike: +2 to hit and a boosted damage roll, no back strike, never at a Parry model (G07, C11). */
    FREE_STRIKE,
    /** A charge attack: its damage roll is boosted (E08, EX01). */
    CHARGE_ATTACK,
    /** The attacker rolls against a target it would hit automatically, to try for a critical hit (D07). */
    ROLL_DESPITE_AUTOMATIC_HIT,
    /** The attack is the reroll against a new target after missing a target in melee: a second miss never strays (H06). */
    STRAYED,
    /** A power attack's roll (G11-G15): no weapon, its damage 2d6 + STR (G12). */
    POWER_ATTACK
}
