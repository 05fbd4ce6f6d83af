package dev.arbiter.highcommand.rules;

/** The two resource types (ORDERS): command points and warjack points. */
public enum ResourceType {
    cmd, war
}
