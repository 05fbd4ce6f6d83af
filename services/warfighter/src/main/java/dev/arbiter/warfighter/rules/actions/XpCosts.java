package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.WarfighterState;

/**
 * Who pays an XP cost (§3.1.3 Experience: "Experience that any Army has earned can be used to pay for the cost"): the Army a
 * command names in {@code xpFrom}, else the Army that plays or uses the card (for a Retain cost, the Army that played it). A
 * Location's XP cost is not one of these: §3.3.8 has the activating Army pay it (clarification 23).
 */
public final class XpCosts {

    private XpCosts() {
    }

    /**
     * Whether a refusal may be an XP cost its default payer cannot meet, the cost rules the callers of {@link #problem} name
     * ({@code card.cost}, {@code ability.cost}, {@code attack.xp}, {@code retain.cannot-pay}), so that another payer may help.
     */
    public static boolean mayBeShortfall(String rule) {
        return rule.endsWith(".cost") || rule.equals("attack.xp") || rule.equals("retain.cannot-pay");
    }

    /** The Army that pays the XP cost: {@code xpFrom} if named, else the acting Army. */
    public static int payer(ArmyState acting, Integer xpFrom) {
        return xpFrom == null ? acting.number() : xpFrom;
    }

    /**
     * Why the XP cost and the upgun's 1 XP cannot be paid, or null: {@code xpFrom} names an Army only for an XP cost
     * ({@code kind}{@code .xp-from}); the upgun's payer must hold its 1 XP besides any cost it pays too
     * ({@code kind}{@code .upgun-xp}); the cost's payer must stand and hold the cost ({@code costRule}).
     */
    public static String problem(WarfighterState state, ArmyState acting, String kind, String costRule, int cost, Integer xpFrom, Integer upgunFrom) {
        if (xpFrom != null && cost == 0) {
            return kind + ".xp-from";
        }
        int from = payer(acting, xpFrom);
        if (upgunFrom != null) {
            ArmyState upgunner = state.standingArmy(upgunFrom);
            if (upgunner == null || upgunner.xp() < 1 + (upgunFrom == from ? cost : 0)) {
                return kind + ".upgun-xp";
            }
        }
        ArmyState costPayer = state.standingArmy(from);
        return cost > 0 && (costPayer == null || costPayer.xp() < cost) ? costRule : null;
    }
}
