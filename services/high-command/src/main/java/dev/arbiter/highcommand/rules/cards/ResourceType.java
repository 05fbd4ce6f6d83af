package dev.arbiter.highcommand.rules.cards;

/** The two resource types (ORDERS): command points and warjack points. */
public enum ResourceType {
    cmd, war
}
