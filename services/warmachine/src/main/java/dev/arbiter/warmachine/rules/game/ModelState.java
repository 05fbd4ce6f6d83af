package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.combat.DamageTrack;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.geometry.Pose;

import java.util.List;
import java.util.function.Predicate;

/**
 * One model of an army as the game tracks it (inventory §1.5, "Model").
 *
 * @param profile the pack's model id (its stat card)
 * @param unit the unit it belongs to, null for an independent model
 * @param leader the unit's Leader model (from the start, or a Grunt promoted to it: L02)
 * @param commands its unit's commander: the Officer, else the Leader, else the trooper chosen (L01, L02)
 * @param pose null until deployed
 * @param focus focus points on it (warcasters and warjacks, K01, K06)
 * @param inert a warjack whose warcaster was destroyed (K14, K15)
 * @param damage its damage boxes or grid as marked so far (J02-J05), folded from the events' markings
 * @param knockedDown knocked down (M01)
 * @param staysDown knocked down during its controller's turn: it cannot stand up before that player's next turn (M01)
 * @param modifiers the timed modifiers of spells in play on it (I07), dropped when they expire
 * @param forfeitsCombatAction promoted to Leader during its controller's turn: no Combat Action that turn (L02)
 * @param effects the named effects in play on it (feats), dropped when they end
 * @param featTurn the turn a warcaster used its feat in, 0 before it has (B19)
 */
public record ModelState(String id, int seat, String profile, String unit, boolean leader, boolean commands, Pose pose, int focus,
                         boolean activated, boolean inert, DamageTrack damage, boolean knockedDown, boolean staysDown,
                         List<TimedModifier> modifiers, boolean forfeitsCombatAction, List<Effect> effects, int featTurn) {

    public ModelState {
        modifiers = List.copyOf(modifiers);
        effects = List.copyOf(effects);
    }

    /** A model as mustered: not deployed, no focus, no damage, standing, nothing in play on it. */
    static ModelState mustered(String id, int seat, String profile, String unit, boolean leader, boolean commands, DamageTrack unmarked) {
        return new ModelState(id, seat, profile, unit, leader, commands, null, 0, false, false, unmarked, false, false, List.of(), false, List.of(), 0);
    }

    public boolean deployed() {
        return pose != null;
    }

    public ModelState at(Pose newPose) {
        return new ModelState(id, seat, profile, unit, leader, commands, newPose, focus, activated, inert, damage, knockedDown, staysDown, modifiers, forfeitsCombatAction, effects, featTurn);
    }

    public ModelState withFocus(int points) {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, points, activated, inert, damage, knockedDown, staysDown, modifiers, forfeitsCombatAction, effects, featTurn);
    }

    public ModelState withActivated(boolean done) {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, done, inert, damage, knockedDown, staysDown, modifiers, forfeitsCombatAction, effects, featTurn);
    }

    public ModelState madeInert() {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, 0, activated, true, damage, knockedDown, staysDown, modifiers, forfeitsCombatAction, effects, featTurn);
    }

    /**
     * The unit's new Leader, keeping its own boxes and effects (EX82), its commander unless an Officer is ({@code command});
     * {@code duringOwnTurn} it forfeits its Combat Action (L02).
     */
    public ModelState promoted(boolean command, boolean duringOwnTurn) {
        return new ModelState(id, seat, profile, unit, true, command, pose, focus, activated, inert, damage, knockedDown, staysDown, modifiers, duringOwnTurn, effects, featTurn);
    }

    /** Now its unit's commander, whatever its rank (L02). */
    public ModelState inCommand() {
        return new ModelState(id, seat, profile, unit, leader, true, pose, focus, activated, inert, damage, knockedDown, staysDown, modifiers, forfeitsCombatAction, effects, featTurn);
    }

    public ModelState withDamage(DamageTrack marked) {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, activated, inert, marked, knockedDown, staysDown, modifiers, forfeitsCombatAction, effects, featTurn);
    }

    /** Knocked down now; {@code duringOwnTurn} keeps it down until its controller's next turn (M01). */
    public ModelState knockedDown(boolean duringOwnTurn) {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, activated, inert, damage, true, duringOwnTurn, modifiers, forfeitsCombatAction, effects, featTurn);
    }

    public ModelState stoodUp() {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, activated, inert, damage, false, false, modifiers, forfeitsCombatAction, effects, featTurn);
    }

    /** A new turn: a model knocked down in an earlier turn may stand in this one (M01); a promotion's forfeit is over (L02). */
    public ModelState newTurn() {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, activated, inert, damage, knockedDown, false, modifiers, false, effects, featTurn);
    }

    public ModelState withModifiers(List<TimedModifier> inPlay) {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, activated, inert, damage, knockedDown, staysDown, inPlay, forfeitsCombatAction, effects, featTurn);
    }

    /** The same model without the modifiers that {@code gone} picks. */
    public ModelState without(Predicate<TimedModifier> gone) {
        return withModifiers(modifiers.stream().filter(gone.negate()).toList());
    }

    /** It used its feat in turn {@code turn} (B19). */
    public ModelState featUsedIn(int turn) {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, activated, inert, damage, knockedDown, staysDown, modifiers, forfeitsCombatAction, effects, turn);
    }

    public ModelState withEffects(List<Effect> inPlay) {
        return new ModelState(id, seat, profile, unit, leader, commands, pose, focus, activated, inert, damage, knockedDown, staysDown, modifiers, forfeitsCombatAction, inPlay, featTurn);
    }
}
