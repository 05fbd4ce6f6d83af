/**
 * Card abilities (shared/rulebooks/high-command.md, ARMY CARD and WARCASTER CARD abilities, COMMON TERMS; docs/rules/high-command.md,
 * Abilities): the continuous effects in force, the one-shot effects as their triggers fire, and the choices they leave.
 */
package dev.arbiter.highcommand.rules.abilities;
