package dev.arbiter.warmachine.rules.combat;

import static dev.arbiter.kernel.spi.RuleViolation.require;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmachine.rules.Profile.Advantage;
import dev.arbiter.warmachine.rules.combat.AttackResult.How;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.ArrayList;
import java.util.List;

/**
 * Resolves an attack roll (rulebook "Attack Roll", "Attacks That Hit or Miss Automatically", "Back Strikes", the
 * melee, ranged and magic attack roll modifiers; D04-D07, D09, D12, G04, G07, G08, H01-H03, H05, I01, C07, C11, C14).
 */
public final class AttackRoll {

    private AttackRoll() {
    }

    /**
     * Checks what the resolver can tell is not allowed, then settles hit or miss in the order of the "Attack
     * Sequence": range, automatic misses (which beat automatic hits), automatic hits, and the roll.
     *
     * @param pool the dice the player asked for (boosted or not); a crippled weapon system takes one away here
     */
    public static AttackResult resolve(Attack attack, DicePool pool, Dice dice) {
        check(attack);
        Combatant attacker = attack.attacker();
        int stat = attacker.current(attack.kind().stat());
        List<Bonus> rollBonuses = rollBonuses(attack);
        List<Bonus> defenceBonuses = defenceBonuses(attack);
        List<Integer> defAmounts = new ArrayList<>(CurrentStat.amountsOn("DEF", attack.target().modifiers()));
        defenceBonuses.forEach(bonus -> defAmounts.add(bonus.amount()));
        int defence = attack.target().def(defAmounts);
        if (attack.weapon() != null && attacker.track().weaponCrippled(attack.weapon())) {
            pool = pool.lessDieFrom("crippled " + attack.weapon().system() + " system");
        }

        if (attack.has(Fact.OUT_OF_RANGE)) {
            return automatic(attack, false, How.OUT_OF_RANGE, stat, rollBonuses, defence, defenceBonuses);
        }
        if (attack.kind() != AttackKind.MELEE && attack.has(Fact.STEALTH_BEYOND_FIVE_INCHES) && !attacker.has(Advantage.EYELESS_SIGHT)) {
            return automatic(attack, false, How.STEALTH, stat, rollBonuses, defence, defenceBonuses);
        }
        if (pool.count() == 0) {
            return automatic(attack, false, How.NO_DICE, stat, rollBonuses, defence, defenceBonuses);
        }
        boolean helpless = attack.target().is(Condition.KNOCKED_DOWN) || attack.target().is(Condition.STATIONARY);
        if (attack.kind() == AttackKind.MELEE && helpless && !attack.has(Fact.ROLL_DESPITE_AUTOMATIC_HIT)) {
            return automatic(attack, true, How.AUTOMATIC_HIT, stat, rollBonuses, defence, defenceBonuses);
        }

        Thrown thrown = Thrown.of(dice, pool.count());
        int total = thrown.sum() + stat + rollBonuses.stream().mapToInt(Bonus::amount).sum();
        How how = thrown.allOnes() ? How.ALL_ONES : thrown.allSixesOnTwoOrMore() ? How.ALL_SIXES : How.ROLLED;
        boolean hit = switch (how) {
            case ALL_ONES -> false;
            case ALL_SIXES -> true;
            default -> total >= defence;
        };
        return new AttackResult(attack.kind(), hit, how, thrown, stat, rollBonuses, total, defence, defenceBonuses,
                hit && thrown.anyTwoAlike());
    }

    private static void check(Attack attack) {
        Combatant attacker = attack.attacker();
        require(!attacker.is(Condition.KNOCKED_DOWN), "attack.knocked-down", "a knocked down model cannot make attacks (rulebook \"Knockdown\")");
        require(!attacker.is(Condition.STATIONARY), "attack.stationary", "a stationary model cannot make attacks (rulebook \"Stationary Models\")");
        if (attack.kind() == AttackKind.MAGIC) {
            require(attack.spell() != null && attack.spell().offensive(), "attack.not-offensive",
                    "only an offensive spell makes a magic attack (rulebook \"Spell Statistics\", OFF)");
            return;
        }
        // a power attack is made with the model's body, no weapon of its card (G12)
        require(attack.weapon() != null && (attack.has(Fact.POWER_ATTACK) || attacker.profile().weapons().contains(attack.weapon())), "attack.unknown-weapon",
                "the attacker attacks with a weapon of its own card (rulebook \"Weapon Statistics\")");
        require(attack.weapon().kind().equals(attack.kind() == AttackKind.MELEE ? "melee" : "ranged"), "attack.wrong-weapon",
                "a " + attack.kind().name().toLowerCase() + " attack is made with a " + attack.kind().name().toLowerCase() + " weapon (rulebook \"Combat Actions\")");
        require(!(attack.kind() == AttackKind.RANGED && attack.has(Fact.ATTACKER_IN_MELEE)), "attack.ranged-in-melee",
                "a model in melee cannot make ranged attacks (rulebook \"Ranged Attacks\")");
        if (attack.has(Fact.FREE_STRIKE)) {
            require(attack.kind() == AttackKind.MELEE, "free-strike.melee-only", "a free strike is a melee attack (rulebook \"Free Strikes\")");
            require(!attack.target().has(Advantage.PARRY), "free-strike.parry", "a model with Parry cannot be targeted by free strikes (rulebook \"Advantages\", Parry)");
        }
    }

    private static List<Bonus> rollBonuses(Attack attack) {
        List<Bonus> bonuses = new ArrayList<>();
        if (attack.has(Fact.BACK_STRIKE) && !attack.has(Fact.FREE_STRIKE)) {
            bonuses.add(new Bonus("back strike", 2));
        }
        if (attack.has(Fact.AIMED) && attack.kind() == AttackKind.RANGED) {
            bonuses.add(new Bonus("aim", 2));
        }
        if (attack.has(Fact.FREE_STRIKE)) {
            bonuses.add(new Bonus("free strike", 2));
        }
        bonuses.addAll(attack.rollBonuses());
        return bonuses;
    }

    private static List<Bonus> defenceBonuses(Attack attack) {
        List<Bonus> bonuses = new ArrayList<>();
        boolean huge = attack.has(Fact.HUGE_TARGET);
        if (attack.kind() == AttackKind.MELEE) {
            if (attack.has(Fact.OBSCURED)) {
                bonuses.add(new Bonus("obscured by terrain", 2));
            }
            return bonuses;
        }
        // Eyeless Sight ignores concealment, not cover (rulebook "Advantages", C07)
        boolean seenThrough = attack.protection() == Protection.CONCEALMENT && attack.attacker().has(Advantage.EYELESS_SIGHT);
        if (!huge && attack.protection().defenceBonus() > 0 && !seenThrough) {
            bonuses.add(new Bonus(attack.protection().name().toLowerCase(), attack.protection().defenceBonus()));
        }
        if (!huge && attack.has(Fact.TARGET_IN_MELEE) && !attack.has(Fact.ORIGIN_IN_MELEE_WITH_TARGET)) {
            bonuses.add(new Bonus("target in melee", 4));
        }
        return bonuses;
    }

    private static AttackResult automatic(Attack attack, boolean hit, How how, int stat, List<Bonus> rollBonuses, int defence,
                                          List<Bonus> defenceBonuses) {
        return new AttackResult(attack.kind(), hit, how, Thrown.none(), stat, rollBonuses, 0, defence, defenceBonuses, false);
    }
}
