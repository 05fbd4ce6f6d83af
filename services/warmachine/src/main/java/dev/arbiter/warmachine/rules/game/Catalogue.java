package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.combat.Combatant;
import dev.arbiter.warmachine.rules.combat.Condition;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.effect.EffectRule;
import dev.arbiter.warmachine.rules.effect.Quality;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.TerrainFeature;
import dev.arbiter.warmachine.rules.geometry.Trait;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The content pack's cards and terrain as the game reads them, and the table of a state as geometry sees it. */
final class Catalogue {

    private final Pack pack;
    private final Map<String, List<TerrainFeature>> terrain = new ConcurrentHashMap<>();

    Catalogue(Pack pack) {
        this.pack = pack;
    }

    Pack pack() {
        return pack;
    }

    Profile profile(ModelState model) {
        return pack.model(model.profile()).orElseThrow();
    }

    Profile.Type type(ModelState model) {
        return profile(model).type();
    }

    boolean warcaster(ModelState model) {
        return type(model) == Profile.Type.WARCASTER;
    }

    boolean warjack(ModelState model) {
        return type(model) == Profile.Type.WARJACK;
    }

    /** Its current SPD, the inches of a full advance, with the modifiers in play (B04, B05, E04). */
    double speed(ModelState model) {
        return combatant(model).current("SPD");
    }

    /** Its command range: its current CMD in inches, with the modifiers in play (B05, B06, L05). */
    double commandRange(ModelState model) {
        return combatant(model).current("CMD");
    }

    /** The longest melee range among its melee weapons, 0 without one (G05). */
    double meleeRange(ModelState model) {
        return profile(model).weapons().stream().filter(w -> "melee".equals(w.kind())).mapToDouble(Profile.Weapon::rng).max().orElse(0);
    }

    /** The model as the combat resolvers see it: its card, its damage, the modifiers of spells and effects in play and knockdown (M01). */
    Combatant combatant(ModelState model) {
        Set<Condition> conditions = model.knockedDown() ? Set.of(Condition.KNOCKED_DOWN) : Set.of();
        List<TimedModifier> modifiers = new ArrayList<>(model.modifiers());
        model.effects().forEach(effect -> modifiers.addAll(effect.modifiers()));
        return new Combatant(profile(model), model.damage(), modifiers, conditions);
    }

    /**
     * The model as an attack with {@code weapon} (null for a spell) sees it: a Blessed weapon ignores the bonuses spells in
     * play on it add to DEF and ARM (rulebook "Weapon Qualities", B08), upkeep spells included; a feat's bonuses still count, a
     * feat being no spell.
     */
    Combatant target(ModelState model, Profile.Weapon weapon) {
        if (weapon == null || !weapon.has(Quality.BLESSED)) {
            return combatant(model);
        }
        List<TimedModifier> modifiers = new ArrayList<>(model.modifiers().stream().filter(m -> !spellDefence(m)).toList());
        // an upkeep spell is an effect too, and a spell: its DEF and ARM bonuses are ignored like the other spells'
        model.effects().forEach(effect -> modifiers.addAll(effect.expiry().upkeep()
                ? effect.modifiers().stream().filter(m -> !spellDefence(m)).toList() : effect.modifiers()));
        Combatant all = combatant(model);
        return new Combatant(all.profile(), all.track(), modifiers, all.conditions());
    }

    private static boolean spellDefence(TimedModifier spell) {
        String stat = spell.modifier().stat();
        return spell.modifier().amount() > 0 && ("DEF".equals(stat) || "ARM".equals(stat));
    }

    /**
     * How far a spell reaches from its caster (rulebook "Spell Statistics", RNG; K02): its RNG in inches, the caster's
     * control range (twice its current FOCUS) for CTRL, nothing beyond the caster for SELF.
     */
    double spellReach(ModelState caster, Profile.Spell spell) {
        return switch (spell.rng()) {
            case "SELF" -> 0;
            case "CTRL" -> 2.0 * combatant(caster).current("FOCUS");
            default -> Double.parseDouble(spell.rng());
        };
    }

    /** Whether an effect in play on it forbids {@code what} ("Rule Priority": a model's rules override the standard ones). */
    static boolean forbidden(ModelState model, EffectRule.Prohibition what) {
        return model.effects().stream().anyMatch(effect -> effect.forbids(what));
    }

    List<TerrainFeature> terrain(String layout) {
        return terrain.computeIfAbsent(layout, id -> pack.layout(id)
                .orElseThrow(() -> new RuleViolation("setup.unknown-layout", "the pack has no terrain layout " + id)).terrain());
    }

    /** The deployed models and the terrain; sides are "seat0" and "seat1". */
    Battlefield field(WarmachineState state) {
        List<Figure> figures = state.models().stream().filter(ModelState::deployed).map(this::figure).toList();
        return Battlefield.of(figures, terrain(state.layout()));
    }

    Figure figure(ModelState model) {
        Profile card = profile(model);
        Set<Trait> traits = EnumSet.noneOf(Trait.class);
        if (card.has(Profile.Advantage.STEALTH)) {
            traits.add(Trait.STEALTH);
        }
        if (card.has(Profile.Advantage.PATHFINDER)) {
            traits.add(Trait.PATHFINDER);
        }
        if (model.knockedDown()) {
            traits.add(Trait.KNOCKED_DOWN);
        }
        return new Figure(model.id(), side(model.seat()), card.baseSize(), model.pose(), traits);
    }

    static String side(int seat) {
        return "seat" + seat;
    }

    /** Every deployed model's melee range, for the geometry's melee questions. */
    Map<String, Double> meleeRanges(WarmachineState state) {
        Map<String, Double> ranges = new HashMap<>();
        state.models().stream().filter(ModelState::deployed).filter(m -> !m.inert()).forEach(m -> ranges.put(m.id(), meleeRange(m)));
        return ranges;
    }

    /** The army points a model or a whole unit is worth (P04); a warcaster is worth none (Q03). */
    int points(ModelState model, int troopers) {
        Profile card = profile(model);
        if (card.type() == Profile.Type.UNIT) {
            return card.unit().options().stream().filter(o -> o.troopers() == troopers).mapToInt(Profile.Unit.Option::cost).findFirst().orElse(0);
        }
        return card.cost() == null ? 0 : card.cost();
    }
}
