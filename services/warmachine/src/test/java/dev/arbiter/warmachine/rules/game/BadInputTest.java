package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;

/** Bad or impossible intentions are refused naming the rule, whatever is missing or out of bounds in them. */
class BadInputTest {

    @Test
    @DisplayName("missing ids, non-finite numbers and unknown models are refused with the rule they break, never a crash")
    void badInputNamesTheRule() {
        var setup = fixture("mosh-pit", "open").given(opening());
        setup.when(0, new Deploy(null, 24, 3, 90)).thenViolation("deploy.unknown-model");
        setup.when(0, new Deploy(VANCE, Double.NaN, 3, 90)).thenViolation("deploy.position");
        var activation = activating();
        activation.when(0, new Activate(null, null)).thenViolation("activation.cannot-activate");
        activation.when(0, new Activate(IRONCOATS, "charge!")).thenViolation("activation.order");
        var vance = activation.when(0, new Activate(VANCE, null)).then();
        vance.when(0, new AdvanceModel(null, List.of(new Point(1, 1)), null)).thenViolation("movement.not-now");
        vance.when(0, new AdvanceModel(VANCE, Arrays.asList(new Point(1, 1), null), null)).thenViolation("movement.waypoints");
        vance.when(0, new AdvanceModel(VANCE, List.of(new Point(1, 1)), Double.POSITIVE_INFINITY)).thenViolation("movement.facing");
        vance.when(0, new Charge(VANCE, null, 90, null)).thenViolation("charge.unknown-target");
        vance.when(0, new Charge(VANCE, BRIAR, Double.NaN, null)).thenViolation("charge.heading");
        vance.when(0, new Charge(VANCE, BRIAR, 90, -1.0)).thenViolation("charge.stop");
        vance.when(0, new CastSpell(VANCE, null, BRIAR, false, false)).thenViolation("spell.unknown");
        vance.when(0, new CastSpell(null, "Arc Bolt", BRIAR, false, false)).thenViolation("spell.not-now");
        vance.when(0, new CastSpell(VANCE, "Arc Bolt", null, false, false)).thenViolation("spell.unknown-target");
        vance.when(0, new StandUp(VANCE, null)).thenViolation("stand.not-knocked-down");
        vance.when(0, new RemoveDamage(VANCE, -1)).thenViolation("damage.remove-unmarked");
        vance.when(0, new RemoveDamage(null, 1)).thenViolation("power-field.not-now");
        vance.when(0, new Shake(null)).thenViolation("focus.not-control-phase");
        vance.when(0, new ReinforcePowerField(VANCE)).thenViolation("prompt.none");
        vance.when(0, new MakeFreeStrike(null, 0)).thenViolation("prompt.none");
        vance.when(0, new ChooseCommander(null, null)).thenViolation("prompt.none");
        var prompt = activating().given(new ModelDestroyed(WARDENS + "-1"));
        prompt.when(1, new ReinforcePowerField(null)).thenViolation("prompt.pending");
        prompt.when(1, new PromoteGrunt(null, null)).thenViolation("promotion.choice");
        prompt.when(1, new DeclineFreeStrike(null)).thenViolation("prompt.pending");
        prompt.when(1, new ChooseCommander(null, null)).thenViolation("prompt.pending");
    }
}
