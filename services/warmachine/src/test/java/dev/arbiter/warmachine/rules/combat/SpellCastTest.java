package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.Profile.Spell;
import dev.arbiter.warmachine.rules.combat.AttackResult.How;
import dev.arbiter.warmachine.rules.combat.SpellCast.Outcome;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Casting spells with focus (warmachine-prime.md "Casting a Spell with FOCUS", "Spell Targeting", "Measuring the
 * Range of a Spell", "Spell Statistics", "Spellcasting Sequence", "Magic Attacks"; I01, I03, I05-I08, EX15).
 */
class SpellCastTest {

    private static final Spell LANCE = Demo.spell("thorne", "Thorn Lance"); // COST 3, RNG 8, POW 13, offensive
    private static final Spell MURK = Demo.spell("thorne", "Withering Murk"); // COST 2, offensive, RND -2 DEF -2 RAT
    private static final Spell RESOLVE = Demo.spell("vance", "Iron Resolve"); // COST 2, RNG 6, TURN +2 ARM

    @Test
    void i01AnOffensiveSpellIsAMagicAttackOfTwoDicePlusFocusAndMagicalDamageOfItsPow() {
        Combatant thorne = Demo.model("thorne");
        assertEquals(Outcome.MAGIC_ATTACK, SpellCast.declare(thorne, LANCE, 7, false, true));
        Attack lance = Attack.magic(thorne, LANCE, Demo.model("bastion"), Set.of(), Protection.NONE);
        AttackResult hit = AttackRoll.resolve(lance, DicePool.twoDice(), new ScriptedDice(3, 2));
        assertEquals(7, hit.stat(), "FOCUS 7");
        assertEquals(12, hit.total());
        assertTrue(hit.hit(), "against Bastion's DEF 12");
        DamageResult damage = DamageRoll.resolve(lance, hit, DicePool.twoDice(), new ScriptedDice(6, 6));
        assertEquals(25 - 19, damage.points());
        assertTrue(damage.magical());
    }

    @Test
    void i03ASpellCostsItsCostInFocusAndAKnockedDownModelCastsNothing() {
        assertEquals("spell.not-enough-focus", assertThrows(RuleViolation.class,
                () -> SpellCast.declare(Demo.model("thorne"), LANCE, 2, false, true)).rule());
        assertEquals("spell.knocked-down", assertThrows(RuleViolation.class,
                () -> SpellCast.declare(Demo.model("thorne").with(Condition.KNOCKED_DOWN), LANCE, 7, false, true)).rule());
        assertEquals("spell.unknown", assertThrows(RuleViolation.class,
                () -> SpellCast.declare(Demo.model("vance"), LANCE, 7, false, true)).rule());
    }

    @Test
    void i05OnlyANonOffensiveSpellWithANumericRangeOrASelfSpellMayTargetItsCaster() {
        assertEquals(Outcome.TAKES_EFFECT, SpellCast.declare(Demo.model("vance"), RESOLVE, 6, true, true));
        assertEquals("spell.not-at-caster", assertThrows(RuleViolation.class,
                () -> SpellCast.declare(Demo.model("thorne"), LANCE, 7, true, true)).rule());

        Spell self = new Spell("Stand Fast", 1, "SELF", null, false, false, "TURN", "the caster gains +1 DEF", List.of(new Modifier("DEF", 1)), null);
        Combatant caster = Combatant.fresh(withSpell(Demo.card("vance"), self));
        assertEquals(Outcome.TAKES_EFFECT, SpellCast.declare(caster, self, 6, true, true));
        assertEquals("spell.self-only", assertThrows(RuleViolation.class, () -> SpellCast.declare(caster, self, 6, false, true)).rule());
    }

    @Test
    void ex15ASpellCastOnItsCasterIsAlwaysInRange() {
        // the rulebook's Battle Plan has RNG 5 and its caster among its targets; Iron Resolve (RNG 6) stands in for it
        assertEquals(Outcome.TAKES_EFFECT, SpellCast.declare(Demo.model("vance"), RESOLVE, 6, true, false));
    }

    @Test
    void i06BeyondRangeANonOffensiveSpellDoesNothingAndAnOffensiveOneMissesAutomatically() {
        assertEquals(Outcome.NO_EFFECT, SpellCast.declare(Demo.model("vance"), RESOLVE, 6, false, false));
        assertEquals(Outcome.MAGIC_ATTACK, SpellCast.declare(Demo.model("thorne"), LANCE, 7, false, false));
        Attack far = Attack.magic(Demo.model("thorne"), LANCE, Demo.model("bastion"), Set.of(Fact.OUT_OF_RANGE), Protection.NONE);
        AttackResult missed = AttackRoll.resolve(far, DicePool.twoDice(), new ScriptedDice());
        assertFalse(missed.hit());
        assertEquals(How.OUT_OF_RANGE, missed.how());
    }

    @Test
    void i07AnOffensiveStatSpellThatHitsLeavesItsModifiersForARound() {
        Combatant tinker = Demo.model("tinker");
        Attack murk = Attack.magic(Demo.model("thorne"), MURK, tinker, Set.of(), Protection.NONE);
        assertTrue(AttackRoll.resolve(murk, DicePool.twoDice(), new ScriptedDice(4, 2)).hit(), "6 + FOCUS 7 against DEF 13");
        for (TimedModifier modifier : SpellCast.modifiers(MURK, 3, 2)) {
            tinker = tinker.with(modifier);
        }
        assertEquals(11, tinker.def());
        assertEquals(3, tinker.current("RAT"));
    }

    @Test
    void i08AnOffensiveSpellRunsTheAttackSequenceAndMagicAttacksAreNotRangedAttacks() {
        // a warcaster in melee may still cast, where a ranged attack is refused
        Attack lance = Attack.magic(Demo.model("thorne"), LANCE, Demo.model("bastion"), Set.of(Fact.ATTACKER_IN_MELEE), Protection.NONE);
        assertTrue(AttackRoll.resolve(lance, DicePool.twoDice(), new ScriptedDice(6, 5)).hit());
        Attack notAnAttack = Attack.magic(Demo.model("vance"), RESOLVE, Demo.model("bastion"), Set.of(), Protection.NONE);
        assertEquals("attack.not-offensive", assertThrows(RuleViolation.class,
                () -> AttackRoll.resolve(notAnAttack, DicePool.twoDice(), new ScriptedDice(6, 6))).rule());
    }

    private static Profile withSpell(Profile card, Spell spell) {
        List<Spell> spells = new ArrayList<>(card.spells());
        spells.add(spell);
        return new Profile(card.id(), card.name(), card.faction(), card.type(), card.warjackClass(), card.base(), card.stats(),
                card.damage(), card.grid(), card.cost(), card.warjackPoints(), card.fa(), card.unit(), card.advantages(),
                card.weapons(), spells, card.feat());
    }
}
