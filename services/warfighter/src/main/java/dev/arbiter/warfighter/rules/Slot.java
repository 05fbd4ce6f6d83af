package dev.arbiter.warfighter.rules;

/**
 * One column of the Tactical Display (§1.2 The Tactical Display): slot 1 is the Mission, the
 * Objective's slot is the last; {@code card} is the Location, Objective or Mission id (null: an
 * empty slot). {@code escalation} counts Escalate rises, {@code engineering} the Engineering
 * Points rolled against its obstacle (§3.3.9).
 */
public record Slot(int slot, String kind, String card, boolean active, int escalation, int engineering, boolean obstacleDefeated) {

    public static final String MISSION = "mission";
    public static final String LOCATION = "location";
    public static final String OBJECTIVE = "objective";

    public Slot activated() {
        return new Slot(slot, kind, card, true, escalation, engineering, obstacleDefeated);
    }

    public Slot escalated(int by) {
        return new Slot(slot, kind, card, active, escalation + by, engineering, obstacleDefeated);
    }

    public Slot engineered(int total, boolean defeated) {
        return new Slot(slot, kind, card, active, escalation, total, defeated);
    }
}
