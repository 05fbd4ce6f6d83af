package dev.arbiter.warmachine.rules.effect;

import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.combat.TimedModifier;

import java.util.List;
import java.util.Optional;

/**
 * A named effect in play on a model: what caused it ({@code source}, a feat's or a spell's name and the model that
 * used it), what it does and when it ends. Instances of one name never add up (rulebook "Rule Priority", A02).
 */
public record Effect(String name, String source, List<CardEffect> rules, Expiry expiry) {

    public Effect {
        rules = List.copyOf(rules);
    }

    /**
     * An upkeep spell cast in turn {@code turn}: its stat changes as modifier rules, with no end on the turn clock
     * (rulebook "Upkeep Spells", I09).
     */
    public static Effect upkeepSpell(String spell, String caster, List<Modifier> modifiers, int turn) {
        List<CardEffect> rules = modifiers.stream().map(m -> new CardEffect("modifier", m.stat(), m.amount(), null)).toList();
        return new Effect(spell, caster, rules, Expiry.upkept(turn));
    }

    /** Its stat changes as modifiers under its name, so current stats count them with the spells' (B05, A02). */
    public List<TimedModifier> modifiers() {
        return rules.stream().map(EffectRule::interpret).filter(r -> r instanceof EffectRule.StatChange)
                .map(r -> (EffectRule.StatChange) r)
                .map(c -> new TimedModifier(name, new Modifier(c.stat(), c.amount()), expiry.endsAtEndOfTurn(), expiry.endsAtStartOfTurn()))
                .toList();
    }

    /** The continuous effect it is, if it is one (M03). */
    public Optional<Continuous> continuous() {
        return rules.stream().map(EffectRule::interpret).filter(r -> r instanceof EffectRule.Suffers)
                .map(r -> ((EffectRule.Suffers) r).effect()).findFirst();
    }

    /** Whether it forbids what {@code what} names. */
    public boolean forbids(EffectRule.Prohibition what) {
        return rules.stream().map(EffectRule::interpret).anyMatch(r -> r instanceof EffectRule.Cannot c && c.what() == what);
    }
}
