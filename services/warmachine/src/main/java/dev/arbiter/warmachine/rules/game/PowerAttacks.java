package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Profile.Weapon;
import dev.arbiter.warmachine.rules.combat.Attack;
import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.AttackRoll;
import dev.arbiter.warmachine.rules.combat.DamageResult;
import dev.arbiter.warmachine.rules.combat.DamageRoll;
import dev.arbiter.warmachine.rules.combat.DicePool;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.effect.EffectRule;
import dev.arbiter.warmachine.rules.game.CombatAction.Boosts;
import dev.arbiter.warmachine.rules.geometry.Arcs;
import dev.arbiter.warmachine.rules.geometry.BaseSize;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Shelter;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * A warjack's power attacks (rulebook "Power Attacks", G11-G13, K10): who may make one and what it costs, and the
 * head-butt, a Combat Action. The slam, which is a Normal Movement as well, is {@link Slams}'. A power attack's
 * {@link WarmachineEvent.Attacked} has weapon {@link #PLACE} and fact POWER_ATTACK; its damage is 2d6 + STR (G12).
 */
final class PowerAttacks {

    /** The weapon place a power attack's {@code Attacked} records: it is made with no weapon of the card. */
    static final int PLACE = -1;
    static final String FOCUS_WHY = "power-attack";

    private final Catalogue cards;
    private final CombatAction combat;

    PowerAttacks(Catalogue cards, CombatAction combat) {
        this.cards = cards;
        this.combat = combat;
    }

    /** The melee range of a head-butt or a slam: 2" for a colossal (a huge base), 0.5" for any other model (G13, G15). */
    static double reach(BaseSize base) {
        return base == BaseSize.HUGE ? 2 : 0.5;
    }

    /** The power attack as the resolvers see it: a melee "weapon" of POW 0, so that its damage is 2d6 + STR (G12). */
    static Weapon body(String name, BaseSize base) {
        return new Weapon(name, "melee", "-", reach(base), null, 0, List.of());
    }

    /**
     * Why the model may not make a power attack at all now, or empty (G11, K10, J05): warjacks make them (the pack has
     * no monstrosity or warbeast), standing, not in an activation in which they charged, not after another attack (a
     * power attack is never an additional attack), paying 1 focus, which a crippled Cortex cannot spend.
     */
    Optional<String> refusal(WarmachineState state, ModelState model) {
        Activation a = state.activation();
        if (!cards.warjack(model)) {
            return Optional.of("power-attack.not-allowed");
        }
        if (model.knockedDown()) {
            return Optional.of("power-attack.knocked-down");
        }
        if (a.charges().stream().anyMatch(c -> c.model().equals(model.id()))) {
            return Optional.of("power-attack.after-charge");
        }
        if (!a.attacksBy(model.id()).isEmpty()) {
            return Optional.of("power-attack.after-attacks");
        }
        if (model.focus() < 1 || model.damage().cortexCrippled()) {
            return Optional.of("focus.power-attack-needs-focus");
        }
        return Optional.empty();
    }

    /** Why this model may not power attack that one, or empty: an enemy (G11), and for a head-butt or slam not a larger base (G13). */
    static Optional<String> targetRefusal(ModelState attacker, ModelState target, Profile attackerCard, Profile targetCard, boolean largerAllowed) {
        if (target.id().equals(attacker.id()) || target.seat() == attacker.seat()) {
            return Optional.of("power-attack.friendly-target");
        }
        if (!largerAllowed && !attackerCard.baseSize().atLeast(targetCard.baseSize())) {
            return Optional.of("power-attack.larger-base");
        }
        return Optional.empty();
    }

    void requireAllowed(WarmachineState state, ModelState model) {
        refusal(state, model).ifPresent(rule -> {
            throw new RuleViolation(rule, explanation(rule, model));
        });
    }

    static ModelState target(WarmachineState state, String id) {
        return state.model(id).filter(ModelState::deployed)
                .orElseThrow(() -> new RuleViolation("power-attack.unknown-target", "no model " + id + " on the table"));
    }

    /** The head-butt (G13): a melee attack roll; a hit knocks the target down, then it suffers 2d6 + STR. */
    List<WarmachineEvent> headButt(WarmachineState state, WarmachineCommand.HeadButt command, Dice dice) {
        ModelState attacker = combat.attacker(state, command.model());
        requireAllowed(state, attacker);
        ModelState target = target(state, command.target());
        Optional<String> refused = headButtRefusal(state, attacker, target);
        refused.ifPresent(rule -> {
            throw new RuleViolation(rule, explanation(rule, attacker));
        });
        Boosts boosts = new Boosts(command.boostAttack(), command.boostDamage());
        requireFocus(attacker, boosts);
        List<WarmachineEvent> events = new ArrayList<>(List.of(new WarmachineEvent.FocusChanged(attacker.id(), attacker.focus() - 1, FOCUS_WHY)));
        Weapon body = body("Head-butt", cards.profile(attacker).baseSize());
        Attack attack = Attack.melee(cards.combatant(attacker), body, cards.combatant(target), facts(state, attacker, target));
        events.addAll(strike(attacker.withFocus(attacker.focus() - 1), attack, target, boosts, dice, () -> new Hit(knockDown(target), List.of())));
        return events;
    }

    /** Why this head-butt may not be made, or empty: an enemy not on a larger base, in reach and in sight (G05, G13). */
    Optional<String> headButtRefusal(WarmachineState state, ModelState attacker, ModelState target) {
        Optional<String> refused = targetRefusal(attacker, target, cards.profile(attacker), cards.profile(target), false);
        if (refused.isPresent()) {
            return refused;
        }
        Figure from = cards.figure(attacker);
        Figure at = cards.figure(target);
        if (!Melee.reaches(from, reach(cards.profile(attacker).baseSize()), at)) {
            return Optional.of("power-attack.out-of-reach");
        }
        if (!LineOfSight.exists(cards.field(state), from, at)) {
            return Optional.of("power-attack.no-line-of-sight");
        }
        return Optional.empty();
    }

    /** The focus the power attack and its boosts cost: 1 and 1 a boost (K08, K10). */
    static void requireFocus(ModelState attacker, Boosts boosts) {
        int cost = 1 + boosts.count();
        require(cost <= attacker.focus(), "focus.boost-needs-focus", "a power attack costs 1 focus and each boost 1 more (K08, K10): this one costs "
                + cost + " and " + attacker.id() + " has " + attacker.focus());
    }

    /** Back strike and intervening terrain, as for any melee attack (D12, G08), and the power attack's own fact. */
    Set<Fact> facts(WarmachineState state, ModelState attacker, ModelState target) {
        Figure from = cards.figure(attacker);
        Figure at = cards.figure(target);
        EnumSet<Fact> facts = EnumSet.of(Fact.POWER_ATTACK);
        if (Arcs.backStrike(from, at)) {
            facts.add(Fact.BACK_STRIKE);
        }
        if (Shelter.obscuredForMelee(cards.field(state), from, at)) {
            facts.add(Fact.OBSCURED);
        }
        return facts;
    }

    /** The knockdown of a hit, unless an effect says the model cannot be knocked down (rulebook "Knockdown", "Rule Priority"). */
    static List<WarmachineEvent> knockDown(ModelState model) {
        return Catalogue.forbidden(model, EffectRule.Prohibition.BE_KNOCKED_DOWN) ? List.of() : List.of(new WarmachineEvent.KnockedDown(model.id()));
    }

    /** What a hit does before its damage roll (the slam's movement, the knockdowns), and the extra dice it gives that roll. */
    record Hit(List<WarmachineEvent> events, List<String> extraDice) {

        static final Hit NOTHING = new Hit(List.of(), List.of());
    }

    /**
     * The attack roll (its boost paid first), then on a hit what {@code onHit} makes happen and the damage roll, with
     * the extra dice it gave (a collision), and the damage. {@code attacker} has paid for the power attack already.
     */
    List<WarmachineEvent> strike(ModelState attacker, Attack attack, ModelState target, Boosts boosts, Dice dice, Supplier<Hit> onHit) {
        List<WarmachineEvent> events = new ArrayList<>();
        int focus = attacker.focus();
        if (boosts.attack()) {
            events.add(new WarmachineEvent.FocusChanged(attacker.id(), --focus, "boost"));
        }
        AttackResult roll = AttackRoll.resolve(attack, boosts.attack() ? DicePool.twoDice().boost() : DicePool.twoDice(), dice);
        List<Fact> facts = attack.facts().stream().sorted().toList();
        if (!roll.hit()) {
            events.add(new WarmachineEvent.Attacked(attacker.id(), target.id(), PLACE, attack.weapon().name(), facts, attack.protection(), roll, null));
            return events;
        }
        Hit hit = onHit.get();
        events.addAll(hit.events());
        DicePool pool = boosts.damage() ? DicePool.twoDice().boost() : DicePool.twoDice();
        for (String rule : hit.extraDice()) {
            pool = pool.plusDieFrom(rule);
        }
        if (boosts.damage()) {
            events.add(new WarmachineEvent.FocusChanged(attacker.id(), --focus, "boost"));
        }
        DamageResult damage = DamageRoll.resolve(attack, roll, pool, dice);
        events.add(new WarmachineEvent.Attacked(attacker.id(), target.id(), PLACE, attack.weapon().name(), facts, attack.protection(), roll, damage));
        events.addAll(combat.suffer(target, damage.points(), dice));
        return events;
    }

    static String explanation(String rule, ModelState model) {
        return switch (rule) {
            case "power-attack.not-allowed" -> "warjacks make power attacks; other models only by their special rules, which the pack gives none (G11)";
            case "power-attack.knocked-down" -> "a knocked down model cannot make attacks (rulebook \"Knockdown\")";
            case "power-attack.after-charge" -> "a model cannot make a power attack in an activation in which it charges (G11)";
            case "power-attack.after-attacks" -> "a power attack is the Combat Action's attack and never an additional attack (G11)";
            case "focus.power-attack-needs-focus" -> "a warjack spends 1 focus point to make a power attack, and a crippled Cortex spends none (K10, J05): "
                    + model.id() + " has " + model.focus() + (model.damage().cortexCrippled() ? " with a crippled Cortex" : "");
            case "power-attack.friendly-target" -> "a model cannot target a friendly model, or itself, with a power attack (G11)";
            case "power-attack.larger-base" -> "a model cannot head-butt a model with a larger base (G13)";
            case "power-attack.out-of-reach" -> "a head-butt's melee range is 0.5\" (2\" for a colossal), in the front arc (G05, G13)";
            case "power-attack.no-line-of-sight" -> "an attack targets a model in the attacker's line of sight (F01-F05)";
            default -> rule;
        };
    }
}
