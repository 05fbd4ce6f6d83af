package dev.arbiter.warmachine.rules.combat;

import static dev.arbiter.kernel.spi.RuleViolation.require;

import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.Profile.Spell;
import java.util.List;

/**
 * Casting a spell with focus (rulebook "Casting a Spell with FOCUS", "Spell Targeting", "Measuring the Range of a
 * Spell", "Spell Statistics", "Spellcasting Sequence"; I01, I03, I05-I08). An offensive spell is then a magic attack:
 * {@link Attack#magic}, {@link AttackRoll}, {@link DamageRoll}.
 */
public final class SpellCast {

    private SpellCast() {
    }

    /** What a legal casting does once its COST is paid. */
    public enum Outcome {
        /** An offensive spell: make the magic attack (out of range, it misses automatically). */
        MAGIC_ATTACK,
        /** A non-offensive spell on a target in range: its effects apply. */
        TAKES_EFFECT,
        /** A non-offensive spell on a target beyond range: the COST is spent and nothing happens. */
        NO_EFFECT
    }

    /**
     * Checks the casting the resolver can judge (the spell is the caster's, the COST can be paid, the caster can cast,
     * the target is one the spell's RNG allows) and says what follows.
     *
     * @param focus the focus points the caster has
     * @param atItself the caster targets itself
     * @param inRange the target is within RNG (or control range for CTRL), measured edge to edge by the referee
     */
    public static Outcome declare(Combatant caster, Spell spell, int focus, boolean atItself, boolean inRange) {
        require(caster.profile().spells().contains(spell), "spell.unknown", "a model casts only the spells on its card (rulebook \"Spells\")");
        require(!caster.is(Condition.KNOCKED_DOWN), "spell.knocked-down", "a knocked down model cannot cast spells (rulebook \"Knockdown\")");
        require(!caster.is(Condition.STATIONARY), "spell.stationary", "a stationary model cannot cast spells (rulebook \"Stationary Models\")");
        require(focus >= spell.cost(), "spell.not-enough-focus",
                spell.name() + " costs " + spell.cost() + " focus and the caster has " + focus + " (rulebook \"Casting a Spell with FOCUS\")");
        boolean self = spell.rng().equals("SELF");
        require(!self || atItself, "spell.self-only", spell.name() + " has RNG SELF: only its caster can be its target (rulebook \"Spell Statistics\")");
        boolean numeric = !self && !spell.rng().equals("CTRL");
        require(!atItself || self || numeric && !spell.offensive(), "spell.not-at-caster",
                "only a non-offensive spell with a numeric RNG, or a SELF spell, can target its caster (rulebook \"Spell Targeting\")");
        if (spell.offensive()) {
            return Outcome.MAGIC_ATTACK;
        }
        // the point of origin is always within range of itself (EX15)
        return atItself || inRange ? Outcome.TAKES_EFFECT : Outcome.NO_EFFECT;
    }

    /**
     * The timed modifiers a spell leaves on the model it affects (a non-offensive spell that takes effect, or an
     * offensive one that hits), named after the spell so that a second casting does not add up (A02, EX07).
     *
     * @param turn the game's turn number, one a player turn
     * @param players the number of players, for RND (a round ends at the start of the caster's next turn)
     */
    public static List<TimedModifier> modifiers(Spell spell, int turn, int players) {
        if (spell.modifiers().isEmpty()) {
            return List.of();
        }
        return spell.modifiers().stream().map((Modifier m) -> TimedModifier.of(spell.name(), m, spell.duration(), turn, players)).toList();
    }
}
