package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.geometry.Point;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a seat may send (inventory §1.6). Intentions only: where to go, whom to charge on which heading; the service
 * computes every fact that depends on the table (distances, contacts, costs) and writes it into the events.
 */
public sealed interface WarmachineCommand {

    /** The winner of the starting roll names the first player ("Setup, Deployment & Victory Conditions", step 2). */
    record ChooseFirstPlayer(int seat) implements WarmachineCommand {
    }

    /** The second player's table edge, "north" or "south" (step 3). */
    record ChooseEdge(String edge) implements WarmachineCommand {
    }

    /** Places one model, its centre at (x, y) facing {@code facing} degrees (steps 4 and 5). */
    record Deploy(String model, double x, double y, double facing) implements WarmachineCommand {
    }

    /** The activating warcaster uses its feat, once per game (B19). */
    record UseFeat(String model) implements WarmachineCommand {
    }

    /** Gives one focus point of the warcaster to a warjack of its battlegroup (K05). */
    record AllocateFocus(String warjack) implements WarmachineCommand {
    }

    /**
     * In the Control Phase a caster of the turn player spends 1 focus to keep its upkeep spell (its name) in play for a
     * round (I09); the upkeep spells not paid for expire as the phase ends.
     */
    record PayUpkeep(String model, String spell) implements WarmachineCommand {
    }

    /** Ends the Control Phase; the Activation Phase begins (A17, A18). */
    record EndControl() implements WarmachineCommand {
    }

    /** Activates a model or a unit; a unit's commander may issue an order ("press-forward", or null) (A18, L07-L09). */
    record Activate(String id, String order) implements WarmachineCommand {
    }

    /** A full advance through waypoints, with a facing to end in, or null to keep the last leg's (E02, E04). */
    record AdvanceModel(String model, List<Point> waypoints, Double facing) implements WarmachineCommand {
        public AdvanceModel {
            waypoints = asSent(waypoints);
        }
    }

    /** A run through waypoints (E05). */
    record Run(String model, List<Point> waypoints, Double facing) implements WarmachineCommand {
        public Run {
            waypoints = asSent(waypoints);
        }
    }

    /** A charge at a target along a heading; {@code stopAt} inches, or null to go as far as the rules let it (E07). */
    record Charge(String model, String target, double heading, Double stopAt) implements WarmachineCommand {
    }

    /** Aims: no movement, not even turning (E03). */
    record Aim(String model) implements WarmachineCommand {
    }

    /** Forfeits the model's Normal Movement (E01, A20). */
    record ForfeitMovement(String model) implements WarmachineCommand {
    }

    /**
     * A melee attack of the model's Combat Action with a melee weapon of its card, at a target in its reach (G01, G02).
     * {@code weapon} is the weapon's place on the card, from 0: names repeat (a warjack's two "Hook Claw"s). A boost costs
     * 1 focus (K08): the attack roll's is paid with the attack, the damage roll's only if the attack hits.
     */
    record MeleeAttack(String model, int weapon, String target, boolean boostAttack, boolean boostDamage) implements WarmachineCommand {
    }

    /** A ranged attack of the model's Combat Action with a ranged weapon of its card (its place, from 0), at a target it sees (G01, G03); boosts as for melee. */
    record RangedAttack(String model, int weapon, String target, boolean boostAttack, boolean boostDamage) implements WarmachineCommand {
    }

    /**
     * A warjack's head-butt power attack as its Combat Action (G11-G13): 1 focus, a melee attack roll at a target in
     * 0.5" (2" for a colossal) whose base is not larger; a hit knocks it down, then 2d6 + STR damage. Boosts as for melee.
     */
    record HeadButt(String model, String target, boolean boostAttack, boolean boostDamage) implements WarmachineCommand {
    }

    /**
     * A warjack's slam power attack, its Normal Movement and Combat Action together (G11, G12, G15): 1 focus, turned
     * to face the target directly and advanced up to SPD + 3" straight at it, stopping after {@code stopAt} inches once
     * the target is in the slam's 0.5" (null: as far as the rules let it); then, if it ended in reach, the attack roll
     * (-2 at a larger base), and after 3" or more a hit slams the target d6" away. Boosts as for melee.
     */
    record Slam(String model, String target, Double stopAt, boolean boostAttack, boolean boostDamage) implements WarmachineCommand {
    }

    /** Answers a field promotion: the Grunt that replaces the unit's destroyed Leader (L02). */
    record PromoteGrunt(String unit, String grunt) implements WarmachineCommand {
    }

    /** Answers a new commander: the trooper that commands the unit, keeping its own card and rank (L02, EX84, EX85). */
    record ChooseCommander(String unit, String model) implements WarmachineCommand {
    }

    /** Makes the free strike offered (G07) with a melee weapon of the striker's card (its place, from 0). */
    record MakeFreeStrike(String striker, int weapon) implements WarmachineCommand {
    }

    /** Lets a free strike go (G07). */
    record DeclineFreeStrike(String striker) implements WarmachineCommand {
    }

    /**
     * A knocked-down model stands up at the start of its activation by forfeiting its Normal Movement ("movement") or its
     * Combat Action ("combat-action": it may then only make a full advance) (E27).
     */
    record StandUp(String model, String forfeit) implements WarmachineCommand {
    }

    /** In the Control Phase a warcaster or warjack spends 1 focus to stand up (K11, "Focus: Shake Effect"). */
    record Shake(String model) implements WarmachineCommand {
    }

    /**
     * The activating model casts a spell of its card (its name) at a target, paying COST in focus (I03, I05-I08); an
     * offensive spell is a magic attack whose rolls may be boosted for 1 focus each (K08).
     */
    record CastSpell(String model, String spell, String target, boolean boostAttack, boolean boostDamage) implements WarmachineCommand {
    }

    /** Answers a power-field prompt by spending 1 focus to take 5 points off the damage (K13). */
    record ReinforcePowerField(String model) implements WarmachineCommand {
    }

    /** Answers a power-field prompt by suffering the damage whole (K13). */
    record DeclinePowerField(String model) implements WarmachineCommand {
    }

    /** In its activation a warcaster spends 1 focus a point to remove damage it has suffered (K12). */
    record RemoveDamage(String model, int points) implements WarmachineCommand {
    }

    /** The waypoints as sent, a missing one kept as null so that {@code decide} refuses it by its rule. */
    private static List<Point> asSent(List<Point> sent) {
        return sent == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(sent));
    }

    /** Ends the activation in progress; members that have not moved forfeit their Normal Movement. */
    record EndActivation() implements WarmachineCommand {
    }

    /**
     * The sending seat surrenders: the game ends at once and its opponent wins (A13; rulebook "Victory Conditions": "by
     * your opponent's surrender"). Taken from the seat the game awaits, whatever it awaits; never listed in the legal
     * actions, so that no bot gives up at random.
     */
    record Concede() implements WarmachineCommand {
    }
}
