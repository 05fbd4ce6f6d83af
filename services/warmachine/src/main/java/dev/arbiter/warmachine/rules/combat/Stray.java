package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import java.util.List;
import java.util.Optional;

/**
 * A ranged or magic attack that misses a target in melee may hit another model in that combat (rulebook "Targeting a
 * Model in Melee", "Targeting a Huge-Based Model in Melee"; H06, H07, EX63-EX65). Who is in the combat and in the
 * attacker's line of sight is geometry's answer ({@code Melee}, {@code LineOfSight}); this picks among them.
 */
public final class Stray {

    private Stray() {
    }

    /** Whether the missed attack is rerolled against another model of the combat. */
    public static boolean follows(Attack attack, AttackResult result) {
        return !result.hit() && attack.kind() != AttackKind.MELEE && attack.has(Fact.TARGET_IN_MELEE)
                && !attack.has(Fact.OUT_OF_RANGE) && !attack.has(Fact.HUGE_TARGET) && !attack.has(Fact.STRAYED);
    }

    /** The new target and the die that chose it; none when no model is eligible, no die when only one is. */
    public record Pick<T>(T target, Optional<Roll> roll) {
    }

    /**
     * Picks one of the eligible models (the original target left out) at random: a d6 shared out evenly when the
     * number divides six, as the rulebook's examples do, otherwise a die with one face a model (clarification 22).
     */
    public static <T> Optional<Pick<T>> pick(List<T> eligible, Dice dice) {
        int n = eligible.size();
        if (n == 0) {
            return Optional.empty();
        }
        if (n == 1) {
            return Optional.of(new Pick<>(eligible.get(0), Optional.empty()));
        }
        if (6 % n == 0) {
            Roll roll = dice.d6();
            return Optional.of(new Pick<>(eligible.get((roll.value() - 1) / (6 / n)), Optional.of(roll)));
        }
        Roll roll = dice.roll(n);
        return Optional.of(new Pick<>(eligible.get(roll.value() - 1), Optional.of(roll)));
    }
}
