package dev.arbiter.warmachine.pack;

import dev.arbiter.kernel.content.PackRefusal;
import dev.arbiter.warmachine.rules.ArmyList;
import dev.arbiter.warmachine.rules.Layout;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Scenario;
import dev.arbiter.warmachine.rules.effect.EffectRule;
import dev.arbiter.warmachine.rules.effect.Quality;
import dev.arbiter.warmachine.rules.geometry.BaseSize;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What the pack schema cannot say about ids and model profiles (docs/rules/warmachine.md, Content packs):
 * unique ids, factions that exist, stat bars of the model's type, warjack bases of their class, grids with
 * every system their weapons need, unit sizes told apart. Each refusal names the JSON pointer.
 */
record PackChecks(Pack pack, PackRefusal refusal) {

    static void check(Pack pack, PackRefusal refusal) {
        PackChecks checks = new PackChecks(pack, refusal);
        checks.uniqueIds();
        for (int i = 0; i < pack.models().size(); i++) {
            checks.model("/models/" + i, pack.models().get(i));
        }
    }

    private void uniqueIds() {
        unique("factions", pack.factions(), Pack.Faction::id);
        unique("models", pack.models(), Profile::id);
        unique("lists", pack.lists(), ArmyList::id);
        unique("layouts", pack.layouts(), Layout::id);
        unique("scenarios", pack.scenarios(), Scenario::id);
        for (int i = 0; i < pack.layouts().size(); i++) {
            unique("layouts/" + i + "/features", pack.layouts().get(i).features(), Layout.Feature::id);
        }
    }

    private <T> void unique(String member, List<T> items, Function<T, String> id) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < items.size(); i++) {
            String value = id.apply(items.get(i));
            refusal.require(seen.add(value), "/" + member + "/" + i + "/id", "id '" + value + "' used twice");
        }
    }

    private void model(String at, Profile model) {
        refusal.require(pack.factions().stream().anyMatch(f -> f.id().equals(model.faction())), at + "/faction",
                "refers to no faction of the pack");
        statBar(at, model);
        rulesNamed(at, model);
        if (model.type() == Profile.Type.WARJACK) {
            warjack(at, model);
        }
        if (model.feat() != null) {
            feat(at + "/feat", model.id(), model.feat());
        }
        for (int sp = 0; sp < model.spells().size(); sp++) {
            spell(at + "/spells/" + sp, model.id(), model.spells().get(sp));
        }
        refusal.require(!model.officer() || model.type() == Profile.Type.TROOPER, at + "/advantages",
                "only a trooper with a card of its own, attached to a unit, is an Officer");
        if (model.unit() != null) {
            attached(at, model);
            Set<Integer> sizes = new HashSet<>();
            for (int o = 0; o < model.unit().options().size(); o++) {
                refusal.require(sizes.add(model.unit().options().get(o).troopers()), at + "/unit/options/" + o + "/troopers",
                        "two options of one size: a list names its option by the number of troopers");
            }
        }
    }

    /** "Unit Components": the attached troopers are trooper cards of the unit's faction, at most one an Officer, which a unit without a Leader needs. */
    private void attached(String at, Profile model) {
        int officers = 0;
        for (int a = 0; a < model.unit().attached().size(); a++) {
            Optional<Profile> trooper = pack.model(model.unit().attached().get(a));
            String where = at + "/unit/attached/" + a;
            refusal.require(trooper.isPresent() && trooper.get().type() == Profile.Type.TROOPER, where, "refers to no trooper card of the pack");
            refusal.require(trooper.get().faction().equals(model.faction()), where, "a trooper of another faction");
            officers += trooper.get().officer() ? 1 : 0;
        }
        refusal.require(officers <= 1, at + "/unit/attached", "a unit has one commander: at most one Officer");
        refusal.require(model.unit().leader() != null || officers == 1, at + "/unit", "a unit without a Leader is led by an Officer");
    }

    /**
     * A feat's rules are data the effect framework interprets (docs/rules/warmachine.md, Effects, feats and upkeep): an
     * effect it cannot interpret refuses the pack, naming the card and the member, rather than failing in a game.
     */
    private void feat(String at, String card, Profile.Feat feat) {
        for (int e = 0; e < feat.effects().size(); e++) {
            Optional<String> problem = EffectRule.problem(feat.effects().get(e));
            refusal.require(problem.isEmpty(), at + "/effects/" + e, "card '" + card + "', feat " + feat.name() + ": " + problem.orElse(""));
        }
        boolean rules = !feat.effects().isEmpty();
        refusal.require(rules == (feat.affects() != null) && rules == (feat.duration() != null), at,
                "a feat with effects says which models it affects and its duration, and one without effects says neither");
    }

    /**
     * Advantages and weapon qualities are rules the game acts on ("Advantages", "Weapon Qualities"): a name it does not
     * know refuses the pack, naming the card and the member, rather than being played as if the card lacked it.
     */
    private void rulesNamed(String at, Profile model) {
        for (int a = 0; a < model.advantages().size(); a++) {
            String name = model.advantages().get(a);
            refusal.require(Profile.Advantage.named(name).isPresent(), at + "/advantages/" + a,
                    "card '" + model.id() + "': unknown advantage '" + name + "': the advantages are " + Profile.Advantage.cardNames());
        }
        for (int w = 0; w < model.weapons().size(); w++) {
            Profile.Weapon weapon = model.weapons().get(w);
            for (int q = 0; q < weapon.qualities().size(); q++) {
                String name = weapon.qualities().get(q);
                refusal.require(Quality.named(name).isPresent(), at + "/weapons/" + w + "/qualities/" + q, "card '" + model.id() + "', weapon "
                        + weapon.name() + ": unknown weapon quality '" + name + "': the qualities are " + Quality.cardNames());
            }
        }
    }

    /**
     * "Spell Statistics" as the game plays it (docs/rules/warmachine.md, Effects, feats and upkeep): an AOE CTRL spell is
     * centred on its caster (RNG SELF); an offensive spell at its own caster would be an AOE attack, and an upkeep spell
     * on many models at once a unit-wide upkeep, neither of which the rules resolve yet.
     */
    private void spell(String at, String card, Profile.Spell spell) {
        String named = "card '" + card + "', spell " + spell.name() + ": ";
        refusal.require(!spell.controlArea() || "SELF".equals(spell.rng()), at + "/rng", named + "an AOE CTRL spell is centred on its caster: RNG SELF");
        refusal.require(!spell.offensive() || !"SELF".equals(spell.rng()), at + "/offensive",
                named + "an offensive spell centred on its caster is an AOE attack, not resolved yet");
        refusal.require(!spell.upkeep() || !spell.controlArea(), at + "/aoe", named + "an upkeep spell on many models at once is not resolved yet");
    }

    /** "Model Statistics": FOCUS is a warcaster's; warjacks have no CMD (B06), every other model has one. */
    private void statBar(String at, Profile model) {
        boolean warcaster = model.type() == Profile.Type.WARCASTER;
        refusal.require(warcaster == (model.stats().focus() != null), at + "/stats",
                warcaster ? "a warcaster needs FOCUS" : "only a warcaster has FOCUS");
        boolean warjack = model.type() == Profile.Type.WARJACK;
        refusal.require(warjack == (model.stats().cmd() == null), at + "/stats", warjack ? "a warjack has no CMD" : "this model needs CMD");
    }

    /**
     * B02: light warjacks stand on medium bases, heavy ones on large. "Damage Capacity & Damage Grids", J05: the grid
     * holds Cortex and Movement boxes, and the system of every located weapon so that it can be crippled.
     */
    private void warjack(String at, Profile model) {
        BaseSize expected = model.warjackClass() == Profile.WarjackClass.LIGHT ? BaseSize.MEDIUM : BaseSize.LARGE;
        refusal.require(model.baseSize() == expected, at + "/base",
                "a " + model.warjackClass().name().toLowerCase(Locale.ROOT) + " warjack stands on a " + expected.millimetres() + " mm base");
        for (char system : new char[] {'C', 'M'}) {
            refusal.require(model.gridHolds(system), at + "/grid", "the grid has no " + system + " system box");
        }
        for (int w = 0; w < model.weapons().size(); w++) {
            char system = model.weapons().get(w).system();
            refusal.require(system == '-' || model.gridHolds(system), at + "/weapons/" + w + "/location",
                    "the grid has no " + system + " system box for this weapon");
        }
    }
}
