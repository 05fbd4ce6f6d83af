package dev.arbiter.warmachine.rules.effect;

/**
 * One rule of a card's special rule or feat as the pack writes it: data that {@link EffectRule#interpret} turns into a
 * rule the game applies, so a card needs no Java of its own (docs/rules/warmachine.md, Effects, feats and upkeep).
 *
 * @param kind "modifier" (a bonus or penalty to {@code stat} of {@code amount}) or "cannot" (the model cannot do or
 *             suffer {@code what})
 */
public record CardEffect(String kind, String stat, Integer amount, String what) {
}
