package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.warmachine.rules.effect.DamageType;
import java.util.List;

/**
 * One damage roll (D16): dice + POW (+ STR in melee: P+S) against the current ARM.
 *
 * @param dice the dice rolled (none for POW "—")
 * @param power the POW, or P+S for a melee attack
 * @param arm the target's current ARM
 * @param points damage points: what the total exceeds ARM by, never below 0; the boxes left cap what is marked
 * @param magical spell damage is magical (J01), as is a Damage Type: Magical weapon's
 * @param pool the dice asked for, with the automatic boost or the dice lost, to show why
 * @param types the damage's types ("Damage Types", B13), in order; magical among them when it is
 * @param immuneTo the first of them the target is immune to (C16): then nothing is rolled and no damage is suffered
 * @param armBonuses the ARM bonuses of the target's Bucklers and Shields that count against this damage (B08)
 */
public record DamageResult(Thrown dice, int power, int total, int arm, int points, boolean magical, DicePool pool,
                           List<DamageType> types, DamageType immuneTo, List<Bonus> armBonuses) {

    public DamageResult {
        types = List.copyOf(types);
        armBonuses = List.copyOf(armBonuses);
    }

    /** POW "—": no roll, no damage. */
    public boolean noDamage() {
        return dice.dice().isEmpty();
    }
}
