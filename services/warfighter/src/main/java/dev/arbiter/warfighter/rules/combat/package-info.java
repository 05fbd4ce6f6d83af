/**
 * The attack sequence (shared/rulebooks/warfighter-war.md §3.3.2 Attack, the same for Armies and Hostiles, and §3.4.1 Army
 * Down): the declaration and what it plays, the seats' reactions, the roll and its result, and the Hits a seat places.
 */
package dev.arbiter.warfighter.rules.combat;
