package dev.arbiter.highcommand.rules.battle;

/**
 * How an attack is made (BATTLE, MULTIPLE OPPONENTS): against the only opponent there, against one
 * chosen opponent ignoring the others (targeted), or against all of them with pooled Power (allOut).
 */
public enum AttackMode {
    oneOpponent, targeted, allOut
}
