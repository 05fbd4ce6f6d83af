package dev.arbiter.warmachine.rules.combat;

import static dev.arbiter.kernel.spi.RuleViolation.require;

import dev.arbiter.kernel.spi.Dice;

/**
 * Resolves the damage roll of an attack that hit (rulebook "Damage Rolls", "Free Strikes", "Charge", "Crippling
 * Systems"; D02, D03, D16, E08, G07, J01, J05).
 */
public final class DamageRoll {

    private DamageRoll() {
    }

    /**
     * @param requested the player's boost and the additional dice of other rules; a charge attack or a free strike is
     *        boosted already, so asking to boost it again is refused (EX01)
     */
    public static DamageResult resolve(Attack attack, AttackResult hit, DicePool requested, Dice dice) {
        require(hit.hit(), "damage.no-hit", "only an attack that hits makes a damage roll (rulebook \"Attack Sequence\")");
        Combatant attacker = attack.attacker();
        int arm = attack.target().current("ARM");
        boolean magical = attack.kind() == AttackKind.MAGIC;
        DicePool pool = pool(attack, requested);
        if (attack.pow() == null) {
            return new DamageResult(Thrown.none(), 0, 0, arm, 0, magical, pool);
        }
        int power = attack.pow() + (attack.kind() == AttackKind.MELEE ? attacker.current("STR") : 0);
        Thrown thrown = Thrown.of(dice, pool.count());
        int total = thrown.sum() + power;
        return new DamageResult(thrown, power, total, arm, Math.max(0, total - arm), magical, pool);
    }

    private static DicePool pool(Attack attack, DicePool requested) {
        DicePool pool = DicePool.twoDice();
        if (attack.kind() == AttackKind.MELEE && attack.has(Fact.CHARGE_ATTACK)) {
            pool = pool.boostedBy("the charge attack");
        }
        if (attack.has(Fact.FREE_STRIKE)) {
            pool = pool.boostedBy("the free strike");
        }
        if (requested.boosted()) {
            pool = pool.boost();
        }
        for (String rule : requested.additional()) {
            pool = pool.plusDieFrom(rule);
        }
        for (String rule : requested.removed()) {
            pool = pool.lessDieFrom(rule);
        }
        if (attack.weapon() != null && attack.attacker().track().weaponCrippled(attack.weapon())) {
            pool = pool.lessDieFrom("crippled " + attack.weapon().system() + " system");
        }
        return pool;
    }
}
