package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Rulebook "Power Field", "Reinforcing the Power Field" (K12, K13, EX91, EX92) in a game. */
class PowerFieldTest {

    private static final int RAM_FIST = 1;

    /** The Bastion (MAT 7, Ram Fist P+S 16) base to base with Thorne (DEF 16, ARM 14), who holds {@code focus}, in seat 0's turn. */
    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> bastionAtThorne(int focus) {
        return activating(at(BASTION, 24, 20, 90), at(THORNE, 24, 20 + 0.9843 + 0.5906, 270)).given(new FocusChanged(THORNE, focus, "replenished"))
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
    }

    @Test
    @DisplayName("EX91, K13: Haley's case: holding 2 focus, 13 damage reinforced with 1 focus becomes 8; the game waits for the answer")
    void ex91ReinforcingTakesFivePointsOff() {
        var game = bastionAtThorne(2);
        // all sixes hit; damage 5 + 6 + P+S 16 = 27 against ARM 14: 13 points
        List<WarmachineEvent> struck = game.when(0, new MeleeAttack(BASTION, RAM_FIST, THORNE, false, false), 6, 6, 5, 6).events();
        assertEquals(new PowerFieldOffered(THORNE, 13), struck.get(struck.size() - 1));
        var asked = game.given(struck);
        assertEquals(List.of(1), RULES.awaiting(asked.state()), "Thorne's player decides, in seat 0's turn");
        asked.when(0, new EndActivation()).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        asked.when(1, new DeclineFreeStrike(THORNE)).thenViolation("prompt.pending");
        List<WarmachineEvent> answer = asked.when(1, new ReinforcePowerField(THORNE)).isLegal().events();
        assertEquals(List.of(new FocusChanged(THORNE, 1, "power-field"), new PowerFieldReinforced(THORNE, 13, 8),
                new Damaged(THORNE, 8, null, List.of(), List.of(), null, Disablement.Fate.NOT_DISABLED)), answer);
    }

    @Test
    @DisplayName("EX92, K13: 4 damage reinforced is reduced to none; nothing is marked and the excess prevention is lost; declined, it is suffered whole")
    void ex92ReinforcingToNothing() {
        var game = bastionAtThorne(1);
        // all sixes hit; damage 1 + 1 + P+S 16 = 18 against ARM 14: 4 points
        List<WarmachineEvent> struck = game.when(0, new MeleeAttack(BASTION, RAM_FIST, THORNE, false, false), 6, 6, 1, 1).events();
        assertEquals(new PowerFieldOffered(THORNE, 4), struck.get(struck.size() - 1));
        var asked = game.given(struck);
        var answered = asked.when(1, new ReinforcePowerField(THORNE))
                .thenEvents(new FocusChanged(THORNE, 0, "power-field"), new PowerFieldReinforced(THORNE, 4, 0));
        assertEquals(0, answered.state().model(THORNE).orElseThrow().damage().marked());
        asked.when(1, new DeclinePowerField(THORNE)).thenEvents(new PowerFieldDeclined(THORNE, 4),
                new Damaged(THORNE, 4, null, List.of(), List.of(), null, Disablement.Fate.NOT_DISABLED));
        var without = bastionAtThorne(0).when(0, new MeleeAttack(BASTION, RAM_FIST, THORNE, false, false), 6, 6, 1, 1).events();
        assertEquals(new Damaged(THORNE, 4, null, List.of(), List.of(), null, Disablement.Fate.NOT_DISABLED), without.get(1),
                "without focus nothing is asked");
    }

    @Test
    @DisplayName("K12: in its activation a warcaster spends 1 focus a point to remove damage it has suffered")
    void removingDamage() {
        var vance = activating().given(new Damaged(VANCE, 3, null, List.of(), List.of(), null, Disablement.Fate.NOT_DISABLED))
                .when(0, new Activate(VANCE, null)).then();
        var healed = vance.when(0, new RemoveDamage(VANCE, 2)).thenEvents(new FocusChanged(VANCE, 4, "power-field"), new DamageRemoved(VANCE, 2));
        assertEquals(1, healed.state().model(VANCE).orElseThrow().damage().marked());
        vance.when(0, new RemoveDamage(VANCE, 1)).isLegal();
        vance.when(0, new RemoveDamage(VANCE, 4)).thenViolation("damage.remove-unmarked");
        vance.given(new FocusChanged(VANCE, 1, "allocated")).when(0, new RemoveDamage(VANCE, 2)).thenViolation("power-field.needs-focus");
        activating().when(0, new Activate(TINKER, null)).then().when(0, new RemoveDamage(TINKER, 1)).thenViolation("power-field.not-now");
    }
}
