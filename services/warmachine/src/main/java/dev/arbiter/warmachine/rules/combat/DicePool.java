package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.kernel.spi.RuleViolation;
import java.util.ArrayList;
import java.util.List;

/**
 * How many dice an attack or damage roll throws (rulebook "Dice & Rounding", "Additional Dice & Boosted Rolls";
 * inventory D01-D03, J05): two, one more when boosted, one more for each additional die, each from a different rule,
 * and one fewer for each die a rule removes (a crippled weapon system).
 *
 * @param boosted whether the roll is boosted, by a player's focus or automatically
 * @param automaticBoost the rule that boosted it without being asked (a charge attack, a free strike), or null
 * @param additional the rules that each grant an additional die
 * @param removed the rules that each take a die away
 */
public record DicePool(boolean boosted, String automaticBoost, List<String> additional, List<String> removed) {

    public DicePool {
        additional = List.copyOf(additional);
        removed = List.copyOf(removed);
    }

    /** The ordinary 2d6. */
    public static DicePool twoDice() {
        return new DicePool(false, null, List.of(), List.of());
    }

    /** A player's boost, declared before rolling; a roll is boosted once at most, an automatic boost included (EX01). */
    public DicePool boost() {
        RuleViolation.require(!boosted, "roll.already-boosted", automaticBoost == null
                ? "a roll can be boosted only once (rulebook \"Additional Dice & Boosted Rolls\")"
                : "this roll is already boosted by " + automaticBoost + ", and a roll can be boosted only once (rulebook \"Additional Dice & Boosted Rolls\")");
        return new DicePool(true, null, additional, removed);
    }

    /** A boost the rules give without focus; asking to boost as well is refused. */
    public DicePool boostedBy(String rule) {
        return boosted ? this : new DicePool(true, rule, additional, removed);
    }

    /** An additional die from a rule; a second die from the same rule is refused. */
    public DicePool plusDieFrom(String rule) {
        RuleViolation.require(!additional.contains(rule), "roll.same-rule-additional-die",
                "each additional die must come from a different rule, and " + rule + " already gave one (rulebook \"Additional Dice & Boosted Rolls\")");
        List<String> more = new ArrayList<>(additional);
        more.add(rule);
        return new DicePool(boosted, automaticBoost, more, removed);
    }

    /** One die fewer because of a rule, such as a crippled weapon system (J05). */
    public DicePool lessDieFrom(String rule) {
        List<String> more = new ArrayList<>(removed);
        more.add(rule);
        return new DicePool(boosted, automaticBoost, additional, more);
    }

    /** Dice thrown; never fewer than none. */
    public int count() {
        return Math.max(0, 2 + (boosted ? 1 : 0) + additional.size() - removed.size());
    }
}
