package dev.arbiter.warmachine.rules.power;

import dev.arbiter.warmachine.rules.geometry.BaseSize;

/**
 * How far a slam power attack moves its target (G15, rulebook "Slam"): the d6 rolled, halved (exactly, not rounded)
 * when the slammer's base is smaller than the target's, 2" more for a smaller base slammed by a huge one. A slammer
 * that advanced less than 3" hits without slamming, which is the caller's to know.
 */
public final class SlamDistance {

    private static final double HUGE_EXTRA = 2;

    private SlamDistance() {
    }

    public static double inches(BaseSize slammer, BaseSize target, int rolled) {
        if (!slammer.atLeast(target)) {
            return rolled / 2.0;
        }
        if (slammer == BaseSize.HUGE && target != BaseSize.HUGE) {
            return rolled + HUGE_EXTRA;
        }
        return rolled;
    }
}
