package dev.arbiter.warmachine.rules;

import java.util.List;

/**
 * An army ("Building Your Army"): a warcaster, its battlegroup and the units and solos bought with
 * {@code points} army points plus the warcaster's warjack points.
 */
public record ArmyList(String id, String name, String faction, int points, String warcaster, List<Entry> entries) {

    /** The most an army may fall below its encounter level's points ("Point Costs"). */
    public static final int SHORTFALL = 5;

    public ArmyList {
        entries = List.copyOf(entries);
    }

    /** One model bought; {@code troopers} names the size option of a unit, null otherwise. */
    public record Entry(String model, Integer troopers) {
    }
}
