package dev.arbiter.warmeister.rules;

/**
 * Damage counters still to be placed this round. Each side places the counters its
 * opponent scored on its own units, except those scored by the opponent's Cavalry, which the
 * Cavalry's owner places (warmeister.txt, ARMY CARDS, Cavalry).
 */
public record DamagePools(int attackerOwn, int attackerCavalry, int defenderOwn, int defenderCavalry) {

    public static final DamagePools NONE = new DamagePools(0, 0, 0, 0);

    /** Counters {@code seat} must place on its own units. */
    int own(boolean attacker) {
        return attacker ? attackerOwn : defenderOwn;
    }

    /** Counters {@code seat}'s Cavalry lets it place on enemy units. */
    int cavalry(boolean attacker) {
        return attacker ? attackerCavalry : defenderCavalry;
    }

    DamagePools spendOwn(boolean attacker) {
        return attacker ? new DamagePools(attackerOwn - 1, attackerCavalry, defenderOwn, defenderCavalry)
                : new DamagePools(attackerOwn, attackerCavalry, defenderOwn - 1, defenderCavalry);
    }

    DamagePools spendCavalry(boolean attacker) {
        return attacker ? new DamagePools(attackerOwn, attackerCavalry - 1, defenderOwn, defenderCavalry)
                : new DamagePools(attackerOwn, attackerCavalry, defenderOwn, defenderCavalry - 1);
    }
}
