package dev.arbiter.warmachine.rules.combat;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A model's current stat from its base stat (rulebook "Base Stats, Current Stats & Modifiers"; inventory B05, A02):
 * a rule that sets the base stat wins over the printed one (the lowest such setting if several), then bonuses, then
 * penalties, and the result is never below 0. Modifiers that double or halve a stat come with milestone 2.
 */
public final class CurrentStat {

    private CurrentStat() {
    }

    /**
     * @param printed the stat bar's value
     * @param setTo values rules set the base stat to (knocked down, stationary, crippled Movement: DEF 5)
     * @param amounts signed bonuses and penalties
     */
    public static int of(int printed, Collection<Integer> setTo, Collection<Integer> amounts) {
        OptionalInt set = setTo.stream().mapToInt(Integer::intValue).min();
        int base = set.orElse(printed);
        int bonuses = amounts.stream().filter(a -> a > 0).mapToInt(Integer::intValue).sum();
        int penalties = amounts.stream().filter(a -> a < 0).mapToInt(Integer::intValue).sum();
        return Math.max(0, base + bonuses + penalties);
    }

    /**
     * The amounts the timed modifiers in play give {@code stat}, one per effect name: instances of one effect are
     * not cumulative, different effects are even when they change the stat alike (rulebook "Rule Priority"; EX07, EX08).
     */
    public static List<Integer> amountsOn(String stat, Collection<TimedModifier> inPlay) {
        Map<String, Integer> byEffect = new LinkedHashMap<>();
        for (TimedModifier timed : inPlay) {
            if (timed.modifier().stat().equals(stat)) {
                byEffect.putIfAbsent(timed.effect(), timed.modifier().amount());
            }
        }
        return List.copyOf(byEffect.values());
    }
}
