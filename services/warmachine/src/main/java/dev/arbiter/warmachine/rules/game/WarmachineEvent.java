package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.Box;
import dev.arbiter.warmachine.rules.combat.DamageResult;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.geometry.Protection;
import dev.arbiter.warmachine.rules.game.Wire.Spot;
import dev.arbiter.warmachine.rules.game.Wire.Stance;
import dev.arbiter.warmachine.rules.geometry.Stop;

import java.util.List;

/**
 * What happened. Every fact computed from the table is in the event (a move's path, distance, why it stopped, the
 * contacts, the pose it ended in; each focus total), so an auditor folds a game without the geometry kernel.
 */
public sealed interface WarmachineEvent {

    /** A d6 per seat; {@code chooser} is the higher roller, null on a tie, which is rolled again. */
    record StartingRolled(List<Roll> rolls, Integer chooser) implements WarmachineEvent {
        public StartingRolled {
            rolls = List.copyOf(rolls);
        }
    }

    record FirstPlayerChosen(int first) implements WarmachineEvent {
    }

    record EdgeChosen(int seat, String edge) implements WarmachineEvent {
    }

    record ModelDeployed(String model, Stance pose) implements WarmachineEvent {
    }

    /**
     * A model's focus became {@code focus}, and why: "starting" (K01), "maintenance" (A16), "replenished" (A17),
     * "power-up" (K04), "allocated" (K05, both the warcaster's and the warjack's), "run" or "charge" (K09).
     */
    record FocusChanged(String model, int focus, String why) implements WarmachineEvent {
    }

    /** A turn begins; its Maintenance and automatic Control steps follow as {@link FocusChanged} events. */
    record TurnBegan(int round, int seat) implements WarmachineEvent {
    }

    record ControlEnded(int seat) implements WarmachineEvent {
    }

    /** A model or unit activates; troopers out of formation at its start are named (L06). */
    record Activated(String id, List<String> members, String order, List<String> outOfFormation) implements WarmachineEvent {
        public Activated {
            members = List.copyOf(members);
            outOfFormation = List.copyOf(outOfFormation);
        }
    }

    /**
     * A full advance ("advance") or a run ("run"): the centre's path, the distance (ten-thousandths of an inch, as every
     * length here: {@link Wire}), why it stopped, the contacts, where it ended.
     */
    record Advanced(String model, String how, List<Spot> path, long distance, Stop stop, List<String> contacts, Stance pose)
            implements WarmachineEvent {
        public Advanced {
            path = List.copyOf(path);
            contacts = List.copyOf(contacts);
        }
    }

    /**
     * A charge's movement and its outcome (E07, E08); the charge attack itself is the combat resolvers'. A failed charge
     * says how far short it ended ({@code shortBy}: how far beyond the charger's melee range the target stands, edge to
     * edge); null for a successful one.
     */
    record Charged(String model, String target, long heading, List<Spot> path, long distance, Stop stop,
                   List<String> contacts, Stance pose, boolean successful, boolean chargeAttack, Long shortBy) implements WarmachineEvent {
        public Charged {
            path = List.copyOf(path);
            contacts = List.copyOf(contacts);
        }
    }

    record Aimed(String model) implements WarmachineEvent {
    }

    record MovementForfeited(String model) implements WarmachineEvent {
    }

    record ActivationEnded(String id) implements WarmachineEvent {
    }

    /**
     * One attack (rulebook "Attack Sequence"): the weapon's place on the card and its name, the facts the referee measured
     * and the game knew (sorted), the cover or concealment, the attack roll with every die and modifier, and the damage
     * roll when it hit (null on a miss). A spell's magic attack has weapon -1 and the spell's name.
     */
    record Attacked(String attacker, String target, int weapon, String weaponName, List<Fact> facts, Protection protection, AttackResult roll,
                    DamageResult damage) implements WarmachineEvent {
        public Attacked {
            facts = List.copyOf(facts);
        }
    }

    /**
     * Damage marked on a model (J02-J05, J08, C15): the points, a grid's column roll (null for a row) and the grid boxes
     * in the order marked, the systems crippled, Tough's die (null when not rolled) and the model's fate. A destroyed
     * model's {@link ModelDestroyed} follows.
     */
    record Damaged(String model, int points, Roll column, List<Box> boxes, List<String> crippled, Roll tough,
                   Disablement.Fate fate) implements WarmachineEvent {
        public Damaged {
            boxes = List.copyOf(boxes);
            crippled = List.copyOf(crippled);
        }
    }

    /** A control point for holding the scenario's zone at the end of the seat's turn (P03, P08). */
    record ZoneScored(int seat, int total) implements WarmachineEvent {
    }

    record TurnEnded(int round, int seat) implements WarmachineEvent {
    }

    /**
     * A model destroyed or removed from play, after the {@link Damaged} that disabled it: caster kill, inert warjacks
     * (K14), field promotion (L02).
     */
    record ModelDestroyed(String model) implements WarmachineEvent {
    }

    /** A Grunt replaced its unit's destroyed Leader; it commands the unit unless an Officer does (L01, L02). */
    record FieldPromoted(String unit, String grunt) implements WarmachineEvent {
    }

    /** The trooper its player chose commands the unit, keeping its own card; nobody replaces the lost commander (L02). */
    record CommanderChosen(String unit, String model) implements WarmachineEvent {
    }

    /**
     * The model advanced out of the striker's melee range or line of sight while engaged by it (G07): the striker's
     * player is asked whether to strike; {@code at} is the point of the path just before it left, {@code weapons} the
     * places on the striker's card of the melee weapons whose own range reaches the model there, the only ones it may
     * strike with.
     */
    record FreeStrikeOffered(String striker, String target, Wire.Spot at, List<Integer> weapons) implements WarmachineEvent {
        public FreeStrikeOffered {
            weapons = List.copyOf(weapons);
        }
    }

    /**
     * An advance, run or charge paused where the mover left engaging enemies, whose free strikes are offered next (G07,
     * clarification 19): once they are answered the service moves it on through {@code rest} with {@code left} inches
     * of allowance (ten-thousandths), ending facing {@code facing} degrees (ten-thousandths) or null; {@code struck} are
     * the enemies offered a strike during this movement so far, which the rest of it does not offer again. A charge
     * ({@code how} "charge") also carries {@code charge}, the charge as declared, from which the rest is moved; its
     * {@code left} is the distance still to go and {@code rest} the point where it will end.
     */
    record AdvancePaused(String model, String how, long left, List<Spot> rest, Long facing, List<String> struck,
                         ChargeDeclared charge) implements WarmachineEvent {
        public AdvancePaused {
            rest = List.copyOf(rest);
            struck = List.copyOf(struck);
        }
    }

    /**
     * A charge under way (E07), kept while it is paused: its target, heading (ten-thousandths of a degree), where it
     * began and the distance the player asked to stop at (ten-thousandths of an inch) or null.
     */
    record ChargeDeclared(String target, long heading, Stance from, Long stopAt) {
    }

    /** A paused advance is not resumed: the free strike destroyed the mover or knocked it down (G07, M01). */
    record AdvanceAbandoned(String model) implements WarmachineEvent {
    }

    record FreeStrikeDeclined(String striker, String target) implements WarmachineEvent {
    }

    /** The striker takes the free strike; its {@link Attacked} (fact FREE_STRIKE) follows. */
    record FreeStrikeMade(String striker, String target) implements WarmachineEvent {
    }

    /** The model became knocked down (M01): Tough's save in milestone 1 (C15). A model already knocked down stays as it was. */
    record KnockedDown(String model) implements WarmachineEvent {
    }

    /**
     * A knocked-down model stood up (E27, K11) by forfeiting its Normal Movement ("movement"), its Combat Action
     * ("combat-action"), or with a focus point in the Control Phase ("focus", after its {@link FocusChanged} "shake").
     */
    record StoodUp(String model, String forfeited) implements WarmachineEvent {
    }

    /** A spell cast at a target (I03, I08), its COST paid by the {@link FocusChanged} "spell" before it. */
    record SpellDeclared(String caster, String spell, String target) implements WarmachineEvent {
    }

    /**
     * A spell's timed modifiers put on a model: a non-offensive spell in range, or an offensive one that hit (I07, A21).
     * They go when their turn or round is over ({@link TurnEnded}).
     */
    record SpellTookEffect(String model, String spell, List<TimedModifier> modifiers) implements WarmachineEvent {
        public SpellTookEffect {
            modifiers = List.copyOf(modifiers);
        }
    }

    /**
     * A warcaster would suffer {@code points} damage and holds focus: its player is asked whether to spend 1 to reinforce
     * its power field (K13); the damage waits for the answer.
     */
    record PowerFieldOffered(String model, int points) implements WarmachineEvent {
    }

    /** The power field reinforced (its {@link FocusChanged} "power-field" before): {@code left} points of the damage remain (K13). */
    record PowerFieldReinforced(String model, int points, int left) implements WarmachineEvent {
    }

    /** The power field not reinforced: the damage is suffered whole. */
    record PowerFieldDeclined(String model, int points) implements WarmachineEvent {
    }

    /** Damage removed from a warcaster with focus in its activation (K12), after its {@link FocusChanged} "power-field". */
    record DamageRemoved(String model, int points) implements WarmachineEvent {
    }

    /**
     * A ranged or magic attack missed a target in melee and strays to another model of that combat (H06, H07): the die
     * that picked it, null when only one model was eligible. The reroll's {@link Attacked} (fact STRAYED) follows.
     */
    record AttackStrayed(String attacker, String target, String newTarget, Roll roll) implements WarmachineEvent {
    }

    /**
     * The game is over: {@code winner} null for a draw; {@code how} "caster-kill", "scenario", "annihilation-points" or
     * "concession" (the other seat conceded).
     */
    record GameWon(Integer winner, String how) implements WarmachineEvent {
    }

    /**
     * A slam power attack's movement (G15): straight at the target's centre, up to SPD + 3", stopped as a charge is;
     * {@code successful} when the target is in the slam's reach at its end (a failed slam ends the activation) and
     * {@code slams} when it also advanced 3" or more, so that a hit moves the target. The attack's {@link Attacked}
     * (fact POWER_ATTACK) follows a successful one, after the slammed model's movement when it is slammed.
     */
    record SlamMoved(String model, String target, List<Spot> path, long distance, Stop stop, List<String> contacts, Stance pose,
                     boolean successful, boolean slams) implements WarmachineEvent {
        public SlamMoved {
            path = List.copyOf(path);
            contacts = List.copyOf(contacts);
        }
    }

    /**
     * A model slammed directly away from {@code by} (E17, E19, G15): the slam's d6 and the distance it gives
     * ({@code allowance}, ten-thousandths; halved for a smaller slammer), where it stood, how far it moved, why it
     * stopped and on what ({@code stoppedBy}, a model or terrain feature, or null), whether that was a collision (the
     * damage roll's extra die), the smaller bases it moved through (each contacted) and where it ended, facing unchanged.
     */
    record ModelSlammed(String model, String by, Roll roll, long allowance, Spot from, long distance, Stop stop, String stoppedBy,
                        boolean collided, List<String> passedThrough, Stance pose) implements WarmachineEvent {
        public ModelSlammed {
            passedThrough = List.copyOf(passedThrough);
        }
    }

    /**
     * The rule of least disturbance (E21): the models a moved model ended overlapping, each moved out of its way to
     * {@code to}, facing unchanged; {@code rolls} the dice that chose between equally short moves (usually none).
     */
    record MovedAside(String mover, List<Shift> shifts, List<Roll> rolls) implements WarmachineEvent {
        public MovedAside {
            shifts = List.copyOf(shifts);
            rolls = List.copyOf(rolls);
        }
    }

    /** One model moved by least disturbance, from where to where. */
    record Shift(String model, Spot from, Spot to) {
    }

    /**
     * A collateral damage roll against a model the slammed model contacted (E17, G12): 2d6 + the attacker's STR
     * against its ARM, never boosted and not an attack's damage; its {@link Damaged} follows when it exceeds ARM.
     */
    record CollateralDamage(String model, String attacker, DamageResult roll) implements WarmachineEvent {
    }

    /** A warcaster used its once-per-game feat ({@code feat}, its name) in its activation (B19); its effects follow. */
    record FeatUsed(String caster, String feat) implements WarmachineEvent {
    }

    /** A named effect went on a model, with its source, rules and when it ends (A02). */
    record EffectApplied(String model, Effect effect) implements WarmachineEvent {
    }

    /**
     * The effect of that name on a model ended, and why: "duration" (its turn or round is over), or for an upkeep spell
     * "upkeep-unpaid" (not paid for in its caster's Control Phase, I09), "recast" (its caster cast it again), "replaced"
     * (a newer upkeep from the same side took its place, I10) or "caster-gone" (its caster was destroyed or removed, I11);
     * for a continuous effect "continuous-roll" (its Maintenance roll of 1 or 2 ended it, M03).
     */
    record EffectEnded(String model, String effect, String reason) implements WarmachineEvent {
    }

    /** A caster kept its upkeep spell in play for a round (I09), after its {@link FocusChanged} "upkeep". */
    record UpkeepPaid(String caster, String spell) implements WarmachineEvent {
    }

    /**
     * A continuous effect on a model was rolled for in its controller's Maintenance Phase (M03): on 1 or 2 it expires
     * (an {@code EffectEnded} follows); otherwise it stays and does {@code points} of damage (a {@code Damaged} follows when
     * more than 0): Fire's POW 12 fire damage roll is {@code damage} (M04), Corrosion's 1 point has none (M05).
     */
    record ContinuousEffectRolled(String model, String effect, Roll roll, DamageResult damage, int points) implements WarmachineEvent {
    }
}
