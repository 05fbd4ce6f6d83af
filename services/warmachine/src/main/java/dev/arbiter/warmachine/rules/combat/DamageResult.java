package dev.arbiter.warmachine.rules.combat;

/**
 * One damage roll (D16): dice + POW (+ STR in melee: P+S) against the current ARM.
 *
 * @param dice the dice rolled (none for POW "—")
 * @param power the POW, or P+S for a melee attack
 * @param arm the target's current ARM
 * @param points damage points: what the total exceeds ARM by, never below 0; the boxes left cap what is marked
 * @param magical spell damage is magical (J01)
 * @param pool the dice asked for, with the automatic boost or the dice lost, to show why
 */
public record DamageResult(Thrown dice, int power, int total, int arm, int points, boolean magical, DicePool pool) {

    /** POW "—": no roll, no damage. */
    public boolean noDamage() {
        return dice.dice().isEmpty();
    }
}
