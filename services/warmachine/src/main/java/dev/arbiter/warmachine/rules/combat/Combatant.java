package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Profile.Advantage;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A model as the resolvers see it: its card, its damage, the timed modifiers in play on it and its conditions. The
 * game holds these; the resolvers only read them.
 */
public record Combatant(Profile profile, DamageTrack track, List<TimedModifier> modifiers, Set<Condition> conditions) {

    public Combatant {
        modifiers = List.copyOf(modifiers);
        conditions = Set.copyOf(conditions);
    }

    /** A fresh model: no damage, no modifiers, standing. */
    public static Combatant fresh(Profile profile) {
        return new Combatant(profile, DamageTrack.of(profile), List.of(), Set.of());
    }

    public Combatant with(DamageTrack damage) {
        return new Combatant(profile, damage, modifiers, conditions);
    }

    public Combatant with(TimedModifier modifier) {
        List<TimedModifier> more = new ArrayList<>(modifiers);
        more.add(modifier);
        return new Combatant(profile, track, more, conditions);
    }

    public Combatant with(Condition condition) {
        return new Combatant(profile, track, modifiers, union(conditions, condition));
    }

    public boolean is(Condition condition) {
        return conditions.contains(condition);
    }

    public boolean has(Advantage advantage) {
        return profile.has(advantage);
    }

    /** Knocked down, stationary or a crippled Movement system set base DEF to 5 (M01, M02, J05). */
    public int def() {
        return def(CurrentStat.amountsOn("DEF", modifiers));
    }

    /** DEF with these bonuses and penalties (the modifiers in play and what the attack adds, such as cover). */
    public int def(List<Integer> amounts) {
        boolean five = is(Condition.KNOCKED_DOWN) || is(Condition.STATIONARY) || track.movementCrippled();
        return CurrentStat.of(profile.stats().def(), five ? List.of(5) : List.of(), amounts);
    }

    /** The current value of any other stat of the bar (SPD STR MAT RAT ARM FOCUS ...), with the modifiers in play. */
    public int current(String stat) {
        return current(stat, List.of());
    }

    /** The current value with these bonuses and penalties besides the modifiers in play (a Shield's ARM, B08). */
    public int current(String stat, List<Integer> extra) {
        Profile.Stats s = profile.stats();
        int printed = switch (stat) {
            case "SPD" -> s.spd();
            case "STR" -> s.str();
            case "MAT" -> s.mat();
            case "RAT" -> s.rat();
            case "DEF" -> s.def();
            case "ARM" -> s.arm();
            case "CMD" -> s.cmd() == null ? 0 : s.cmd();
            case "FOCUS" -> s.focus() == null ? 0 : s.focus();
            default -> throw new IllegalArgumentException("no stat " + stat);
        };
        List<Integer> amounts = new ArrayList<>(CurrentStat.amountsOn(stat, modifiers));
        amounts.addAll(extra);
        return stat.equals("DEF") ? def(amounts) : CurrentStat.of(printed, List.of(), amounts);
    }

    private static Set<Condition> union(Set<Condition> conditions, Condition condition) {
        EnumSet<Condition> all = EnumSet.noneOf(Condition.class);
        all.addAll(conditions);
        all.add(condition);
        return all;
    }
}
