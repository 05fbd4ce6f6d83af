package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.kernel.spi.Roll;

/**
 * One die of a battle round: a unit's attack roll (hits on a total of 7 or more) or a
 * Defensive Traps roll against a unit (a hit on a 6). The modifier is fixed when rolled so
 * that a Luck re-roll keeps it.
 */
public record UnitRoll(int seat, int card, boolean trap, Roll roll, int modifier) {

    public static final int HIT_ON = 7;
    public static final int TRAP_HIT_ON = 6;

    public int total() {
        return roll.value() + modifier;
    }

    public boolean hit() {
        return trap ? roll.value() >= TRAP_HIT_ON : total() >= HIT_ON;
    }

    /** Whether any face of the die could have hit. */
    public boolean couldHit() {
        return trap || 6 + modifier >= HIT_ON;
    }

    UnitRoll reroll(Roll again) {
        return new UnitRoll(seat, card, trap, again, modifier);
    }
}
