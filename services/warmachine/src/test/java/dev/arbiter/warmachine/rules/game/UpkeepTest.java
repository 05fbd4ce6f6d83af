package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.game.AutomaticSteps;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Profile.Modifier;
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
 * Rulebook "Upkeep Spells", "Control Phase" step 4, "Warcaster Destruction", "Multiple Spell Effects" (I09-I11, I13) with
 * the demo pack's upkeep spells: Vance's Gearward (COST 2, RNG 6, +2 DEF) and Pressure Plating (COST 1, RNG SELF, +2
 * ARM), Thorne's Strangling Vines (COST 2, RNG CTRL, offensive, -2 SPD and -2 MAT on a hit).
 */
class UpkeepTest {

    private static final List<Modifier> GEARWARD = List.of(new Modifier("DEF", 2));
    private static final List<Modifier> VINES = List.of(new Modifier("SPD", -2), new Modifier("MAT", -2));
    private static final String IRONCOAT = IRONCOATS + "-4";
    private static final String OTHER_IRONCOAT = IRONCOATS + "-5";

    /** Vance activating at (24, 16) with the Bastion 6" ahead, the Tinker at his side and Thorne across the table. */
    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> vanceActivating() {
        return activating(at(VANCE, 24, 16, 90), at(BASTION, 24, 22, 90), at(TINKER, 20, 17, 90), at(THORNE, 24, 30, 270))
                .when(0, new Activate(VANCE, null)).then();
    }

    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> gearwardOnTheBastion() {
        var vance = vanceActivating();
        return vance.given(vance.when(0, new CastSpell(VANCE, "Gearward", BASTION, false, false)).events());
    }

    /** Gearward cast in turn 1, then turns pass to Vance's next Control Phase, turn 3. */
    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> vanceNextControlPhase() {
        return passTurn(passTurn(gearwardOnTheBastion().when(0, new EndActivation()).then()).game()).game();
    }

    @Test
    @DisplayName("I07, I09: an upkeep spell stays on its target as an effect whose source is its caster, counts in the target's current DEF in the opponent's turn, is kept for 1 focus in the caster's Control Phase, and expires at the end of a Control Phase it was not paid in")
    void keptWhilePaidFor() {
        var cast = vanceActivating().when(0, new CastSpell(VANCE, "Gearward", BASTION, false, false)).isLegal().thenEvents(
                new FocusChanged(VANCE, 4, "spell"), new SpellDeclared(VANCE, "Gearward", BASTION),
                new EffectApplied(BASTION, Effect.upkeepSpell("Gearward", VANCE, GEARWARD, 1)));
        var thorne = passTurn(cast.when(0, new EndActivation()).then()).game().when(1, new EndControl()).isLegal()
                .thenEvents(new ControlEnded(1)).when(1, new Activate(THORNE, null)).then();
        Attacked lance = (Attacked) thorne.when(1, new CastSpell(THORNE, "Thorn Lance", BASTION, false, false), 1, 1).events().get(2);
        assertEquals(14, lance.roll().defence(), "DEF 12 + 2, still upkept in the opponent's turn");

        var control = vanceNextControlPhase();
        assertTrue(RULES.legalActions(control.state(), 0).contains(new PayUpkeep(VANCE, "Gearward")));
        var paid = control.when(0, new PayUpkeep(VANCE, "Gearward")).isLegal()
                .thenEvents(new FocusChanged(VANCE, 5, "upkeep"), new UpkeepPaid(VANCE, "Gearward"));
        assertFalse(RULES.legalActions(paid.state(), 0).contains(new PayUpkeep(VANCE, "Gearward")), "once a Control Phase");
        var kept = paid.when(0, new EndControl()).thenEvents(new ControlEnded(0));
        assertEquals(List.of(Effect.upkeepSpell("Gearward", VANCE, GEARWARD, 3)), kept.state().model(BASTION).orElseThrow().effects());

        var unpaid = passTurn(passTurn(paid).game()).game();
        var lapsed = unpaid.when(0, new EndControl()).thenEvents(new EffectEnded(BASTION, "Gearward", "upkeep-unpaid"), new ControlEnded(0));
        assertTrue(lapsed.state().model(BASTION).orElseThrow().effects().isEmpty());
    }

    @Test
    @DisplayName("I09: upkeep is refused outside the caster's Control Phase, after an effect was shaken, twice in a phase, for a spell not in play or not the seat's, and without focus; nothing changes")
    void paymentRefusals() {
        gearwardOnTheBastion().when(0, new PayUpkeep(VANCE, "Gearward")).thenViolation("upkeep.not-control-phase");
        var control = vanceNextControlPhase();
        control.when(0, new PayUpkeep(VANCE, "Arc Bolt")).thenViolation("upkeep.not-in-play");
        control.when(0, new PayUpkeep(THORNE, "Gearward")).thenViolation("upkeep.not-in-play");
        control.when(0, new PayUpkeep(null, null)).thenViolation("upkeep.not-in-play");
        control.given(control.when(0, new PayUpkeep(VANCE, "Gearward")).events())
                .when(0, new PayUpkeep(VANCE, "Gearward")).thenViolation("upkeep.paid");
        control.given(new FocusChanged(VANCE, 0, "allocated")).when(0, new PayUpkeep(VANCE, "Gearward")).thenViolation("upkeep.no-focus");
        control.given(new KnockedDown(TINKER), new FocusChanged(TINKER, 0, "shake"), new StoodUp(TINKER, "focus"))
                .when(0, new PayUpkeep(VANCE, "Gearward")).thenViolation("upkeep.over");
    }

    @Test
    @DisplayName("I10: a caster has one instance of an upkeep spell: recast at the Tinker, Gearward leaves the Bastion as the new COST is paid")
    void recastMovesIt() {
        gearwardOnTheBastion().when(0, new CastSpell(VANCE, "Gearward", TINKER, false, false)).isLegal().thenEvents(
                new FocusChanged(VANCE, 2, "spell"), new EffectEnded(BASTION, "Gearward", "recast"), new SpellDeclared(VANCE, "Gearward", TINKER),
                new EffectApplied(TINKER, Effect.upkeepSpell("Gearward", VANCE, GEARWARD, 1)));
    }

    @Test
    @DisplayName("EX96, I10: Pressure Plating (RNG SELF) cast by Vance on himself ends the Gearward he has in play on himself: one friendly upkeep per model")
    void ex96SelfUpkeepReplacesTheFriendlyOne() {
        var vance = vanceActivating();
        var warded = vance.given(vance.when(0, new CastSpell(VANCE, "Gearward", VANCE, false, false)).isLegal().events());
        var plated = warded.when(0, new CastSpell(VANCE, "Pressure Plating", VANCE, false, false)).isLegal().thenEvents(
                new FocusChanged(VANCE, 3, "spell"), new SpellDeclared(VANCE, "Pressure Plating", VANCE),
                new EffectEnded(VANCE, "Gearward", "replaced"),
                new EffectApplied(VANCE, Effect.upkeepSpell("Pressure Plating", VANCE, List.of(new Modifier("ARM", 2)), 1)));
        assertEquals(List.of("Pressure Plating"), plated.state().model(VANCE).orElseThrow().effects().stream().map(Effect::name).toList());
    }

    @Test
    @DisplayName("EX97, EX99, I10, I13: an enemy upkeep (Strangling Vines, a CTRL magic attack) does not replace the friendly Gearward on an Ironcoat, and a non-upkeep spell (Iron Resolve) stacks with both")
    void ex97EnemyUpkeepAndEx99NonUpkeepStack() {
        var vance = activating(at(VANCE, 12, 7, 250), at(THORNE, 10, 16, 270)).when(0, new Activate(VANCE, null)).then();
        var warded = vance.given(vance.when(0, new CastSpell(VANCE, "Gearward", IRONCOAT, false, false)).isLegal().events());
        var resolved = warded.when(0, new CastSpell(VANCE, "Iron Resolve", IRONCOAT, false, false)).isLegal().then();
        ModelState both = resolved.state().model(IRONCOAT).orElseThrow();
        assertEquals(List.of("Gearward"), both.effects().stream().map(Effect::name).toList(), "EX99: a non-upkeep spell ends no upkeep");
        assertEquals(List.of(new TimedModifier("Iron Resolve", new Modifier("ARM", 2), 1, 0)), both.modifiers());

        var thorne = passTurn(warded.when(0, new EndActivation()).then()).game().when(1, new EndControl()).then()
                .when(1, new Activate(THORNE, null)).then();
        // 6 + 6 + FOCUS 7 = 19 against DEF 13 + 2: a hit; the spell has no POW, so no damage dice
        List<WarmachineEvent> vines = thorne.when(1, new CastSpell(THORNE, "Strangling Vines", IRONCOAT, false, false), 6, 6).isLegal().events();
        assertEquals(15, ((Attacked) vines.get(2)).roll().defence(), "DEF 13 + 2 from Gearward");
        assertEquals(new EffectApplied(IRONCOAT, Effect.upkeepSpell("Strangling Vines", THORNE, VINES, 2)), vines.get(vines.size() - 1));
        assertFalse(vines.stream().anyMatch(EffectEnded.class::isInstance), "EX97: an enemy upkeep does not replace a friendly one");
        ModelState grasped = thorne.given(vines).state().model(IRONCOAT).orElseThrow();
        assertEquals(List.of("Gearward", "Strangling Vines"), grasped.effects().stream().map(Effect::name).toList());
        assertEquals(4.0, new Catalogue(PACK).speed(grasped), "SPD 6 - 2 while the enemy upkeep is on it");
    }

    @Test
    @DisplayName("EX97, I10: a new friendly upkeep on one trooper ends the friendly upkeep on another trooper of its unit (a pack where Iron Resolve is an upkeep spell)")
    void aUnitCarriesOneFriendlyUpkeep() {
        WarmachineRules rules = new WarmachineRules(withIronResolveUpkept());
        var vance = deployed(rules, "mosh-pit", "open", at(VANCE, 12, 7, 250)).given(new ControlEnded(0)).when(0, new Activate(VANCE, null)).then();
        var warded = vance.given(vance.when(0, new CastSpell(VANCE, "Gearward", IRONCOAT, false, false)).isLegal().events());
        warded.when(0, new CastSpell(VANCE, "Iron Resolve", OTHER_IRONCOAT, false, false)).isLegal().thenEvents(
                new FocusChanged(VANCE, 2, "spell"), new SpellDeclared(VANCE, "Iron Resolve", OTHER_IRONCOAT),
                new EffectEnded(IRONCOAT, "Gearward", "replaced"),
                new EffectApplied(OTHER_IRONCOAT, Effect.upkeepSpell("Iron Resolve", VANCE, List.of(new Modifier("ARM", 2)), 1)));
    }

    @Test
    @DisplayName("I11, A13: when its caster is destroyed, its upkeep spells expire at once, before the caster kill ends the game")
    void casterGone() {
        var destroyed = gearwardOnTheBastion().given(new ModelDestroyed(VANCE));
        List<WarmachineEvent> steps = AutomaticSteps.run(RULES, destroyed.state(), new ScriptedDice()).events();
        assertEquals(List.of(new EffectEnded(BASTION, "Gearward", "caster-gone"), new GameWon(1, "caster-kill")), steps);
    }

    /** The duel's pack with Vance's Iron Resolve an upkeep spell: a second friendly upkeep that can target a trooper. */
    private static Pack withIronResolveUpkept() {
        List<Profile> cards = PACK.models().stream().map(card -> !card.id().equals("vance") ? card
                : new Profile(card.id(), card.name(), card.faction(), card.type(), card.warjackClass(), card.base(), card.stats(), card.damage(),
                card.grid(), card.cost(), card.warjackPoints(), card.fa(), card.unit(), card.advantages(), card.weapons(),
                card.spells().stream().map(s -> !s.name().equals("Iron Resolve") ? s : new Profile.Spell(s.name(), s.cost(), s.rng(), s.pow(),
                        true, s.offensive(), "UP", s.effect(), s.modifiers(), null)).toList(), card.feat())).toList();
        return new Pack(PACK.pack(), PACK.version(), PACK.title(), PACK.notice(), PACK.factions(), cards, PACK.lists(), PACK.layouts(),
                PACK.scenarios(), PACK.sha256());
    }
}
