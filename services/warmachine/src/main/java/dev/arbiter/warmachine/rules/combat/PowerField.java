package dev.arbiter.warmachine.rules.combat;

/**
 * A warcaster's power field reinforced: 1 focus, spent when it would suffer damage, takes 5 points off; what is left
 * over is lost, and the model still counts as having suffered damage (rulebook "Reinforcing the Power Field"; K13,
 * EX91, EX92). Whether to spend the focus is the player's decision, which the game asks for.
 */
public final class PowerField {

    public static final int REDUCTION = 5;

    private PowerField() {
    }

    /** The damage points left after one focus is spent; never below 0. */
    public static int reinforced(int points) {
        return Math.max(0, points - REDUCTION);
    }
}
