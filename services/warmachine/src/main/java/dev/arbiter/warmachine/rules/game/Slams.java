package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.combat.Attack;
import dev.arbiter.warmachine.rules.combat.Bonus;
import dev.arbiter.warmachine.rules.combat.CollateralRoll;
import dev.arbiter.warmachine.rules.combat.Combatant;
import dev.arbiter.warmachine.rules.combat.DamageResult;
import dev.arbiter.warmachine.rules.game.CombatAction.Boosts;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Charge;
import dev.arbiter.warmachine.rules.geometry.Displaced;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Involuntary;
import dev.arbiter.warmachine.rules.geometry.LeastDisturbance;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Movement;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Tolerance;
import dev.arbiter.warmachine.rules.power.Collateral;
import dev.arbiter.warmachine.rules.power.SlamDistance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * The slam power attack (rulebook "Slam", "Slammed", G15, E17, E19, E21, G12): the slammer's movement, which is its
 * Normal Movement, straight at the target as a charge is moved; then, in reach, the attack roll that is its Combat
 * Action; a hit after 3" slams the target directly away, knocks down it and every model of an equal or smaller base it
 * contacts, moves the models it ends on aside, and rolls its damage (a die more for a collision) and the collateral.
 */
final class Slams {

    private final Catalogue cards;
    private final CombatAction combat;
    private final PowerAttacks power;

    Slams(Catalogue cards, CombatAction combat, PowerAttacks power) {
        this.cards = cards;
        this.combat = combat;
        this.power = power;
    }

    List<WarmachineEvent> slam(WarmachineState state, WarmachineCommand.Slam command, Dice dice) {
        ModelState slammer = slammer(state, command.model());
        ModelState target = PowerAttacks.target(state, command.target());
        refusal(state, slammer, target).ifPresent(rule -> {
            throw new RuleViolation(rule, rule.startsWith("power-attack.") ? PowerAttacks.explanation(rule, slammer) : explanation(rule));
        });
        require(command.stopAt() == null || Double.isFinite(command.stopAt()) && command.stopAt() >= 0, "slam.stop",
                "a slam stops after a distance of at least 0\"");
        Boosts boosts = new Boosts(command.boostAttack(), command.boostDamage());
        PowerAttacks.requireFocus(slammer, boosts);
        ModelState paid = slammer.withFocus(slammer.focus() - 1);
        List<WarmachineEvent> events = new ArrayList<>(List.of(new WarmachineEvent.FocusChanged(slammer.id(), paid.focus(), PowerAttacks.FOCUS_WHY)));

        Battlefield field = cards.field(state);
        Figure from = cards.figure(slammer);
        Figure at = cards.figure(target);
        double reach = PowerAttacks.reach(cards.profile(slammer).baseSize());
        Charge.Result moved = Charge.move(field, from, at, Pose.heading(from.centre(), at.centre()), cards.speed(slammer), reach,
                command.stopAt() == null ? OptionalDouble.empty() : OptionalDouble.of(command.stopAt()));
        Movement m = moved.movement();
        Battlefield after = field.with(slammer.id(), f -> m.moved());
        // the slam's own reach decides success, a knocked-down target included, which a charge's "engaging" leaves out
        boolean successful = Melee.reaches(m.moved(), reach, after.figure(target.id())) && LineOfSight.exists(after, m.moved(), after.figure(target.id()));
        boolean slams = successful && Tolerance.atMost(Charge.CHARGE_ATTACK_DISTANCE, m.distance());
        events.add(new WarmachineEvent.SlamMoved(slammer.id(), target.id(), Wire.Spot.path(m.path()), Wire.of(m.distance()), m.stop(),
                m.contacts(), Wire.Stance.of(m.moved().pose()), successful, slams));
        if (!successful) {
            // a failed slam ends the activation (G15)
            Activation a = state.activation();
            List<String> finished = new ArrayList<>(a.finished());
            finished.add(slammer.id());
            if (finished.containsAll(a.members())) {
                events.add(new WarmachineEvent.ActivationEnded(a.id()));
            }
            return events;
        }
        WarmachineState there = state.withModel(slammer.id(), s -> s.at(m.moved().pose()).withFocus(paid.focus()));
        ModelState attacker = there.model(slammer.id()).orElseThrow();
        Attack attack = Attack.melee(cards.combatant(attacker), PowerAttacks.body("Slam", cards.profile(attacker).baseSize()),
                cards.combatant(target), power.facts(there, attacker, target));
        if (!cards.profile(attacker).baseSize().atLeast(cards.profile(target).baseSize())) {
            attack = attack.withRollBonus(new Bonus("slam at a larger base", -2));
        }
        if (!slams) {
            // under 3": the attack and its damage, but no slam (G15)
            events.addAll(power.strike(attacker, attack, target, boosts, dice, () -> PowerAttacks.Hit.NOTHING));
            return events;
        }
        Knock knock = new Knock(there, attacker, target, dice);
        events.addAll(power.strike(attacker, attack, target, boosts, dice, knock::slam));
        events.addAll(knock.collateral());
        return events;
    }

    /**
     * The slammed model's side of a hit, worked out only once the attack roll hits, so that its rolls come between the
     * attack roll and the damage roll: the slam's d6 and movement, the knockdowns, least disturbance, the collision's
     * die; then the collateral rolls.
     */
    private final class Knock {

        private final WarmachineState state;
        private final ModelState attacker;
        private final ModelState target;
        private final Dice dice;
        private List<String> contacted = List.of();

        Knock(WarmachineState state, ModelState attacker, ModelState target, Dice dice) {
            this.state = state;
            this.attacker = attacker;
            this.target = target;
            this.dice = dice;
        }

        PowerAttacks.Hit slam() {
            Battlefield field = cards.field(state);
            Figure origin = field.figure(attacker.id());
            Figure mover = field.figure(target.id());
            Roll roll = dice.d6();
            double allowance = SlamDistance.inches(origin.base(), mover.base(), roll.value());
            Displaced slammed = Involuntary.slam(field, mover, origin.centre(), allowance);
            contacted = Collateral.ofSlam(field, slammed);
            List<WarmachineEvent> events = new ArrayList<>();
            events.add(new WarmachineEvent.ModelSlammed(target.id(), attacker.id(), roll, Wire.of(allowance), Wire.Spot.of(slammed.from()),
                    Wire.of(slammed.distance()), slammed.stop(), slammed.stoppedBy().orElse(null), slammed.collided(), slammed.passedThrough(),
                    Wire.Stance.of(slammed.moved().pose())));
            events.addAll(PowerAttacks.knockDown(target));
            contacted.forEach(id -> events.addAll(PowerAttacks.knockDown(state.model(id).orElseThrow())));
            if (!slammed.overlapping().isEmpty()) {
                events.add(movedAside(field.with(target.id(), f -> slammed.moved()), slammed.overlapping()));
            }
            // a collision adds a die to the slammed model's damage roll (E17, EX57)
            return new PowerAttacks.Hit(events, slammed.collided() ? List.of("the collision") : List.of());
        }

        private WarmachineEvent movedAside(Battlefield field, List<String> overlapping) {
            List<Roll> rolls = new ArrayList<>();
            LeastDisturbance.Settled settled = LeastDisturbance.settle(field, target.id(), overlapping, ties -> {
                Roll tie = dice.roll(ties);
                rolls.add(tie);
                return tie.value() - 1;
            });
            List<WarmachineEvent.Shift> shifts = settled.shifts().stream()
                    .map(s -> new WarmachineEvent.Shift(s.id(), Wire.Spot.of(s.from()), Wire.Spot.of(s.to()))).toList();
            return new WarmachineEvent.MovedAside(target.id(), shifts, rolls);
        }

        /** The collateral rolls, resolved with the slammed model's damage, one model after the other (G12, D13). */
        List<WarmachineEvent> collateral() {
            List<WarmachineEvent> events = new ArrayList<>();
            Combatant striker = cards.combatant(attacker);
            for (String id : contacted) {
                ModelState hit = state.model(id).orElseThrow();
                DamageResult roll = CollateralRoll.roll(striker, cards.combatant(hit), dice);
                events.add(new WarmachineEvent.CollateralDamage(id, attacker.id(), roll));
                events.addAll(combat.suffer(hit, roll.points(), dice));
            }
            return events;
        }
    }

    /**
     * Why this slam may not be declared, or empty (G11, G15, J05): it is the model's Normal Movement, so it has not
     * moved; it needs its Combat Action and a whole Movement system; the target is an enemy in line of sight.
     */
    Optional<String> refusal(WarmachineState state, ModelState slammer, ModelState target) {
        Activation a = state.activation();
        Optional<String> barred = power.refusal(state, slammer);
        if (barred.isPresent()) {
            return barred;
        }
        if (a.noCombatAction().contains(slammer.id())) {
            return Optional.of("slam.combat-action-forfeited");
        }
        if (slammer.damage().movementCrippled()) {
            return Optional.of("slam.movement-crippled");
        }
        Optional<String> refused = PowerAttacks.targetRefusal(slammer, target, cards.profile(slammer), cards.profile(target), true);
        if (refused.isPresent()) {
            return refused;
        }
        if (!LineOfSight.exists(cards.field(state), cards.figure(slammer), cards.figure(target))) {
            return Optional.of("power-attack.no-line-of-sight");
        }
        return Optional.empty();
    }

    /** The member about to use its Normal Movement for a slam. */
    private static ModelState slammer(WarmachineState state, String id) {
        Activation a = state.activation();
        require(state.stage() == Stage.ACTIVATION && a != null, "activation.none", "a model slams during its activation (G11, G15)");
        require(id != null && a.canMove(id) && state.model(id).isPresent(), "slam.movement-used",
                id + " is not an activating model that has yet to use or forfeit its Normal Movement; a slam is its Normal Movement (G15)");
        return state.model(id).orElseThrow();
    }

    private static String explanation(String rule) {
        return switch (rule) {
            case "slam.combat-action-forfeited" -> "a slam is a Normal Movement and a Combat Action: not with the Combat Action forfeited (G15, E27)";
            case "slam.movement-crippled" -> "a warjack with a crippled Movement system cannot make slam power attacks (rulebook \"Crippled Systems\", J05)";
            default -> rule;
        };
    }
}
