package dev.arbiter.warmachine.rules.combat;

import java.util.List;

/**
 * The outcome of one attack roll, with every die and every modifier that went into it (D04-D07).
 *
 * @param hit whether the target is directly hit
 * @param how why it hit or missed
 * @param dice the dice rolled (none when the attack hit or missed automatically)
 * @param stat the attacker's current MAT, RAT or FOCUS
 * @param rollBonuses what was added to the roll (back strike, aim, free strike ...)
 * @param total dice + stat + roll bonuses (not floored: "Base Stats, Current Stats & Modifiers", EX14)
 * @param defence the target's current DEF against this attack
 * @param defenceBonuses what was added to the target's DEF for this attack (cover, target in melee ...)
 * @param critical a hit with two dice alike (D05)
 */
public record AttackResult(AttackKind kind, boolean hit, How how, Thrown dice, int stat, List<Bonus> rollBonuses, int total,
                           int defence, List<Bonus> defenceBonuses, boolean critical) {

    public AttackResult {
        rollBonuses = List.copyOf(rollBonuses);
        defenceBonuses = List.copyOf(defenceBonuses);
    }

    public enum How {
        /** The roll met or beat DEF, or fell short of it. */
        ROLLED,
        /** Every die showed 1. */
        ALL_ONES,
        /** Every one of two or more dice showed 6. */
        ALL_SIXES,
        /** Melee against a knocked-down or stationary model, without rolling (G08, M01, M02). */
        AUTOMATIC_HIT,
        /** Out of range (D09, I06). */
        OUT_OF_RANGE,
        /** Stealth beyond 5" (C14). */
        STEALTH,
        /** Rules left no dice to roll (D07). */
        NO_DICE
    }
}
