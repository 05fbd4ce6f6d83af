package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.Dice;
import java.util.List;

/**
 * A collateral damage roll (rulebook "Power Attack Damage Rolls & Collateral Damage", G12): 2d6 plus the attacking
 * model's current STR against the contacted model's current ARM. It is never boosted and is not damage from an attack
 * or a model (EX58), so nothing that adds to an attack's damage roll applies: no damage type, and no Buckler or Shield bonus.
 */
public final class CollateralRoll {

    private CollateralRoll() {
    }

    public static DamageResult roll(Combatant attacker, Combatant contacted, Dice dice) {
        int strength = attacker.current("STR");
        int arm = contacted.current("ARM");
        Thrown thrown = Thrown.of(dice, DicePool.twoDice().count());
        int total = thrown.sum() + strength;
        return new DamageResult(thrown, strength, total, arm, Math.max(0, total - arm), false, DicePool.twoDice(), List.of(), null, List.of());
    }
}
