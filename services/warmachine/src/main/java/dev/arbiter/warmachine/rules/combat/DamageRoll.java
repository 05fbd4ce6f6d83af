package dev.arbiter.warmachine.rules.combat;

import static dev.arbiter.kernel.spi.RuleViolation.require;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmachine.rules.Profile.Weapon;
import dev.arbiter.warmachine.rules.effect.DamageType;
import dev.arbiter.warmachine.rules.effect.Quality;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Resolves the damage roll of an attack that hit (rulebook "Damage Rolls", "Free Strikes", "Charge", "Crippling
 * Systems", "Damage Types", "Immunities", "Weapon Qualities"; D02, D03, D16, E08, G07, J01, J05, B08, B09, B13, C16).
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
        List<Bonus> armBonuses = armBonuses(attack);
        int arm = attack.target().current("ARM", armBonuses.stream().map(Bonus::amount).toList());
        List<DamageType> types = types(attack);
        boolean magical = types.contains(DamageType.MAGICAL);
        DicePool pool = pool(attack, requested);
        if (attack.pow() == null) {
            return new DamageResult(Thrown.none(), 0, 0, arm, 0, magical, pool, types, null, armBonuses);
        }
        int power = attack.pow() + (attack.kind() == AttackKind.MELEE ? attacker.current("STR") : 0);
        Optional<DamageType> immune = types.stream().filter(attack.target().profile().immunities()::contains).findFirst();
        if (immune.isPresent()) {
            // immune to any of its types, the model suffers no damage roll at all (rulebook "Damage Types", C16)
            return new DamageResult(Thrown.none(), power, 0, arm, 0, magical, pool, types, immune.get(), armBonuses);
        }
        Thrown thrown = Thrown.of(dice, pool.count());
        int total = thrown.sum() + power;
        return new DamageResult(thrown, power, total, arm, Math.max(0, total - arm), magical, pool, types, null, armBonuses);
    }

    /**
     * A damage roll no attack makes, such as the Fire continuous effect's POW 12 fire damage roll (M04): 2d6 + POW of
     * that type against the current ARM; it has no point of origin, so Bucklers and Shields count (B08).
     */
    public static DamageResult unattacked(Combatant target, int pow, DamageType type, Dice dice) {
        List<Bonus> armBonuses = armBonuses(target);
        int arm = target.current("ARM", armBonuses.stream().map(Bonus::amount).toList());
        List<DamageType> types = List.of(type);
        DicePool pool = DicePool.twoDice();
        if (target.profile().immunities().contains(type)) {
            return new DamageResult(Thrown.none(), pow, 0, arm, 0, type == DamageType.MAGICAL, pool, types, type, armBonuses);
        }
        Thrown thrown = Thrown.of(dice, pool.count());
        int total = thrown.sum() + pow;
        return new DamageResult(thrown, pow, total, arm, Math.max(0, total - arm), type == DamageType.MAGICAL, pool, types, null, armBonuses);
    }

    /** Spell damage is magical (J01); a weapon's types are its Damage Type qualities (B13). */
    private static List<DamageType> types(Attack attack) {
        Set<DamageType> types = EnumSet.noneOf(DamageType.class);
        if (attack.kind() == AttackKind.MAGIC) {
            types.add(DamageType.MAGICAL);
        }
        if (attack.weapon() != null) {
            types.addAll(attack.weapon().damageTypes());
        }
        return List.copyOf(types);
    }

    /**
     * The target's Bucklers (+1) and Shields (+2), each counted, none whose system is crippled, none against damage from
     * its back arc (a back strike's origin), none against a Chain Weapon (rulebook "Weapon Qualities", B08).
     */
    private static List<Bonus> armBonuses(Attack attack) {
        if (attack.has(Fact.BACK_STRIKE) || attack.weapon() != null && attack.weapon().has(Quality.CHAIN_WEAPON)) {
            return List.of();
        }
        return armBonuses(attack.target());
    }

    private static List<Bonus> armBonuses(Combatant target) {
        List<Bonus> bonuses = new ArrayList<>();
        for (Weapon weapon : target.profile().weapons()) {
            if (target.track().weaponCrippled(weapon)) {
                continue;
            }
            if (weapon.has(Quality.BUCKLER)) {
                bonuses.add(new Bonus("Buckler (" + weapon.name() + ")", 1));
            }
            if (weapon.has(Quality.SHIELD)) {
                bonuses.add(new Bonus("Shield (" + weapon.name() + ")", 2));
            }
        }
        return bonuses;
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
        if (attack.weapon() != null && attack.weapon().has(Quality.WEAPON_MASTER)) {
            pool = pool.plusDieFrom(Quality.WEAPON_MASTER.cardName());
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
