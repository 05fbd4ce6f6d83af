package dev.arbiter.warmachine.rules;

import java.util.List;

/**
 * A scenario ("SCENARIOS"): in milestone 1 Mosh Pit, one circular control zone, control points scored
 * from the second player's turn of {@code fromRound} on, {@code victory} points or a caster kill win.
 *
 * @param turnLimit game rounds before the game ends, null for none
 * @param layouts ids of the layouts it may be played on
 */
public record Scenario(String id, String name, Zone zone, Scoring scoring, Integer turnLimit, List<String> layouts) {

    public Scenario {
        layouts = List.copyOf(layouts);
    }

    /** A circular zone, centre and diameter in table inches. */
    public record Zone(List<Double> centre, double diameter) {

        public Zone {
            centre = List.copyOf(centre);
        }

        public double radius() {
            return diameter / 2;
        }
    }

    public record Scoring(int perTurn, int fromRound, int victory) {
    }
}
