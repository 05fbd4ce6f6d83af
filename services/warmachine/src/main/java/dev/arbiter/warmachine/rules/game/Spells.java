package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Profile.Spell;
import dev.arbiter.warmachine.rules.combat.Attack;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.combat.SpellCast;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Protection;
import dev.arbiter.warmachine.rules.geometry.Shelter;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * Casting spells with focus in an activation (rulebook "Casting a Spell with FOCUS", "Spell Targeting", "Measuring the
 * Range of a Spell", "Spellcasting Sequence"; A21, I01, I03, I05-I08): the COST is paid, an offensive spell is a magic
 * attack through the combat resolvers, and a spell's TURN or RND modifiers go on the model it affects, an upkeep spell's
 * as an effect ({@link Upkeeps}); RNG SELF and CTRL, and AOE CTRL centred on the caster (I07).
 */
final class Spells {

    private static final String SELF = "SELF";
    private static final String CTRL = "CTRL";

    private final Catalogue cards;
    private final Formation formation;
    private final CombatAction combat;
    private final Focus focus;

    Spells(Catalogue cards, Formation formation, CombatAction combat, Focus focus) {
        this.cards = cards;
        this.formation = formation;
        this.combat = combat;
        this.focus = focus;
    }

    List<WarmachineEvent> cast(WarmachineState state, WarmachineCommand.CastSpell command, Dice dice) {
        ModelState caster = caster(state, command.model());
        Spell spell = spell(caster, command.spell());
        ModelState target = state.model(command.target()).filter(ModelState::deployed)
                .orElseThrow(() -> new RuleViolation("spell.unknown-target", "no model " + command.target() + " on the table"));
        CombatAction.Boosts boosts = new CombatAction.Boosts(command.boostAttack(), command.boostDamage());
        refusal(state, caster, spell, target).ifPresent(rule -> {
            throw new RuleViolation(rule, "spell.no-line-of-sight".equals(rule)
                    ? RefusalNumbers.noSight(cards.field(state), cards.figure(caster), cards.figure(target)) + ": " + explanation(rule)
                    : explanation(rule));
        });
        require(boosts.count() == 0 || spell.offensive(), "spell.boost-not-attack", "only a magic attack's rolls can be boosted (K08)");
        require(spell.cost() + boosts.count() <= caster.focus(), "spell.not-enough-focus",
                spell.name() + " costs " + spell.cost() + " focus, and each boost 1 more (rulebook \"Casting a Spell with FOCUS\", K08): this cast costs "
                        + (spell.cost() + boosts.count()) + " focus and " + caster.id() + " has " + caster.focus());
        boolean atItself = caster.id().equals(target.id());
        boolean inRange = atItself || inRange(state, caster, spell, target);
        SpellCast.Outcome outcome = SpellCast.declare(cards.combatant(caster), spell, caster.focus(), atItself, inRange);
        ModelState paid = caster.withFocus(caster.focus() - spell.cost());
        List<WarmachineEvent> events = new ArrayList<>(List.of(new FocusChanged(caster.id(), paid.focus(), "spell")));
        if (spell.upkeep()) {
            events.addAll(Upkeeps.recast(state, caster, spell));
        }
        events.add(new SpellDeclared(caster.id(), spell.name(), target.id()));
        if (outcome == SpellCast.Outcome.TAKES_EFFECT) {
            for (ModelState affected : spell.controlArea() ? inControlArea(state, caster) : List.of(target)) {
                events.addAll(tookEffect(state, caster, spell, affected));
            }
        } else if (outcome == SpellCast.Outcome.MAGIC_ATTACK) {
            List<WarmachineEvent> attack = magicAttack(state, paid, spell, target, inRange, boosts, dice);
            events.addAll(attack);
            boolean hit = attack.stream().anyMatch(e -> e instanceof Attacked a && a.roll().hit());
            boolean destroyed = attack.stream().anyMatch(e -> e instanceof ModelDestroyed);
            if (hit && !destroyed) {
                events.addAll(tookEffect(state, caster, spell, target));
            }
        }
        return events;
    }

    /** What the spell leaves on a model it affects: an upkeep spell's effect (I10), or a TURN or RND spell's modifiers. */
    private List<WarmachineEvent> tookEffect(WarmachineState state, ModelState caster, Spell spell, ModelState model) {
        if (spell.upkeep()) {
            return Upkeeps.applied(state, caster, spell, model);
        }
        List<TimedModifier> modifiers = SpellCast.modifiers(spell, state.turnNumber(), WarmachineState.SEATS);
        return modifiers.isEmpty() ? List.of() : List.of(new SpellTookEffect(model.id(), spell.name(), modifiers));
    }

    /**
     * A spell with AOE CTRL, centred on its caster: the friendly models in its control range, the caster included ("Spell
     * Statistics", AOE; a non-offensive spell affects friendly models only, clarification 48).
     */
    private List<ModelState> inControlArea(WarmachineState state, ModelState caster) {
        return state.of(caster.seat()).stream().filter(m -> focus.inControlRange(state, caster, m)).toList();
    }

    /** The target within the spell's reach: RNG in inches, or the control range for CTRL (I07); a SELF spell reaches only its caster. */
    private boolean inRange(WarmachineState state, ModelState caster, Spell spell, ModelState target) {
        return switch (spell.rng()) {
            case SELF -> caster.id().equals(target.id());
            case CTRL -> focus.inControlRange(state, caster, target);
            default -> Measure.inRange(cards.figure(caster), cards.figure(target), cards.spellReach(caster, spell));
        };
    }

    /** The magic attack of an offensive spell: like a ranged attack without the ranged-only rules (I01, I06). */
    private List<WarmachineEvent> magicAttack(WarmachineState state, ModelState caster, Spell spell, ModelState target, boolean inRange,
                                              CombatAction.Boosts boosts, Dice dice) {
        Battlefield field = cards.field(state);
        Figure from = cards.figure(caster);
        Figure at = cards.figure(target);
        Set<Fact> facts = EnumSet.noneOf(Fact.class);
        facts.addAll(RangedFacts.measured(field, from, at, cards.spellReach(caster, spell), cards.meleeRanges(state)));
        if (inRange) {
            // a spell at its caster is in range whatever its RNG (EX15)
            facts.remove(Fact.OUT_OF_RANGE);
        }
        Protection protection = Shelter.against(field, from, at);
        Attack attack = Attack.magic(cards.combatant(caster), spell, cards.combatant(target), facts, protection);
        return combat.resolve(state, attack, caster, -1, target, protection, boosts, dice);
    }

    /** Why this spell may not be cast at this target now, or empty (I03, I05, L06); COST and the resolver's checks come after. */
    Optional<String> refusal(WarmachineState state, ModelState caster, Spell spell, ModelState target) {
        if (caster.knockedDown()) {
            return Optional.of("spell.knocked-down");
        }
        boolean atItself = caster.id().equals(target.id());
        if (!spell.offensive() && target.seat() != caster.seat()) {
            return Optional.of("spell.friendly-only");
        }
        if (target.seat() == caster.seat() && !formation.inFormation(state, target)) {
            return Optional.of("spell.out-of-formation");
        }
        if (!atItself && !LineOfSight.exists(cards.field(state), cards.figure(caster), cards.figure(target))) {
            return Optional.of("spell.no-line-of-sight");
        }
        return Optional.empty();
    }

    /** The spells the activating members can cast now, unboosted, at targets in range (out of range they only waste focus). */
    List<WarmachineCommand> legal(WarmachineState state) {
        List<WarmachineCommand> legal = new ArrayList<>();
        Activation a = state.activation();
        for (String id : a.members()) {
            Optional<ModelState> caster = state.model(id);
            if (caster.isEmpty() || !mayCast(a, id)) {
                continue;
            }
            for (Spell spell : cards.profile(caster.get()).spells()) {
                if (spell.cost() > caster.get().focus()) {
                    continue;
                }
                for (ModelState target : state.models()) {
                    boolean atItself = target.id().equals(id);
                    boolean inRange = atItself || target.deployed() && inRange(state, caster.get(), spell, target);
                    if (inRange && mayTarget(spell, atItself) && refusal(state, caster.get(), spell, target).isEmpty()) {
                        legal.add(new WarmachineCommand.CastSpell(id, spell.name(), target.id(), false, false));
                    }
                }
            }
        }
        return legal;
    }

    /** A member casts any time in its activation, except after a run or a failed charge ended it (I03, E05, E08). */
    private static boolean mayCast(Activation a, String id) {
        return a.members().contains(id) && !a.finished().contains(id);
    }

    private ModelState caster(WarmachineState state, String id) {
        Activation a = state.activation();
        require(state.stage() == Stage.ACTIVATION && a != null, "activation.none", "a model casts spells during its activation (I03)");
        require(id != null && mayCast(a, id) && state.model(id).isPresent(), "spell.not-now",
                id + " is not an activating model whose activation a run or a failed charge has not ended (I03)");
        return state.model(id).orElseThrow();
    }

    private Spell spell(ModelState caster, String name) {
        return cards.profile(caster).spells().stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new RuleViolation("spell.unknown", "a model casts only the spells on its card (rulebook \"Spells\")"));
    }

    /**
     * The targets the rules allow besides range and sight ("Spell Statistics", "Spell Targeting"): a SELF spell and one
     * centred on its caster (AOE CTRL) only the caster; a non-offensive spell of numeric RNG any model, its caster too;
     * any other spell a model but its caster.
     */
    private static boolean mayTarget(Spell spell, boolean atItself) {
        if (SELF.equals(spell.rng()) || spell.controlArea()) {
            return atItself;
        }
        return !atItself || !spell.offensive() && !CTRL.equals(spell.rng());
    }

    private static String explanation(String rule) {
        return switch (rule) {
            case "spell.knocked-down" -> "a knocked down model cannot cast spells (rulebook \"Knockdown\")";
            case "spell.friendly-only" -> "the demo pack's non-offensive spells target friendly models (their card text; I05)";
            case "spell.out-of-formation" -> "friendly models cannot target out-of-formation troopers with spells (L06)";
            case "spell.no-line-of-sight" -> "a spell targets a model in its point of origin's line of sight (I05)";
            default -> rule;
        };
    }
}
