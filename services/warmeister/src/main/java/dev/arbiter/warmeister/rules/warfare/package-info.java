/**
 * Battles (shared/rulebooks/warmeister.txt, WARFARE): declaring one, assigning forces and a castle, the battle events
 * alternation, attack rolls, damage, rout checks and the results (territories, holdings, castles, Giant).
 */
package dev.arbiter.warmeister.rules.warfare;
