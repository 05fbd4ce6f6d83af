package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.game.WarmachineCommand.Activate;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.AdvanceModel;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Charge;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.Deploy;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.FocusChanged;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 29: a refusal of a position says the numbers a player needs to correct it: how far out of formation, how far
 * beyond the deployment zone, how much over another base, how near a charge's heading comes to its target.
 */
class RefusalNumbersTest {

    /** The bases' radii in inches (B15): 30 mm, 40 mm, 50 mm. */
    private static final double SMALL = 15 / 25.4;
    private static final double MEDIUM = 20 / 25.4;
    private static final double LARGE = 25 / 25.4;

    @Test
    @DisplayName("L05: a trooper deployed out of formation is told how far from its commander it would stand and what its command range allows")
    void deploymentFormation() {
        var led = fixture("mosh-pit", "open").given(opening()).given(at(IRONCOATS + "-1", 10, 3, 90));
        String detail = led.when(0, new Deploy(IRONCOATS + "-2", 10 + 2 * SMALL + 8.5, 3, 90)).thenViolation("deploy.formation").getMessage();
        assertTrue(detail.contains(IRONCOATS + "-2 would stand 8.5\" from its commander " + IRONCOATS + "-1, formation allows 8\""), detail);
    }

    @Test
    @DisplayName("Setup, steps 4-5: a model deployed partly outside its zone is told how far its base reaches beyond it")
    void deploymentZone() {
        var deploying = fixture("mosh-pit", "open").given(opening());
        String detail = deploying.when(0, new Deploy(VANCE, 24, 7 - SMALL + 0.25, 90)).thenViolation("deploy.outside-zone").getMessage();
        assertTrue(detail.contains("base would reach 0.25\" beyond the deployment zone"), detail);
    }

    @Test
    @DisplayName("Setup, step 4: a model deployed on another is told how far its base would overlap")
    void deploymentOverlap() {
        var south = fixture("mosh-pit", "open").given(opening()).given(at(VANCE, 24, 3, 90));
        String detail = south.when(0, new Deploy(TINKER, 24 + SMALL + MEDIUM - 0.5, 3, 90)).thenViolation("deploy.overlap").getMessage();
        assertTrue(detail.contains(TINKER + " would stand 0.5\" over " + VANCE + "'s base"), detail);
    }

    @Test
    @DisplayName("E07: a charge whose heading never brings the target into melee range is told how near it comes")
    void chargeHeading() {
        var bastion = activating(at(BASTION, 24, 20, 90), at(BRIAR, 24, 26, 270)).given(new FocusChanged(BASTION, 1, "allocated"))
                .when(0, new Activate(BASTION, null)).then();
        // along +x the target 6" north never gets nearer: 6" between centres, less both radii
        String detail = bastion.when(0, new Charge(BASTION, BRIAR, 0, null)).thenViolation("charge.heading").getMessage();
        double gap = 6 - LARGE - MEDIUM;
        assertTrue(detail.contains("comes no nearer than " + Math.round(gap * 10_000) / 10_000.0 + "\" to " + BRIAR), detail);
    }

    @Test
    @DisplayName("L06: a trooper out of formation moving away from its commander is told its distance, the command range, and where the path takes it")
    void outOfFormationPath() {
        var unit = activating(at(IRONCOATS + "-6", 34, 8, 90)).when(0, new Activate(IRONCOATS, null)).then();
        String detail = unit.when(0, new AdvanceModel(IRONCOATS + "-6", List.of(new Point(40, 8)), null))
                .thenViolation("formation.toward-commander").getMessage();
        assertTrue(detail.contains("whose command range is 8\""), detail);
        double from = new Point(34, 8).distance(new Point(3.5, 3));
        assertTrue(detail.contains("from " + Math.round(from * 10_000) / 10_000.0 + "\" to "), detail);
        assertTrue(detail.contains(", " + Math.round((from - 2 * SMALL) * 10_000) / 10_000.0 + "\" from its commander"), detail);
    }
}
