package dev.arbiter.warmachine.rules.effect;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The continuous effects of "Continuous Effects" (M03-M05): at most one of each on a model, rolled for in its controller's
 * Maintenance Phase. Immunity to the matching damage type covers the effect too ("Immunities", C16, C17).
 */
public enum Continuous {
    /** A POW 12 fire damage roll each Maintenance Phase while it lasts (M04). */
    FIRE("Fire", DamageType.FIRE),
    /** 1 point of corrosion damage each Maintenance Phase while it lasts (M05). */
    CORROSION("Corrosion", DamageType.CORROSION);

    /** The POW of Fire's damage roll (M04). */
    public static final int FIRE_POW = 12;

    private final String effectName;
    private final DamageType type;

    Continuous(String effectName, DamageType type) {
        this.effectName = effectName;
        this.type = type;
    }

    /** The effect's name on a model: one name each, so a second instance replaces the first (M03). */
    public String effectName() {
        return effectName;
    }

    /** Its damage's type, whose immunity also keeps the effect off. */
    public DamageType type() {
        return type;
    }

    /** As packs write it in a {@code continuous} effect. */
    public String packName() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Optional<Continuous> named(String packName) {
        return Arrays.stream(values()).filter(c -> c.packName().equals(packName)).findFirst();
    }
}
