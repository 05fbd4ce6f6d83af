package dev.arbiter.kharnage.rules;

import java.util.List;

/**
 * A battle card (kharnage.md, "Initiative / Reinforcement / Attack(s) / Power"). {@code flags} is
 * the number of Reinforcement flags; {@code bicolour} says the last of them is the bicolour flag.
 * {@code attacks} are in printed order, left to right. {@code power} is null on a card without one.
 */
public record BattleCard(String id, int initiative, int flags, boolean bicolour, List<AttackKind> attacks, Power power) {

    public BattleCard {
        attacks = List.copyOf(attacks);
    }
}
