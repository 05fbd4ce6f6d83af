package dev.arbiter.warmachine.rules.effect;

/**
 * One rule of a card's special rule or feat as the pack writes it: data that {@link EffectRule#interpret} turns into a
 * rule the game applies, so a card needs no Java of its own (docs/rules/warmachine.md, Effects, feats and upkeep).
 *
 * @param kind "modifier" (a bonus or penalty to {@code stat} of {@code amount}), "cannot" (the model cannot do or
 *             suffer {@code what}) or "continuous" (it suffers the continuous effect {@code what}: "fire" or "corrosion")
 */
public record CardEffect(String kind, String stat, Integer amount, String what) {

    /** The continuous effect a weapon quality puts on a model it hits (M03). */
    public static CardEffect continuous(Continuous effect) {
        return new CardEffect("continuous", null, null, effect.packName());
    }
}
