package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.Profile.Spell;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Current stats and timed modifiers (warmachine-prime.md "Base Stats, Current Stats & Modifiers", "Rule Priority",
 * "The Game Round", "Spell Statistics" DUR; B05, A02, I07).
 */
class ModifiersTest {

    private static final Spell MURK = Demo.spell("thorne", "Withering Murk"); // RND, -2 DEF and -2 RAT
    private static final Spell RESOLVE = Demo.spell("vance", "Iron Resolve"); // TURN, +2 ARM

    private static Combatant murked(Combatant model, int turn) {
        for (TimedModifier modifier : SpellCast.modifiers(MURK, turn, 2)) {
            model = model.with(modifier);
        }
        return model;
    }

    @Test
    void b05BonusesAndPenaltiesApplyToTheBaseStatAndTheStatIsNeverBelowZero() {
        assertEquals(9, CurrentStat.of(13, List.of(), List.of(+2, -4, -2)));
        assertEquals(0, CurrentStat.of(2, List.of(), List.of(-2, -2)));
        assertEquals(5, CurrentStat.of(13, List.of(5, 7), List.of()), "a rule setting the base stat wins, the lowest of several");
    }

    @Test
    void ex13AStationaryModelInCoverHasDefNineAndWithAMinusTwoEffectDefThree() {
        Combatant stationary = Demo.model("briar").with(Condition.STATIONARY);
        AttackResult shot = AttackRoll.resolve(Attack.ranged(Demo.model("bastion"), Demo.weapon("bastion", "Siege Cannon"), stationary, Set.of(), Protection.COVER),
                DicePool.twoDice(), new ScriptedDice(1, 2));
        assertEquals(9, shot.defence(), "base DEF 5 + cover 4");
        assertEquals(3, murked(stationary, 1).def(), "base DEF 5 - 2");
    }

    @Test
    void ex14TheStatIsFlooredAtZeroButTheRollIsNot() {
        Combatant bastion = murked(Demo.model("bastion"), 1);
        assertEquals(3, bastion.current("RAT"), "RAT 5 - 2");
        Attack inaccurate = Attack.ranged(bastion, Demo.weapon("bastion", "Siege Cannon"), Demo.model("briar"), Set.of(), Protection.NONE)
                .withRollBonus(new Bonus("Inaccurate", -4));
        assertEquals(2 + 3 - 4, AttackRoll.resolve(inaccurate, DicePool.twoDice(), new ScriptedDice(1, 1)).total(), "2d6 - 1");

        Combatant briarguard = murked(Demo.model("briarguard"), 1); // RAT 2
        assertEquals(0, briarguard.current("RAT"));
    }

    @Test
    void ex07TwoInstancesOfTheSameEffectDoNotAddUpAndItLastsUntilBothAreGone() {
        Combatant once = murked(Demo.model("briar"), 1);
        Combatant twice = murked(once, 2);
        assertEquals(11, once.def());
        assertEquals(11, twice.def(), "DEF 13 - 2, not - 4");
        List<TimedModifier> afterTurnTwo = twice.modifiers().stream().filter(m -> !m.expiredAfter(2)).toList();
        assertEquals(11, new Combatant(twice.profile(), twice.track(), afterTurnTwo, Set.of()).def(), "the second casting is still in play");
    }

    @Test
    void ex08DifferentEffectsWithTheSameModifierAddUp() {
        Combatant briar = murked(Demo.model("briar"), 1).with(new TimedModifier("Another Shroud", new Modifier("DEF", -2), 1, 0));
        assertEquals(9, briar.def(), "-2 and -2 under different names: -4");
    }

    @Test
    void i07TurnSpellsExpireAtTheEndOfTheirTurnAndRoundSpellsAtTheStartOfTheCastersNextTurn() {
        TimedModifier turn = SpellCast.modifiers(RESOLVE, 5, 2).get(0);
        assertEquals(new Modifier("ARM", 2), turn.modifier());
        assertTrue(turn.inPlayDuring(5));
        assertTrue(turn.expiredAfter(5));
        assertFalse(turn.inPlayDuring(6));

        TimedModifier round = SpellCast.modifiers(MURK, 5, 2).get(0);
        assertTrue(round.inPlayDuring(5));
        assertTrue(round.inPlayDuring(6), "the opponent's turn");
        assertFalse(round.inPlayDuring(7), "gone at the start of the caster's next turn");
        assertTrue(SpellCast.modifiers(Demo.spell("thorne", "Thorn Lance"), 5, 2).isEmpty());
    }
}
