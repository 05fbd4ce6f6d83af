package dev.arbiter.warmeister.rules.cards;

/**
 * Army unit types (warmeister.txt, ARMY CARDS, "Unit Types"). A unit with none of the types
 * Assault, Missile, Cavalry, Besieger, Skirmisher or General counts as BASIC.
 */
public enum UnitType {
    ASSAULT, MISSILE, CAVALRY, BESIEGER, SKIRMISHER, GENERAL, BASIC
}
