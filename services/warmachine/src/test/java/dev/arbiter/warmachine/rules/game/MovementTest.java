package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Stop;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Normal Movement & Advancing", "Run", "Charge", "Aim" (E01-E09, E13, K09): the client sends where to go, the
 * event carries where the model went, how far, why it stopped and what it touched.
 */
class MovementTest {

    private static final double SMALL = 0.5906;
    private static final double MEDIUM = 0.7874;
    private static final double LARGE = 0.9843;

    private static Wire.Spot spot(double x, double y) {
        return Wire.Spot.of(new Point(x, y));
    }

    @Test
    @DisplayName("E02, E04: a full advance goes up to SPD inches along the waypoints, facing its way; the event carries the path, distance, stop and pose")
    void fullAdvance() {
        var vance = activating().when(0, new Activate(VANCE, null)).isLegal().then();
        vance.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 20)), null)).thenEvents(new Advanced(VANCE, "advance",
                List.of(spot(24, 3), spot(24, 9)), 60_000, Stop.OUT_OF_MOVEMENT, List.of(), Wire.Stance.of(Pose.at(24, 9, 90))))
                .when(0, new AdvanceModel(VANCE, List.of(new Point(24, 12)), null)).thenViolation("movement.not-now");
        vance.when(0, new AdvanceModel(TINKER, List.of(new Point(24, 12)), null)).thenViolation("movement.not-now");
        vance.when(0, new AdvanceModel(VANCE, List.of(), null)).thenViolation("movement.waypoints");
    }

    @Test
    @DisplayName("E04, E05, E07, B05: a full advance, a run and a charge go by the current SPD, with the modifiers in play")
    void movementUsesTheCurrentSpeed() {
        // rulebook "Full Advance": "up to its current speed (SPD) in inches"; "Run": "twice its current SPD"; "Charge": "its
        // current SPD plus 3"". A stat-modifier spell may change SPD (the pack schema's modifiers); +2 on Vance (SPD 6)
        TimedModifier quick = new TimedModifier("Quicken", new Modifier("SPD", 2), 0, 9);
        var vance = activating().given(new SpellTookEffect(VANCE, "Quicken", List.of(quick))).when(0, new Activate(VANCE, null)).then();
        Advanced advanced = (Advanced) vance.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 30)), null)).events().get(0);
        assertEquals(8, Wire.value(advanced.distance()), 0.001);
        Advanced ran = (Advanced) vance.when(0, new Run(VANCE, List.of(new Point(24, 30)), null)).events().get(0);
        assertEquals(16, Wire.value(ran.distance()), 0.001);
        // Briar 12" north: beyond 6 + 3 + 0.5 of reach, within 8 + 3 + 0.5
        var charging = activating(at(BRIAR, 24, 3 + SMALL + MEDIUM + 10.5, 270)).given(new SpellTookEffect(VANCE, "Quicken", List.of(quick)))
                .when(0, new Activate(VANCE, null)).then();
        Charged charged = (Charged) charging.when(0, new Charge(VANCE, BRIAR, 90, null)).events().get(0);
        assertTrue(charged.successful(), "10.5\" of charge reaches Briar with 11\" of movement");
    }

    @Test
    @DisplayName("E02, E13: a base cannot pass over another: it stops base to base with the model it contacts, which the event names")
    void advanceStopsAtContact() {
        var vance = activating(at(TINKER, 24, 7, 90)).when(0, new Activate(VANCE, null)).then();
        Advanced moved = (Advanced) vance.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 20)), null)).events().get(0);
        assertEquals(Stop.MODEL, moved.stop());
        assertEquals(List.of(TINKER), moved.contacts());
        assertEquals(4 - SMALL - MEDIUM, Wire.value(moved.distance()), 0.001);
    }

    @Test
    @DisplayName("E05, K09: a run goes up to twice SPD and ends the activation; a warjack pays 1 focus for it and cannot run without")
    void run() {
        activating().when(0, new Activate(VANCE, null)).then().when(0, new Run(VANCE, List.of(new Point(24, 30)), null))
                .thenEvents(new Advanced(VANCE, "run", List.of(spot(24, 3), spot(24, 15)), 120_000, Stop.OUT_OF_MOVEMENT, List.of(),
                        Wire.Stance.of(Pose.at(24, 15, 90))), new ActivationEnded(VANCE));
        var tinker = activating().when(0, new Activate(TINKER, null)).then();
        List<WarmachineEvent> ran = tinker.when(0, new Run(TINKER, List.of(new Point(20, 30)), null)).events();
        assertEquals(new FocusChanged(TINKER, 0, "run"), ran.get(0));
        assertEquals(12, Wire.value(((Advanced) ran.get(1)).distance()), 0.0001);
        assertEquals(new ActivationEnded(TINKER), ran.get(2));
        tinker.given(new FocusChanged(TINKER, 0, "allocated")).when(0, new Run(TINKER, List.of(new Point(20, 30)), null))
                .thenViolation("focus.run-needs-focus");
    }

    @Test
    @DisplayName("E07, E08, K09: a warjack pays 1 focus to charge; it moves straight up to SPD + 3\" and stops on contact; engaging its target after 3\" or more is a successful charge with a charge attack")
    void successfulCharge() {
        // the Bastion (SPD 4, 50 mm, Ram Fist 0.5") faces a Briar 6" away, centre to centre: 4.23" of gap
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270)).given(new FocusChanged(BASTION, 1, "allocated"))
                .when(0, new Activate(BASTION, null)).then();
        List<WarmachineEvent> charged = bastion.when(0, new Charge(BASTION, BRIAR, 90, null)).events();
        assertEquals(new FocusChanged(BASTION, 0, "charge"), charged.get(0));
        Charged c = (Charged) charged.get(1);
        assertTrue(c.successful());
        assertTrue(c.chargeAttack());
        assertNull(c.shortBy(), "a successful charge falls short of nothing");
        assertEquals(Stop.MODEL, c.stop());
        assertEquals(List.of(BRIAR), c.contacts());
        assertEquals(6 - LARGE - MEDIUM, Wire.value(c.distance()), 0.001);
        assertEquals(2, charged.size(), "the activation goes on to its Combat Action");
    }

    @Test
    @DisplayName("E08: a charge that does not end engaging its target fails, and the activation ends")
    void failedCharge() {
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 30, 270)).given(new FocusChanged(BASTION, 1, "allocated"))
                .when(0, new Activate(BASTION, null)).then();
        List<WarmachineEvent> charged = bastion.when(0, new Charge(BASTION, BRIAR, 90, null)).events();
        Charged c = (Charged) charged.get(1);
        assertFalse(c.successful());
        assertEquals(7, Wire.value(c.distance()), 0.001, "SPD + 3");
        // 3" between centres at the end, less both radii, less the Ram Fist's and Head Spike's 0.5"
        assertEquals(3 - LARGE - MEDIUM - 0.5, Wire.value(c.shortBy()), 0.001, "how far short of melee range it ended");
        assertEquals(new ActivationEnded(BASTION), charged.get(2));
    }

    @Test
    @DisplayName("E07: a charge needs an enemy target and a heading that brings it into melee range")
    void chargeRefusals() {
        activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270)).when(0, new Activate(BASTION, null)).then()
                .when(0, new Charge(BASTION, BRIAR, 90, null)).thenViolation("focus.charge-needs-focus");
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270)).given(new FocusChanged(BASTION, 1, "allocated"))
                .when(0, new Activate(BASTION, null)).then();
        bastion.when(0, new Charge(BASTION, TINKER, 90, null)).thenViolation("charge.friendly-target");
        bastion.when(0, new Charge(BASTION, BRIAR, 0, null)).thenViolation("charge.heading");
        bastion.when(0, new Charge(BASTION, "nobody", 90, null)).thenViolation("charge.unknown-target");
    }

    @Test
    @DisplayName("E03, E01, A20: a model may aim instead of moving, but not in melee; it may forfeit its movement, and not move after")
    void aimAndForfeit() {
        activating().when(0, new Activate(VANCE, null)).then().when(0, new Aim(VANCE)).isLegal().thenEvents(new Aimed(VANCE));
        // Briar's base 0.02" from Vance's: both within the other's 0.5" melee range
        var engaged = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 20 + SMALL + MEDIUM + 0.02, 270)).when(0, new Activate(VANCE, null)).then();
        engaged.when(0, new Aim(VANCE)).thenViolation("aim.in-melee");
        engaged.when(0, new ForfeitMovement(VANCE)).isLegal().thenEvents(new MovementForfeited(VANCE))
                .when(0, new AdvanceModel(VANCE, List.of(new Point(24, 10)), null)).thenViolation("movement.not-now");
    }

    @Test
    @DisplayName("E08: a charge that engages its target after less than 3\" is successful, but its first attack is no charge attack")
    void shortCharge() {
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 20 + LARGE + MEDIUM + 2, 270)).given(new FocusChanged(BASTION, 1, "allocated"))
                .when(0, new Activate(BASTION, null)).then();
        Charged c = (Charged) bastion.when(0, new Charge(BASTION, BRIAR, 90, null)).events().get(1);
        assertTrue(c.successful());
        assertFalse(c.chargeAttack());
        assertEquals(2, Wire.value(c.distance()), 0.001);
    }

    @Test
    @DisplayName("E24: while any part of its base is in rough terrain a model moves at half rate: Vance (SPD 6) wades 0.8\" into the crossroads' ford after 4.4\" of open ground")
    void roughTerrainHalvesTheRate() {
        var vance = deployed("mosh-pit", "crossroads", at(VANCE, 24, 5, 90)).given(new ControlEnded(0))
                .when(0, new Activate(VANCE, null)).then();
        Advanced moved = (Advanced) vance.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 20)), null)).events().get(0);
        double open = 10 - SMALL - 5;
        assertEquals(open + (6 - open) / 2, Wire.value(moved.distance()), 0.002);
        assertEquals(Stop.OUT_OF_MOVEMENT, moved.stop());
    }

    @Test
    @DisplayName("E26: an obstruction stops an advancing model where its base meets it")
    void obstructionStopsTheAdvance() {
        var vance = deployed("mosh-pit", "wall", at(VANCE, 24, 20, 90)).given(new ControlEnded(0)).when(0, new Activate(VANCE, null)).then();
        Advanced moved = (Advanced) vance.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 30)), null)).events().get(0);
        assertEquals(Stop.TERRAIN, moved.stop());
        assertEquals(23.5 - SMALL, Wire.value(moved.pose().y()), 0.002);
    }

    @Test
    @DisplayName("EX31 (advancing half), E02: an advancing model faces the way it moves, leg by leg, and may end in a facing of its choice")
    void facingFollowsTheAdvance() {
        var vance = activating().when(0, new Activate(VANCE, null)).then();
        Advanced turned = (Advanced) vance.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 5), new Point(27, 5)), null)).events().get(0);
        assertEquals(0, Wire.value(turned.pose().facing()), 0.0001, "its last leg ran east");
        Advanced chosen = (Advanced) vance.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 5)), 180.0)).events().get(0);
        assertEquals(180, Wire.value(chosen.pose().facing()), 0.0001);
    }
}
