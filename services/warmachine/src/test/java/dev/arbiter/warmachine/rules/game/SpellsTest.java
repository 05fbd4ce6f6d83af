package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.combat.AttackKind;
import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Casting a Spell with FOCUS", "Spell Targeting", "Measuring the Range of a Spell", "Spell Statistics",
 * "Spellcasting Sequence" (A21, I01, I03, I05-I08) with the demo pack's spells: Vance's Arc Bolt (COST 2, RNG 10, POW 12)
 * and Iron Resolve (COST 2, RNG 6, TURN, +2 ARM), Thorne's Thorn Lance (COST 3, RNG 8, POW 13) and Withering Murk
 * (COST 2, RNG 8, RND, -2 DEF and -2 RAT on a hit).
 */
class SpellsTest {

    @Test
    @DisplayName("I01, I03, I08: an offensive spell pays its COST and is a magic attack, 2d6 + FOCUS against DEF, magical damage 2d6 + POW against ARM; a caster cannot run after it")
    void offensiveSpellIsAMagicAttack() {
        var vance = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 30, 270)).when(0, new Activate(VANCE, null)).then();
        // 4 + 4 + FOCUS 6 = 14 against DEF 13; 5 + 5 + POW 12 = 22 against ARM 15: 7 points, column 2
        List<WarmachineEvent> events = vance.when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, false, false), 4, 4, 5, 5, 2).isLegal().events();
        assertEquals(new FocusChanged(VANCE, 4, "spell"), events.get(0));
        assertEquals(new SpellDeclared(VANCE, "Arc Bolt", BRIAR), events.get(1));
        Attacked attack = (Attacked) events.get(2);
        assertEquals(AttackKind.MAGIC, attack.roll().kind());
        assertEquals(-1, attack.weapon());
        assertEquals("Arc Bolt", attack.weaponName());
        assertEquals(14, attack.roll().total());
        assertTrue(attack.damage().magical());
        assertEquals(7, ((Damaged) events.get(3)).points());
        var cast = vance.given(events);
        cast.when(0, new Run(VANCE, List.of(new Point(24, 25)), null)).thenViolation("run.after-spell");
        var moved = cast.when(0, new AdvanceModel(VANCE, List.of(new Point(26, 22)), 90.0)).then();
        assertTrue(moved.state().activation().attacksBy(VANCE).isEmpty(), "a spell is not one of the Combat Action's attacks");
    }

    @Test
    @DisplayName("I06, D09: an offensive spell at a target beyond RNG still costs its focus and misses without dice")
    void offensiveSpellOutOfRangeMisses() {
        var vance = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 33, 270)).when(0, new Activate(VANCE, null)).then();
        List<WarmachineEvent> events = vance.when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, false, false)).events();
        assertEquals(new FocusChanged(VANCE, 4, "spell"), events.get(0));
        Attacked attack = (Attacked) events.get(2);
        assertFalse(attack.roll().hit());
        assertEquals(AttackResult.How.OUT_OF_RANGE, attack.roll().how());
        assertEquals(3, events.size());
    }

    @Test
    @DisplayName("I05-I07, A21: a non-offensive TURN spell puts its modifier on a friendly model in range until the turn ends; beyond range the COST is spent for nothing")
    void turnSpellOnAFriendlyModel() {
        var vance = activating(at(VANCE, 24, 20, 90), at(BASTION, 24, 24, 270), at(TINKER, 30, 25, 270))
                .when(0, new Activate(VANCE, null)).then();
        List<TimedModifier> ironResolve = List.of(new TimedModifier("Iron Resolve", new Modifier("ARM", 2), 1, 0));
        var resolved = vance.when(0, new CastSpell(VANCE, "Iron Resolve", BASTION, false, false)).isLegal().thenEvents(
                new FocusChanged(VANCE, 4, "spell"), new SpellDeclared(VANCE, "Iron Resolve", BASTION),
                new SpellTookEffect(BASTION, "Iron Resolve", ironResolve));
        assertEquals(ironResolve, resolved.state().model(BASTION).orElseThrow().modifiers());
        // the Tinker is 7.8" away centre to centre, 6.4" edge to edge: beyond RNG 6
        vance.when(0, new CastSpell(VANCE, "Iron Resolve", TINKER, false, false))
                .thenEvents(new FocusChanged(VANCE, 4, "spell"), new SpellDeclared(VANCE, "Iron Resolve", TINKER));
        var turnOver = passTurn(resolved.when(0, new EndActivation()).then()).game();
        assertTrue(turnOver.state().model(BASTION).orElseThrow().modifiers().isEmpty(), "TURN: gone at the end of turn 1 (clarification 21)");
    }

    @Test
    @DisplayName("I07, A21, B05: an offensive RND spell that hits lowers the target's DEF for later attacks until the caster's next turn starts")
    void roundSpellOnAHit() {
        var thorne = passTurn(activating(at(BASTION, 24, 22, 90), at(THORNE, 24, 30, 270))).game()
                .when(1, new EndControl()).then().when(1, new Activate(THORNE, null)).then();
        // 3 + 3 + FOCUS 7 = 13 against DEF 12: a hit; Withering Murk has no POW, so no damage dice
        List<WarmachineEvent> murk = thorne.when(1, new CastSpell(THORNE, "Withering Murk", BASTION, false, false), 3, 3).isLegal().events();
        assertEquals(new SpellTookEffect(BASTION, "Withering Murk", List.of(new TimedModifier("Withering Murk", new Modifier("DEF", -2), 0, 4),
                new TimedModifier("Withering Murk", new Modifier("RAT", -2), 0, 4))), murk.get(murk.size() - 1));
        var weakened = thorne.given(murk);
        Attacked lance = (Attacked) weakened.when(1, new CastSpell(THORNE, "Thorn Lance", BASTION, false, false), 1, 1).events().get(2);
        assertEquals(10, lance.roll().defence(), "DEF 12 - 2");
        var nextRound = passTurn(weakened.when(1, new EndActivation()).then()).game();
        assertEquals(2, nextRound.state().model(BASTION).orElseThrow().modifiers().size(), "still in play in the opponent's turn");
        var casterAgain = passTurn(nextRound).game();
        assertTrue(casterAgain.state().model(BASTION).orElseThrow().modifiers().isEmpty(), "gone as Thorne's next turn starts");
    }

    @Test
    @DisplayName("EX95, EX11, I03, K07: a spell, a move, a melee attack, two more spells, then an additional melee attack bought with focus are all legal in one activation")
    void ex95SpellsAtAnyTimeOfTheActivation() {
        // Vance holds 7 focus for the example's four purchases; Briar waits 1.4" beyond Vance's advance
        var game = activating(at(VANCE, 24, 18, 90), at(BRIAR, 24, 21.4, 270)).given(new FocusChanged(VANCE, 7, "replenished"))
                .when(0, new Activate(VANCE, null)).then();
        game = game.given(game.when(0, new CastSpell(VANCE, "Iron Resolve", VANCE, false, false)).isLegal().events());
        game = game.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 20)), 90.0)).then();
        game = game.given(game.when(0, new MeleeAttack(VANCE, 1, BRIAR, false, false), 1, 1).isLegal().events());
        game = game.given(game.when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, false, false), 1, 1).isLegal().events());
        game = game.given(game.when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, false, false), 1, 1).isLegal().events());
        List<WarmachineEvent> bought = game.when(0, new MeleeAttack(VANCE, 1, BRIAR, false, false), 1, 1).isLegal().events();
        assertEquals(new FocusChanged(VANCE, 0, "additional-attack"), bought.get(0));
    }

    @Test
    @DisplayName("I03, I05, L06: refusals: not on the card, not enough focus, a non-offensive spell at an enemy, out of sight, knocked down, boosting a spell that is no attack")
    void refusals() {
        var vance = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 26, 270), at(MIRESTALKER, 24, 15, 90)).when(0, new Activate(VANCE, null)).then();
        vance.when(0, new CastSpell(VANCE, "Thorn Lance", BRIAR, false, false)).thenViolation("spell.unknown");
        vance.given(new FocusChanged(VANCE, 1, "allocated")).when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, false, false))
                .thenViolation("spell.not-enough-focus");
        vance.given(new FocusChanged(VANCE, 3, "allocated")).when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, true, true))
                .thenViolation("spell.not-enough-focus");
        vance.when(0, new CastSpell(VANCE, "Iron Resolve", BRIAR, false, false)).thenViolation("spell.friendly-only");
        vance.when(0, new CastSpell(VANCE, "Iron Resolve", VANCE, true, false)).thenViolation("spell.boost-not-attack");
        vance.when(0, new CastSpell(VANCE, "Arc Bolt", MIRESTALKER, false, false)).thenViolation("spell.no-line-of-sight");
        vance.when(0, new CastSpell(VANCE, "Arc Bolt", VANCE, false, false)).thenViolation("spell.not-at-caster");
        vance.given(new KnockedDown(VANCE)).when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, false, false)).thenViolation("spell.knocked-down");
        activating().when(0, new CastSpell(VANCE, "Arc Bolt", BRIAR, false, false)).thenViolation("activation.none");
    }
}
