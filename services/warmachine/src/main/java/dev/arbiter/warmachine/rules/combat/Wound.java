package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Dice;

/**
 * Damage points applied to a model (rulebook "Attack Sequence" step 10, "Damage Application"): marked on its boxes or
 * grid, then disabled, Tough, boxed and destroyed as {@link Disablement} says. A power field's reinforcement
 * ({@link PowerField}) is settled before, on the points.
 */
public record Wound(Marking marking, Disablement disablement) {

    public static Wound inflict(Combatant target, int points, Dice dice) {
        Marking marking = target.track().suffer(points, dice);
        return new Wound(marking, Disablement.of(target.with(marking.track()), dice));
    }

    /** The model afterwards. */
    public Combatant model() {
        return disablement.model();
    }
}
