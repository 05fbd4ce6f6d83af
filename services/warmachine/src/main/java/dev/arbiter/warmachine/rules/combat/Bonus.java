package dev.arbiter.warmachine.rules.combat;

/** A signed amount added to a roll or a stat, named by the rule that gives it, so the event can say why. */
public record Bonus(String rule, int amount) {
}
