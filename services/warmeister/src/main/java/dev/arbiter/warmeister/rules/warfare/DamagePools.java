package dev.arbiter.warmeister.rules.warfare;

/**
 * Damage counters still to be placed this round. Each side places the counters its
 * opponent scored on its own units, except those scored by the opponent's Cavalry, which the
 * Cavalry's owner places (warmeister.txt, ARMY CARDS, Cavalry). A Deadly Cavalry's hit is a
 * pair of those counters that goes on one unit ("which of the opponent's units suffers the
 * damage"); pairs are placed before single Cavalry counters.
 *
 * @param attackerCavalryPairs how many of {@code attackerCavalry} come in pairs (Deadly Cavalry hits)
 */
public record DamagePools(int attackerOwn, int attackerCavalry, int defenderOwn, int defenderCavalry,
        int attackerCavalryPairs, int defenderCavalryPairs) {

    public static final DamagePools NONE = new DamagePools(0, 0, 0, 0, 0, 0);

    /** Counters {@code seat} must place on its own units. */
    public int own(boolean attacker) {
        return attacker ? attackerOwn : defenderOwn;
    }

    /** Counters {@code seat}'s Cavalry lets it place on enemy units. */
    public int cavalry(boolean attacker) {
        return attacker ? attackerCavalry : defenderCavalry;
    }

    /** How many counters the next Cavalry hit puts on the one unit it picks: 2 while pairs remain. */
    int nextCavalryHit(boolean attacker) {
        return (attacker ? attackerCavalryPairs : defenderCavalryPairs) > 0 ? 2 : 1;
    }

    DamagePools spendOwn(boolean attacker) {
        return attacker ? new DamagePools(attackerOwn - 1, attackerCavalry, defenderOwn, defenderCavalry, attackerCavalryPairs, defenderCavalryPairs)
                : new DamagePools(attackerOwn, attackerCavalry, defenderOwn - 1, defenderCavalry, attackerCavalryPairs, defenderCavalryPairs);
    }

    /** One Cavalry hit placed: {@code counters} from the pool, a pair if it was 2. */
    DamagePools spendCavalry(boolean attacker, int counters) {
        int pair = counters == 2 ? 1 : 0;
        return attacker
                ? new DamagePools(attackerOwn, attackerCavalry - counters, defenderOwn, defenderCavalry, attackerCavalryPairs - pair, defenderCavalryPairs)
                : new DamagePools(attackerOwn, attackerCavalry, defenderOwn, defenderCavalry - counters, attackerCavalryPairs, defenderCavalryPairs - pair);
    }
}
