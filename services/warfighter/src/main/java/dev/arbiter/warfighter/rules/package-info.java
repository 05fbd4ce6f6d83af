/**
 * Warfighter: War as pure rules (shared/rulebooks/warfighter-war.md): here the ruleset's surface (commands, events, state,
 * views), the pack's cards and what every chapter shares (the draft each event is folded into, the emitter, refusals);
 * each sub-package holds one chapter of the rulebook: setup (§2), turn (§3.1, §3.2), actions (§3.3), combat (§3.3.2,
 * §3.4.1), hostiles (§3.4) and campaign (§4).
 */
package dev.arbiter.warfighter.rules;
