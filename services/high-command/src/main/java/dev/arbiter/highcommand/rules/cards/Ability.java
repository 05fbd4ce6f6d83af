package dev.arbiter.highcommand.rules.cards;

/**
 * One ability ({@code $defs/ability}): a trigger and an effect from the documented vocabulary.
 * {@code amount} is 0 where the pack gives none; {@code gain} is set only for the effect
 * {@code resources}; {@code target} defaults to the card itself; {@code condition} and
 * {@code text} may be null.
 */
public record Ability(Trigger trigger, Effect effect, int amount, Resources gain, Filter target, Condition condition, String text) {

    public Ability {
        target = target == null ? Filter.THIS : target;
    }
}
