package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.combat.DamageTrack;
import dev.arbiter.warmachine.rules.geometry.Pose;

/**
 * One model of an army as the game tracks it (inventory §1.5, "Model").
 *
 * @param profile the pack's model id (its stat card)
 * @param unit the unit it belongs to, null for an independent model
 * @param leader the unit's Leader, its commander in milestone 1 (no Officers: L01)
 * @param pose null until deployed
 * @param focus focus points on it (warcasters and warjacks, K01, K06)
 * @param inert a warjack whose warcaster was destroyed (K14, K15)
 * @param damage its damage boxes or grid as marked so far (J02-J05), folded from the events' markings
 */
public record ModelState(String id, int seat, String profile, String unit, boolean leader, Pose pose, int focus,
                         boolean activated, boolean inert, DamageTrack damage) {

    public boolean deployed() {
        return pose != null;
    }

    public ModelState at(Pose newPose) {
        return new ModelState(id, seat, profile, unit, leader, newPose, focus, activated, inert, damage);
    }

    public ModelState withFocus(int points) {
        return new ModelState(id, seat, profile, unit, leader, pose, points, activated, inert, damage);
    }

    public ModelState withActivated(boolean done) {
        return new ModelState(id, seat, profile, unit, leader, pose, focus, done, inert, damage);
    }

    public ModelState madeInert() {
        return new ModelState(id, seat, profile, unit, leader, pose, 0, activated, true, damage);
    }

    public ModelState promoted() {
        return new ModelState(id, seat, profile, unit, true, pose, focus, activated, inert, damage);
    }

    public ModelState withDamage(DamageTrack marked) {
        return new ModelState(id, seat, profile, unit, leader, pose, focus, activated, inert, marked);
    }
}
