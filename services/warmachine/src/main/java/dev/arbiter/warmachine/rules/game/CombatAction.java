package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Profile.Weapon;
import dev.arbiter.warmachine.rules.combat.Attack;
import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.AttackRoll;
import dev.arbiter.warmachine.rules.combat.Combatant;
import dev.arbiter.warmachine.rules.combat.DamageResult;
import dev.arbiter.warmachine.rules.combat.DamageRoll;
import dev.arbiter.warmachine.rules.combat.DicePool;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.combat.Stray;
import dev.arbiter.warmachine.rules.combat.Wound;
import dev.arbiter.warmachine.rules.effect.EffectRule;
import dev.arbiter.warmachine.rules.game.Activation.ChargeMade;
import dev.arbiter.warmachine.rules.game.Activation.Strike;
import dev.arbiter.warmachine.rules.geometry.Arcs;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Protection;
import dev.arbiter.warmachine.rules.geometry.Shelter;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * A member's Combat Action (rulebook "Combat Actions", G01-G03, E08): its initial attacks, one a command. The game asks
 * the geometry for the facts, hands them to the combat resolvers and records the dice, the damage marked and a
 * destruction as events.
 */
final class CombatAction {

    private final Catalogue cards;
    private final Strays strays;

    /** The boosts a player asks for with an attack, 1 focus each (K08). */
    record Boosts(boolean attack, boolean damage) {

        static final Boosts NONE = new Boosts(false, false);

        int count() {
            return (attack ? 1 : 0) + (damage ? 1 : 0);
        }
    }

    CombatAction(Catalogue cards) {
        this.cards = cards;
        this.strays = new Strays(cards);
    }

    List<WarmachineEvent> attack(WarmachineState state, String attackerId, int place, String targetId, boolean melee, Boosts boosts, Dice dice) {
        ModelState attacker = attacker(state, attackerId);
        Weapon weapon = weapon(attacker, place, melee);
        ModelState target = state.model(targetId).filter(ModelState::deployed)
                .orElseThrow(() -> new RuleViolation("attack.unknown-target", "no model " + targetId + " on the table"));
        refusal(state, attacker, place, target).ifPresent(rule -> {
            throw new RuleViolation(rule, numbers(state, attacker, weapon, target, rule).map(n -> n + ": ").orElse("") + explanation(rule));
        });
        boolean additional = additional(state.activation(), attacker, place, weapon);
        int cost = boosts.count() + (additional ? 1 : 0);
        require(cost <= attacker.focus() && (boosts.count() == 0 || !attacker.damage().cortexCrippled()), "focus.boost-needs-focus",
                "each boost costs 1 focus point on the attacker, an additional attack 1 more, and a crippled Cortex spends none (K07, K08, J05): "
                        + "this attack costs " + cost + " focus and " + attacker.id() + " has " + attacker.focus()
                        + (attacker.damage().cortexCrippled() ? " with a crippled Cortex" : ""));
        Set<Fact> facts = facts(state, attacker, weapon, target);
        require(!(boosts.damage() && facts.contains(Fact.CHARGE_ATTACK)), "roll.already-boosted",
                "a charge attack's damage roll is boosted already, and a roll is boosted once (rulebook \"Additional Dice & Boosted Rolls\", EX01)");
        Protection protection = melee ? Protection.NONE : Shelter.against(cards.field(state), cards.figure(attacker), cards.figure(target));
        Combatant striker = cards.combatant(attacker);
        Combatant struck = cards.target(target, weapon);
        Attack attack = melee ? Attack.melee(striker, weapon, struck, facts) : Attack.ranged(striker, weapon, struck, facts, protection);
        if (!additional) {
            return resolve(state, attack, attacker, place, target, protection, boosts, dice);
        }
        List<WarmachineEvent> events = new ArrayList<>(List.of(new WarmachineEvent.FocusChanged(attacker.id(), attacker.focus() - 1, "additional-attack")));
        events.addAll(resolve(state, attack, attacker.withFocus(attacker.focus() - 1), place, target, protection, boosts, dice));
        return events;
    }

    /**
     * An attack with a weapon whose initial attacks are made is an additional attack (G02, G03, K07); so is every attack
     * after a power attack, which is the whole of the Combat Action's initial attacks (G11).
     */
    private static boolean additional(Activation a, ModelState attacker, int place, Weapon weapon) {
        List<Strike> made = a.attacksBy(attacker.id());
        return made.stream().anyMatch(s -> s.weapon() == PowerAttacks.PLACE)
                || made.stream().filter(s -> s.weapon() == place).count() >= initialAttacks(weapon);
    }

    /** A warcaster or warjack buys an additional melee attack for 1 focus (K07); ranged ones need a rule milestone 1 lacks. */
    private boolean mayBuyAttack(ModelState attacker) {
        return attacker.focus() >= 1 && !attacker.damage().cortexCrippled() && (cards.warcaster(attacker) || cards.warjack(attacker));
    }

    /**
     * The free strike a prompt offered (G07): a melee attack at the model that left, with a weapon that reached it there
     * (the prompt's), +2 to hit and damage boosted, never a back strike; the move is already recorded (clarification 19),
     * so no other position fact is measured.
     */
    List<WarmachineEvent> freeStrike(WarmachineState state, Prompt prompt, int place, Dice dice) {
        ModelState striker = state.model(prompt.subject()).orElseThrow();
        Weapon weapon = weapon(striker, place, true);
        require(prompt.weapons().contains(place), "free-strike.out-of-reach", weapon.name() + " (" + weapon.rng()
                + "\") does not reach the model where it left; a free strike is made with a melee weapon whose range reaches it"
                + " (rulebook \"Free Strikes\", G07): " + prompt.weapons());
        ModelState target = state.model(prompt.choices().get(0)).orElseThrow();
        // the back arc is measured where the mover left, for the damage a Buckler or Shield does not stop (B08)
        Set<Fact> facts = Arcs.backStrike(cards.figure(striker), cards.figure(target)) ? Set.of(Fact.FREE_STRIKE, Fact.BACK_STRIKE) : Set.of(Fact.FREE_STRIKE);
        Attack attack = Attack.melee(cards.combatant(striker), weapon, cards.target(target, weapon), facts);
        List<WarmachineEvent> events = new ArrayList<>(List.of(new WarmachineEvent.FreeStrikeMade(striker.id(), target.id())));
        events.addAll(resolve(state, attack, striker, place, target, Protection.NONE, Boosts.NONE, dice));
        return events;
    }

    /** The free strikes the prompt's striker may make: one per melee weapon that reached the mover, none at a Parry model (C11). */
    List<WarmachineCommand> freeStrikes(WarmachineState state, Prompt prompt) {
        ModelState target = state.model(prompt.choices().get(0)).orElseThrow();
        if (cards.profile(target).has(Profile.Advantage.PARRY)) {
            return List.of();
        }
        return prompt.weapons().stream().<WarmachineCommand>map(place -> new WarmachineCommand.MakeFreeStrike(prompt.subject(), place)).toList();
    }

    /**
     * Rolls to hit, to damage, marks the damage and records it all (rulebook "Attack Sequence"); {@code place} is the
     * weapon's place on the card, -1 for a spell's magic attack.
     */
    List<WarmachineEvent> resolve(WarmachineState state, Attack attack, ModelState attacker, int place, ModelState target, Protection protection,
                                  Boosts boosts, Dice dice) {
        if (!boosts.attack()) {
            return rolled(state, attack, attacker, place, target, protection, boosts, dice);
        }
        ModelState paid = attacker.withFocus(attacker.focus() - 1);
        List<WarmachineEvent> events = new ArrayList<>(List.of(new WarmachineEvent.FocusChanged(attacker.id(), paid.focus(), "boost")));
        events.addAll(rolled(state, attack, paid, place, target, protection, boosts, dice));
        return events;
    }

    /** The attack roll (its boost paid), the damage roll and the damage; a miss into melee strays once (H06). */
    private List<WarmachineEvent> rolled(WarmachineState state, Attack attack, ModelState attacker, int place, ModelState target,
                                         Protection protection, Boosts boosts, Dice dice) {
        List<WarmachineEvent> events = new ArrayList<>();
        int focus = attacker.focus();
        AttackResult roll = AttackRoll.resolve(attack, boosts.attack() ? DicePool.twoDice().boost() : DicePool.twoDice(), dice);
        DamageResult damage = roll.hit() ? DamageRoll.resolve(attack, roll, boosts.damage() ? DicePool.twoDice().boost() : DicePool.twoDice(), dice) : null;
        List<Fact> facts = attack.facts().stream().sorted().toList();
        String with = attack.weapon() != null ? attack.weapon().name() : attack.spell().name();
        events.add(new WarmachineEvent.Attacked(attacker.id(), target.id(), place, with, facts, protection, roll, damage));
        if (damage != null && boosts.damage()) {
            events.add(events.size() - 1, new WarmachineEvent.FocusChanged(attacker.id(), --focus, "boost"));
        }
        if (Stray.follows(attack, roll)) {
            strays.after(state, attack, attacker, target, dice).ifPresent(strayed -> {
                events.add(strayed.event());
                events.addAll(rolled(state, strayed.attack(), attacker, place, strayed.target(), strayed.protection(), boosts, dice));
            });
            return events;
        }
        if (roll.hit() && attack.weapon() != null) {
            // what the hit does resolves before its damage (D10): the weapon's continuous effects (B12)
            events.addAll(ContinuousEffects.onHit(attacker.id(), attack.weapon(), target.id(), cards.profile(target), roll.critical()));
        }
        if (damage != null) {
            events.addAll(suffer(target, damage.points(), dice));
        }
        return events;
    }

    /** Damage points the model suffers: offered to its power field first when it may reinforce it (K13), else marked. */
    List<WarmachineEvent> suffer(ModelState target, int points, Dice dice) {
        if (points <= 0) {
            return List.of();
        }
        if (mayReinforce(target)) {
            // the damage waits for the player's answer (K13)
            return List.of(new WarmachineEvent.PowerFieldOffered(target.id(), points));
        }
        return wound(target, points, dice);
    }

    /** A warcaster holding focus may reinforce its power field when it would suffer damage (K13). */
    private boolean mayReinforce(ModelState target) {
        return cards.warcaster(target) && target.focus() >= 1;
    }

    /** Marks the points on the model, with Tough, knockdown, destruction and a crippled Cortex's lost focus (J02-J08, C15). */
    List<WarmachineEvent> wound(ModelState target, int points, Dice dice) {
        Wound wound = Wound.inflict(cards.combatant(target), points, dice);
        var marking = wound.marking();
        Disablement fate = wound.disablement();
        List<WarmachineEvent> events = new ArrayList<>(List.of(new WarmachineEvent.Damaged(target.id(), marking.points(),
                marking.column().orElse(null), marking.boxes(), marking.crippled().stream().map(String::valueOf).sorted().toList(),
                fate.tough().orElse(null), fate.fate())));
        if (fate.fate() == Disablement.Fate.SAVED_BY_TOUGH && !Catalogue.forbidden(target, EffectRule.Prohibition.BE_KNOCKED_DOWN)) {
            events.add(new WarmachineEvent.KnockedDown(target.id()));
        }
        if (fate.fate() == Disablement.Fate.DESTROYED) {
            events.add(new WarmachineEvent.ModelDestroyed(target.id()));
        } else if (marking.crippled().contains('C') && target.focus() > 0) {
            // a crippled Cortex loses its focus and holds none (J05)
            events.add(new WarmachineEvent.FocusChanged(target.id(), 0, "cortex-crippled"));
        }
        return events;
    }

    /** Why this attack may not be made now, or empty (G01-G03, E08, targeting). The weapon is the card's, the target on the table. */
    Optional<String> refusal(WarmachineState state, ModelState attacker, int place, ModelState target) {
        Activation a = state.activation();
        Weapon weapon = cards.profile(attacker).weapons().get(place);
        boolean melee = "melee".equals(weapon.kind());
        List<Strike> made = a.attacksBy(attacker.id());
        if (attacker.knockedDown()) {
            return Optional.of("attack.knocked-down");
        }
        if (made.stream().anyMatch(s -> s.melee() != melee)) {
            return Optional.of("attack.melee-and-ranged");
        }
        if (additional(a, attacker, place, weapon) && !(melee && mayBuyAttack(attacker))) {
            return Optional.of("attack.weapon-spent");
        }
        Optional<ChargeMade> charge = charge(a, attacker.id());
        if (charge.isPresent() && !melee) {
            return Optional.of("attack.after-charge");
        }
        // a charge target gone since the charge (a unit mate's attack, the charger's own spell) frees the first attack (E08)
        if (charge.isPresent() && made.isEmpty() && !charge.get().target().equals(target.id()) && state.model(charge.get().target()).isPresent()) {
            return Optional.of("attack.charge-target");
        }
        if (target.id().equals(attacker.id())) {
            return Optional.of("attack.self");
        }
        Battlefield field = cards.field(state);
        Figure from = cards.figure(attacker);
        Figure at = cards.figure(target);
        if (melee && !Melee.reaches(from, weapon.rng(), at)) {
            return Optional.of("attack.out-of-reach");
        }
        if (!LineOfSight.exists(field, from, at)) {
            return Optional.of("attack.no-line-of-sight");
        }
        if (!melee && Melee.inMelee(field, from, cards.meleeRanges(state))) {
            return Optional.of("attack.ranged-in-melee");
        }
        return Optional.empty();
    }

    /** Every attack the activating members may make now: ranged ones only at targets in range (the others miss). */
    List<WarmachineCommand> legal(WarmachineState state) {
        Activation a = state.activation();
        List<WarmachineCommand> legal = new ArrayList<>();
        for (String id : a.members()) {
            Optional<ModelState> member = state.model(id);
            if (member.isEmpty() || !mayAttack(a, id) || !movementsResolved(state)) {
                continue;
            }
            List<Weapon> weapons = cards.profile(member.get()).weapons();
            for (int place = 0; place < weapons.size(); place++) {
                Weapon weapon = weapons.get(place);
                boolean melee = "melee".equals(weapon.kind());
                for (ModelState enemy : state.of(1 - member.get().seat())) {
                    if (!enemy.deployed() || !Measure.inRange(cards.figure(member.get()), cards.figure(enemy), weapon.rng())) {
                        continue;
                    }
                    if (refusal(state, member.get(), place, enemy).isEmpty()) {
                        legal.add(melee ? new WarmachineCommand.MeleeAttack(id, place, enemy.id(), false, false)
                                : new WarmachineCommand.RangedAttack(id, place, enemy.id(), false, false));
                        int bought = additional(a, member.get(), place, weapon) ? 1 : 0;
                        if (member.get().focus() >= 2 + bought && !member.get().damage().cortexCrippled()) {
                            // one fully boosted variant, so that random games spend focus too (K08)
                            boolean chargeAttack = a.attacksBy(id).isEmpty() && charge(a, id).filter(ChargeMade::chargeAttack).isPresent();
                            legal.add(melee ? new WarmachineCommand.MeleeAttack(id, place, enemy.id(), true, !chargeAttack)
                                    : new WarmachineCommand.RangedAttack(id, place, enemy.id(), true, true));
                        }
                    }
                }
            }
        }
        return legal;
    }

    private Set<Fact> facts(WarmachineState state, ModelState attacker, Weapon weapon, ModelState target) {
        Battlefield field = cards.field(state);
        Figure from = cards.figure(attacker);
        Figure at = cards.figure(target);
        Activation a = state.activation();
        EnumSet<Fact> facts = EnumSet.noneOf(Fact.class);
        if (Arcs.backStrike(from, at)) {
            facts.add(Fact.BACK_STRIKE);
        }
        if ("melee".equals(weapon.kind())) {
            if (Shelter.obscuredForMelee(field, from, at)) {
                facts.add(Fact.OBSCURED);
            }
            boolean first = a.attacksBy(attacker.id()).isEmpty();
            if (first && charge(a, attacker.id()).filter(c -> c.chargeAttack() && c.target().equals(target.id())).isPresent()) {
                facts.add(Fact.CHARGE_ATTACK);
            }
            return facts;
        }
        facts.addAll(RangedFacts.measured(field, from, at, weapon.rng(), cards.meleeRanges(state)));
        if (a.aiming().contains(attacker.id())) {
            facts.add(Fact.AIMED);
        }
        return facts;
    }

    /**
     * A member attacks after its Normal Movement, unless a run or a failed charge ended its activation (E05, E08), it
     * forfeited its Combat Action (E27, L02) or it is out of formation (L06: no attacks at all).
     */
    static boolean mayAttack(Activation a, String id) {
        return a.members().contains(id) && a.moved().contains(id) && !a.finished().contains(id)
                && !a.noCombatAction().contains(id) && !a.outOfFormation().contains(id);
    }

    /**
     * Every member still on the table has resolved its Normal Movement: a unit's Combat Actions come after all its
     * troopers' Normal Movements (A19, L07; rulebook "Unit Activation", Timing appendix "Activation Timing").
     */
    static boolean movementsResolved(WarmachineState state) {
        Activation a = state.activation();
        return a.members().stream().filter(id -> state.model(id).isPresent()).allMatch(a.moved()::contains);
    }

    ModelState attacker(WarmachineState state, String id) {
        Activation a = state.activation();
        require(state.stage() == Stage.ACTIVATION && a != null, "activation.none", "a model attacks in its Combat Action, during its activation (A19)");
        require(id != null && mayAttack(a, id) && state.model(id).isPresent(), "attack.not-now",
                id + " is not an activating model that has made its Normal Movement and may still make its Combat Action (A19, E05, E08)");
        require(movementsResolved(state), "attack.unit-moving",
                "a unit's troopers make their Combat Actions after every trooper of the unit has resolved its Normal Movement (A19, L07)");
        return state.model(id).orElseThrow();
    }

    private Weapon weapon(ModelState attacker, int place, boolean melee) {
        Profile card = cards.profile(attacker);
        require(place >= 0 && place < card.weapons().size(), "attack.unknown-weapon",
                card.name() + " has " + card.weapons().size() + " weapons on its card, numbered from 0 (rulebook \"Weapon Statistics\")");
        Weapon weapon = card.weapons().get(place);
        require(melee == "melee".equals(weapon.kind()), "attack.wrong-weapon",
                "a " + (melee ? "melee" : "ranged") + " attack is made with a " + (melee ? "melee" : "ranged") + " weapon (rulebook \"Combat Actions\")");
        return weapon;
    }

    /** One initial attack with a melee weapon, ROF with a ranged one (G02, G03). */
    private static int initialAttacks(Weapon weapon) {
        return "melee".equals(weapon.kind()) || weapon.rof() == null ? 1 : weapon.rof();
    }

    private static Optional<ChargeMade> charge(Activation a, String id) {
        return a.charges().stream().filter(c -> c.model().equals(id)).findFirst();
    }

    /** What a refusal of where the target stands measured: the gap and reach, the sight, the melee (issue 29). */
    private Optional<String> numbers(WarmachineState state, ModelState attacker, Weapon weapon, ModelState target, String rule) {
        Figure from = cards.figure(attacker);
        Figure at = cards.figure(target);
        return switch (rule) {
            case "attack.out-of-reach" -> Optional.of(RefusalNumbers.outOfReach(from, at, weapon.name(), weapon.rng()));
            case "attack.no-line-of-sight" -> Optional.of(RefusalNumbers.noSight(cards.field(state), from, at));
            case "attack.ranged-in-melee" -> Optional.of(RefusalNumbers.inMelee(cards.field(state), from, cards.meleeRanges(state)));
            default -> Optional.empty();
        };
    }

    private static String explanation(String rule) {
        return switch (rule) {
            case "attack.knocked-down" -> "a knocked down model cannot make attacks (rulebook \"Knockdown\")";
            case "attack.melee-and-ranged" -> "a model cannot make both melee and ranged attacks in one Combat Action (rulebook \"Combat Actions\")";
            case "attack.weapon-spent" -> "one initial attack with each melee weapon, ROF with each ranged weapon (rulebook \"Combat Actions\")";
            case "attack.after-charge" -> "after a successful charge the Combat Action is melee attacks (rulebook \"Charge\", E08)";
            case "attack.charge-target" -> "the first melee attack after a charge must target the charged model while it is on the table (rulebook \"Charge\", E08)";
            case "attack.self" -> "a model does not attack itself";
            case "attack.out-of-reach" -> "a melee attack targets a model in the weapon's melee range, in the front arc (G05)";
            case "attack.no-line-of-sight" -> "an attack targets a model in the attacker's line of sight (F01-F05)";
            case "attack.ranged-in-melee" -> "a model in melee cannot make ranged attacks (H01)";
            default -> rule;
        };
    }
}
