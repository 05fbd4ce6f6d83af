package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Profile.Weapon;

/**
 * One model's damage boxes: a row ({@link DamageBoxes}) or a warjack's grid ({@link DamageGrid}) (rulebook "Damage
 * Capacity & Damage Grids", "Recording Damage", "Crippling Systems"; J02-J05). Immutable: marking returns a new track.
 */
public sealed interface DamageTrack permits DamageBoxes, DamageGrid {

    /** The unmarked track of a stat card: its grid, its row, or the single box of a model without boxes. */
    static DamageTrack of(Profile profile) {
        if (!profile.grid().isEmpty()) {
            return DamageGrid.of(profile.grid());
        }
        return DamageBoxes.of(profile.damage() == null ? 1 : profile.damage());
    }

    int boxes();

    int marked();

    default int unmarked() {
        return boxes() - marked();
    }

    /** Every box is marked (J08's first stage). */
    default boolean disabled() {
        return unmarked() == 0;
    }

    /** Marks damage points; a grid rolls its column (J03). */
    Marking suffer(int points, Dice dice);

    /** Clears the box marked last: what Tough removes (C15), clarification 27. */
    DamageTrack clearLast();

    /** A system (C, M, L, R or H) is crippled while every one of its boxes is marked (J05); a row has none. */
    boolean crippled(char system);

    /** Crippled Cortex: the model holds no focus and can neither gain nor spend any. */
    default boolean cortexCrippled() {
        return crippled('C');
    }

    /** Crippled Movement: base DEF 5, no run, charge, slam or trample. */
    default boolean movementCrippled() {
        return crippled('M');
    }

    /** Crippled weapon system: attack and damage rolls with the weapon throw one die fewer, and it makes no power or special attacks. */
    default boolean weaponCrippled(Weapon weapon) {
        return "LRH".indexOf(weapon.system()) >= 0 && crippled(weapon.system());
    }
}
