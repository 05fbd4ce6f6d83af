package dev.arbiter.warmachine.rules.effect;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;

/** What an effect does to the model it is on, interpreted from a pack's {@link CardEffect}. */
public sealed interface EffectRule {

    /** The stats of the stat bar a modifier can change (rulebook "Model Statistics"). */
    Set<String> STATS = Set.of("SPD", "STR", "MAT", "RAT", "DEF", "ARM", "CMD", "FOCUS");

    /** A bonus (positive) or penalty (negative) to a current stat (rulebook "Base Stats, Current Stats & Modifiers", A02). */
    record StatChange(String stat, int amount) implements EffectRule {
    }

    /** The model cannot do or suffer something the standard rules would make it do or suffer ("Rule Priority"). */
    record Cannot(Prohibition what) implements EffectRule {
    }

    /** The model suffers a continuous effect until it expires on its roll (rulebook "Continuous Effects", M03). */
    record Suffers(Continuous effect) implements EffectRule {
    }

    /** What a {@link Cannot} forbids, as packs spell it. */
    enum Prohibition {
        /** Nothing knocks the model down (rulebook "Knockdown"). */
        BE_KNOCKED_DOWN("be-knocked-down");

        private final String name;

        Prohibition(String name) {
            this.name = name;
        }

        public String packName() {
            return name;
        }

        static Optional<Prohibition> named(String name) {
            for (Prohibition p : values()) {
                if (p.name.equals(name)) {
                    return Optional.of(p);
                }
            }
            return Optional.empty();
        }
    }

    /** The rule a pack's effect means; a pack whose effects {@link #problem} refuses never reaches the game. */
    static EffectRule interpret(CardEffect data) {
        problem(data).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
        return switch (data.kind()) {
            case "modifier" -> new StatChange(data.stat(), data.amount());
            case "continuous" -> new Suffers(Continuous.named(data.what()).orElseThrow());
            default -> new Cannot(Prohibition.named(data.what()).orElseThrow());
        };
    }

    /** Why the framework cannot interpret this effect, or empty: the pack reader refuses the pack with it. */
    static Optional<String> problem(CardEffect data) {
        if ("modifier".equals(data.kind())) {
            if (data.stat() == null || !STATS.contains(data.stat())) {
                return Optional.of("a modifier changes one of the stats " + STATS.stream().sorted().toList() + ", not " + data.stat());
            }
            return data.amount() == null || data.amount() == 0 ? Optional.of("a modifier needs a non-zero amount") : Optional.empty();
        }
        if ("cannot".equals(data.kind())) {
            return Prohibition.named(data.what()).isPresent() ? Optional.empty()
                    : Optional.of("no rule forbids '" + data.what() + "': a cannot effect forbids one of "
                    + Arrays.stream(Prohibition.values()).map(Prohibition::packName).toList());
        }
        if ("continuous".equals(data.kind())) {
            return Continuous.named(data.what()).isPresent() ? Optional.empty()
                    : Optional.of("no continuous effect '" + data.what() + "': a continuous effect is one of "
                    + Arrays.stream(Continuous.values()).map(Continuous::packName).toList());
        }
        return Optional.of("unknown effect kind '" + data.kind() + "': the effects are \"modifier\", \"cannot\" and \"continuous\"");
    }
}
