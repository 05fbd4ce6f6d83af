package dev.arbiter.warmachine.rules.game;

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
 */
public record ModelState(String id, int seat, String profile, String unit, boolean leader, Pose pose, int focus,
                         boolean activated, boolean inert) {

    public boolean deployed() {
        return pose != null;
    }

    public ModelState at(Pose newPose) {
        return new ModelState(id, seat, profile, unit, leader, newPose, focus, activated, inert);
    }

    public ModelState withFocus(int points) {
        return new ModelState(id, seat, profile, unit, leader, pose, points, activated, inert);
    }

    public ModelState withActivated(boolean done) {
        return new ModelState(id, seat, profile, unit, leader, pose, focus, done, inert);
    }

    public ModelState madeInert() {
        return new ModelState(id, seat, profile, unit, leader, pose, 0, activated, true);
    }

    public ModelState promoted() {
        return new ModelState(id, seat, profile, unit, true, pose, focus, activated, inert);
    }
}
