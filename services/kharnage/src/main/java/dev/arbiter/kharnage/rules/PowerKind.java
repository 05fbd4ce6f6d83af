package dev.arbiter.kharnage.rules;

/**
 * The powers vocabulary (a decision of ours; docs/rules/kharnage.md, "Powers"):
 * <ul>
 * <li>{@code ASSAULT n}, {@code SHOOTING n}: one more attack of that kind with exactly n combat points
 *     (attack range, splitting and the destruction rules apply; no symbol is counted).</li>
 * <li>{@code REINFORCE n}: draw n more units from the Reserve and place them like a reinforcement.</li>
 * <li>{@code HIDE}: one unit of your own Army becomes Absent until the end of the round.</li>
 * <li>{@code RECALL}: one unit of your own Army goes back under your Reserve; a General goes back among the Generals set aside.</li>
 * </ul>
 * HIDE and RECALL target the owner's units, so an Immobilized unit cannot be chosen (kharnage.md, Immobilized).
 */
public enum PowerKind {
    ASSAULT, SHOOTING, REINFORCE, HIDE, RECALL
}
