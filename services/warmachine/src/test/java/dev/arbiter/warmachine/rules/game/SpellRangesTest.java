package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Spell Statistics" (RNG SELF and CTRL, AOE CTRL), "Spell Targeting", "Measuring the Range of a Spell" (I05-I07)
 * with the demo pack: Vance's Pressure Plating (RNG SELF), Thorne's Strangling Vines (RNG CTRL, offensive) and Verdant
 * Pulse (RNG SELF, AOE CTRL, +2 ARM for a turn). Thorne's FOCUS 7 gives a 14" control range (K02).
 */
class SpellRangesTest {

    /** Thorne activating at (24, 30) in turn 2: the Bastion 8" from him, the Tinker 30" away, Briar at his side. */
    private static dev.arbiter.testkit.RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> thorneActivating() {
        return passTurn(activating(at(BASTION, 24, 22, 90), at(TINKER, 44, 3, 90), at(THORNE, 24, 30, 270), at(BRIAR, 20, 30, 270),
                at(MIRESTALKER, 44, 45, 270))).game().when(1, new EndControl()).then().when(1, new Activate(THORNE, null)).then();
    }

    @Test
    @DisplayName("I07: a SELF spell targets its caster only, and the legal actions offer it at the caster alone")
    void selfTargetsOnlyTheCaster() {
        var vance = activating(at(VANCE, 24, 16, 90), at(BASTION, 24, 20, 90)).when(0, new Activate(VANCE, null)).then();
        vance.when(0, new CastSpell(VANCE, "Pressure Plating", BASTION, false, false)).thenViolation("spell.self-only");
        List<WarmachineCommand> plating = RULES.legalActions(vance.state(), 0).stream()
                .filter(c -> c instanceof CastSpell cast && cast.spell().equals("Pressure Plating")).toList();
        assertEquals(List.of(new CastSpell(VANCE, "Pressure Plating", VANCE, false, false)), plating);
    }

    @Test
    @DisplayName("I07, I06, K02: a CTRL spell targets a model in the caster's control range; beyond it the magic attack misses without dice; never the caster")
    void ctrlReachesTheControlRange() {
        var thorne = thorneActivating();
        List<String> targets = RULES.legalActions(thorne.state(), 1).stream()
                .filter(c -> c instanceof CastSpell cast && cast.spell().equals("Strangling Vines")).map(c -> ((CastSpell) c).target()).toList();
        assertTrue(targets.contains(BASTION), "6.4\" away, within 14\"");
        assertFalse(targets.contains(TINKER), "beyond the control range");
        assertFalse(targets.contains(THORNE), "an offensive spell never targets its caster");
        // 3 + 3 + FOCUS 7 = 13 against DEF 12: a hit, and the upkeep goes on the Bastion
        List<WarmachineEvent> hit = thorne.when(1, new CastSpell(THORNE, "Strangling Vines", BASTION, false, false), 3, 3).isLegal().events();
        assertEquals(new EffectApplied(BASTION, Effect.upkeepSpell("Strangling Vines", THORNE,
                List.of(new Modifier("SPD", -2), new Modifier("MAT", -2)), 2)), hit.get(hit.size() - 1));
        List<WarmachineEvent> far = thorne.when(1, new CastSpell(THORNE, "Strangling Vines", TINKER, false, false)).events();
        assertEquals(AttackResult.How.OUT_OF_RANGE, ((Attacked) far.get(2)).roll().how());
        assertEquals(3, far.size(), "a miss leaves nothing on the Tinker");
        thorne.when(1, new CastSpell(THORNE, "Strangling Vines", THORNE, false, false)).thenViolation("spell.not-at-caster");
    }

    @Test
    @DisplayName("I07, K02: an AOE CTRL spell is centred on its caster and affects every friendly model in its control range, the caster included, and no other")
    void ctrlAreaAffectsFriendlyModelsInControlRange() {
        var thorne = thorneActivating();
        List<TimedModifier> pulse = List.of(new TimedModifier("Verdant Pulse", new Modifier("ARM", 2), 2, 0));
        var pulsed = thorne.when(1, new CastSpell(THORNE, "Verdant Pulse", THORNE, false, false)).isLegal().thenEvents(
                new FocusChanged(THORNE, 4, "spell"), new SpellDeclared(THORNE, "Verdant Pulse", THORNE),
                new SpellTookEffect(THORNE, "Verdant Pulse", pulse), new SpellTookEffect(BRIAR, "Verdant Pulse", pulse));
        assertTrue(pulsed.state().model(MIRESTALKER).orElseThrow().modifiers().isEmpty(), "24\" away: beyond the control range");
        assertTrue(pulsed.state().model(BASTION).orElseThrow().modifiers().isEmpty(), "an enemy in range is not affected");
        thorne.when(1, new CastSpell(THORNE, "Verdant Pulse", BRIAR, false, false)).thenViolation("spell.self-only");
    }
}
