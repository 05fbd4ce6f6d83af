package dev.arbiter.warmachine.pack;

import dev.arbiter.kernel.content.PackRefusal;
import dev.arbiter.warmachine.rules.ArmyList;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Army lists against the rulebook's "Building Your Army" (docs/rules/warmachine.md, Content packs): a warcaster and
 * models of the list's faction that exist, unit sizes the unit is sold in, field allowance, and points: no more than
 * the encounter level's plus the warcaster's warjack points spent on its battlegroup, no more than 5 below.
 */
record ListChecks(Pack pack, PackRefusal refusal) {

    static void check(Pack pack, PackRefusal refusal) {
        ListChecks checks = new ListChecks(pack, refusal);
        for (int i = 0; i < pack.lists().size(); i++) {
            checks.list("/lists/" + i, pack.lists().get(i));
        }
    }

    private void list(String at, ArmyList list) {
        refusal.require(pack.factions().stream().anyMatch(f -> f.id().equals(list.faction())), at + "/faction",
                "refers to no faction of the pack");
        Profile warcaster = model(at + "/warcaster", list.warcaster());
        refusal.require(warcaster.type() == Profile.Type.WARCASTER, at + "/warcaster", "'" + warcaster.id() + "' is not a warcaster");
        sameFaction(at + "/warcaster", warcaster, list);
        int battlegroup = 0;
        int others = 0;
        Map<String, Integer> bought = new HashMap<>();
        for (int e = 0; e < list.entries().size(); e++) {
            String where = at + "/entries/" + e;
            ArmyList.Entry entry = list.entries().get(e);
            Profile model = model(where + "/model", entry.model());
            sameFaction(where + "/model", model, list);
            refusal.require(model.type() != Profile.Type.TROOPER, where + "/model", "'" + model.id()
                    + "' is a trooper of a unit, bought with the unit that names it");
            // Q01: milestone 1 plays one warcaster a side, the one the list names
            refusal.require(model.type() != Profile.Type.WARCASTER, where + "/model", "the list's warcaster is named in 'warcaster'; "
                    + "one warcaster per army in milestone 1");
            int cost = cost(where, model, entry);
            if (model.type() == Profile.Type.WARJACK) {
                battlegroup += cost;
            } else {
                others += cost;
            }
            int count = bought.merge(model.id(), 1, Integer::sum);
            OptionalInt allowance = model.fieldAllowance();
            refusal.require(allowance.isEmpty() || count <= allowance.getAsInt(), where + "/model",
                    "'" + model.id() + "' bought " + count + " times, over its field allowance of " + model.fa() + " for one warcaster");
        }
        // Q03: warjack points buy only the battlegroup; what they leave unspent is lost
        int spent = others + Math.max(0, battlegroup - warcaster.warjackPoints());
        refusal.require(spent <= list.points(), at + "/entries", "the list spends " + spent + " army points, over its "
                + list.points() + " (" + warcaster.warjackPoints() + " warjack points go to the battlegroup only)");
        refusal.require(spent >= list.points() - ArmyList.SHORTFALL, at + "/points", "the list spends " + spent
                + " army points, more than " + ArmyList.SHORTFALL + " below its " + list.points());
    }

    private Profile model(String at, String id) {
        Optional<Profile> model = pack.model(id);
        refusal.require(model.isPresent(), at, "refers to no model of the pack");
        return model.orElseThrow();
    }

    private void sameFaction(String at, Profile model, ArmyList list) {
        refusal.require(model.faction().equals(list.faction()), at, "'" + model.id() + "' is of faction '" + model.faction()
                + "', not the list's '" + list.faction() + "'");
    }

    /** "Point Costs": a unit costs the option of its size, other models their own cost. */
    private int cost(String at, Profile model, ArmyList.Entry entry) {
        if (model.unit() == null) {
            refusal.require(entry.troopers() == null, at + "/troopers", "only a unit is bought in a size");
            return model.cost();
        }
        refusal.require(entry.troopers() != null, at + "/troopers", "a unit needs its size, one of its options");
        Optional<Profile.Unit.Option> option = model.unit().options().stream().filter(o -> o.troopers() == entry.troopers()).findFirst();
        refusal.require(option.isPresent(), at + "/troopers", "'" + model.id() + "' is not sold with " + entry.troopers() + " troopers");
        return option.orElseThrow().cost();
    }
}
